import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { precompressDir } from '../scripts/precompress.mjs';
import { routePreloadsPlugin } from './build/route-preloads';

const api = process.env.TRADESHUB_API ?? 'http://127.0.0.1:3000';
const outDir = fileURLToPath(new URL('./dist', import.meta.url));

/**
 * The hub runs on Preact's React layer (docs/decisions/0017-hub-first-load.md): React 19's
 * DOM renderer alone is 66 KB gz, two thirds of the landing page's 100 KB budget. The unit
 * tests (vitest.config.ts) keep React; the browser tests run the build, so they check Preact.
 */
const REACT_ON_PREACT = {
  'react-dom/client': 'preact/compat/client',
  'react-dom/test-utils': 'preact/test-utils',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
  react: 'preact/compat',
};

/** Brotli and gzip copies of every text file the build wrote, for the server to send as they are. */
const precompress = (): Plugin => ({ name: 'tradeshub-precompress', apply: 'build', closeBundle: () => void precompressDir(outDir) });

export default defineConfig({
  plugins: [react(), tailwindcss(), routePreloadsPlugin(fileURLToPath(new URL('./src/app/router.tsx', import.meta.url))), precompress()],
  resolve: {
    alias: {
      // The hub compiles the sdk from source: one build step fewer, and no stale copy.
      '@tradeshub/sdk': fileURLToPath(new URL('../sdk/src/index.ts', import.meta.url)),
      ...REACT_ON_PREACT,
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/backend-service', '/community-service', '/chat-service', '/email-service', '/content-service', '/ws', '/docs', '/api'].map((p) => [
        p,
        { target: api, ws: p === '/ws' },
      ]),
    ),
  },
  build: { outDir, sourcemap: true, chunkSizeWarningLimit: 400 },
});
