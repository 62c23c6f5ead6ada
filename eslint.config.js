// Lint rules for every package. Import rules keep the arrows one way (ARCHITECTURE.md §1):
// no cycles anywhere, and the sdk imports none of its siblings.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';

const siblings = ['@tradeshub/hub', '@tradeshub/server', '@tradeshub/widgets'];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/coverage/**', '**/node_modules/**', '**/migrations/**', 'data/**', '**/*.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['sdk/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: siblings.map((s) => `${s}*`), message: 'The sdk imports none of its siblings.' },
            { group: ['**/hub/**', '**/server/**', '**/widgets/**'], message: 'The sdk imports none of its siblings.' },
          ],
        },
      ],
    },
  },
  {
    files: ['widgets/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@tradeshub/hub*', '@tradeshub/server*', '**/hub/**', '**/server/**'], message: 'The widgets import only the sdk.' },
          ],
        },
      ],
    },
  },
);
