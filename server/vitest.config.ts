import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: {
    // Tests run against the sdk's source, so they never see a stale build.
    alias: { '@tradeshub/sdk': fileURLToPath(new URL('../sdk/src/index.ts', import.meta.url)) },
  },
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Files share a worker so PGlite's WebAssembly is compiled once per worker, not per file;
    // each file still has its own database and server.
    isolate: false,
  },
});
