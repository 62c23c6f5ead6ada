import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['sdk', 'server', 'hub', 'widgets'],
    coverage: {
      provider: 'v8',
      include: ['sdk/src/**/*.ts'],
      reporter: ['text-summary', 'json-summary'],
    },
  },
});
