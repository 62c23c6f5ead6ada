// Lint rules for every package. Import rules keep the arrows one way (ARCHITECTURE.md §1):
// no cycles anywhere, and the sdk imports none of its siblings.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';

const siblings = ['@tradeshub/hub', '@tradeshub/server', '@tradeshub/widgets'];

// The hub's layers (bulletproof-react's unidirectional architecture): shared -> features -> app.
// Shared code imports neither features nor the app; a feature imports no other feature and not
// the app; the app composes features. Every folder under features/ is one feature, so a new
// feature is fenced in without editing this file.
const hubSrc = 'hub/src';
const hubFeatures = readdirSync(new URL(`./${hubSrc}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const hubShared = ['components', 'config', 'entities', 'lib', 'testing'].map((dir) => `./${hubSrc}/${dir}`);
const hubZones = [
  ...hubFeatures.map((feature) => ({
    target: `./${hubSrc}/features/${feature}`,
    from: `./${hubSrc}/features`,
    except: [`./${feature}`],
    message: 'A feature imports no other feature. Move what both need to components, entities or lib, or compose the two in app/routes.',
  })),
  {
    target: `./${hubSrc}/features`,
    from: `./${hubSrc}/app`,
    message: 'Features do not import the app layer; move what they need to config, lib or components.',
  },
  {
    target: hubShared,
    from: [`./${hubSrc}/features`, `./${hubSrc}/app`],
    message: 'Shared code (components, config, entities, lib, testing) imports no feature and not the app.',
  },
];

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
    files: ['hub/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: fileURLToPath(new URL('.', import.meta.url)), zones: hubZones }],
      // One key per read, from its factory, so a read and the changes that invalidate it agree.
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression",
          message: 'Query keys come from the key factories (hub/src/entities, or a feature\'s api), never array literals.',
        },
        {
          selector: 'CallExpression[callee.property.name=/^(get|set)QueryData$/] > ArrayExpression',
          message: 'Query keys come from the key factories (hub/src/entities, or a feature\'s api), never array literals.',
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
