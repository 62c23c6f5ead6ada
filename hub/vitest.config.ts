import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: {
    alias: { '@tradeshub/sdk': fileURLToPath(new URL('../sdk/src/index.ts', import.meta.url)) },
  },
  test: {
    name: 'hub',
    include: ['src/**/__tests__/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    environment: 'happy-dom',
    setupFiles: ['./src/test-setup.ts'],
  },
});
