import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
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

/**
 * React Router's package names only its development build (dev warnings on, checked as each
 * route renders); the production build beside it differs in that flag alone. The hub's build
 * takes the production one by its file (it is not in the package's exports); dev keeps the warnings.
 */
const REACT_ROUTER_PRODUCTION = { 'react-router': join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production/index.mjs') };

/**
 * Small modules nearly every page's chunk imports (React Query's hooks, the sdk's call policies
 * and dates, the hub's states and log): one `every-page` chunk beside the entry, not each a file
 * of its own that a page's HTML names and a phone fetches in a round trip of its own
 * (docs/decisions/0073).
 */
const EVERY_PAGE = new RegExp(
  [
    String.raw`@tanstack[\\/](react-query|query-core)[\\/]build[\\/]modern[\\/](useQuery|useBaseQuery|useMutation|useInfiniteQuery|queryOptions|queryObserver|mutationObserver|infiniteQueryObserver|IsRestoringProvider|QueryErrorResetBoundary|errorBoundaryUtils|suspense)\.js$`,
    String.raw`sdk[\\/]src[\\/](http[\\/]operation-policies|realtime[\\/]socket-status|domain[\\/]form-defaults|domain[\\/]dates)\.ts$`,
    String.raw`hub[\\/]src[\\/](lib[\\/](log|load-client|api-errors)|components[\\/]ui[\\/]states)\.tsx?$`,
  ].join('|'),
);

/**
 * The parts a signed-in page loads after its first paint (the shell's bell, account menu and
 * live parts, and the socket): their chunks load without Vite's preload links. The helper
 * appends a `<link rel="modulepreload">` per dependency from the main thread, each starting a
 * fetch there; for these four that was 8-55 ms of a task after the paint. The browser fetches
 * the same files as it resolves their imports, a file at a time (docs/decisions/0075).
 */
const AFTER_PAINT_PARTS = /(^|\/)(signed-in-live|account-menu|notification-bell|realtime-socket)-[\w-]+\.js$/;

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), routePreloadsPlugin(fileURLToPath(new URL('./src/app/router.tsx', import.meta.url))), precompress()],
  resolve: {
    alias: {
      // The hub compiles the sdk from source: one build step fewer, and no stale copy.
      '@tradeshub/sdk': fileURLToPath(new URL('../sdk/src/index.ts', import.meta.url)),
      ...REACT_ON_PREACT,
      ...(command === 'build' ? REACT_ROUTER_PRODUCTION : {}),
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
  build: {
    outDir,
    sourcemap: true,
    chunkSizeWarningLimit: 400,
    modulePreload: {
      resolveDependencies: (chunk, deps, { hostType }) => (hostType === 'js' && AFTER_PAINT_PARTS.test(chunk) ? [] : deps),
    },
    // Every module the entry imports statically goes into the entry's chunk, but Preact,
    // which goes into its own. Left to itself, the bundler split off each module that a lazy
    // page imported too (query-core's base class, the sdk's errors and constants): `/` named
    // seven files, each a request before the page could start. All in one 62 KB file, a
    // profile painted later in Lighthouse's simulation than with two loading side by side
    // (docs/decisions/0063). The small modules nearly every page imports go into one chunk
    // of their own (`EVERY_PAGE`, decision 0073).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'preact', test: /node_modules[\\/]preact[\\/]/, tags: ['$initial'], priority: 2 },
            { name: 'entry', tags: ['$initial'], priority: 1 },
            { name: 'every-page', test: EVERY_PAGE, priority: 1 },
          ],
        },
      },
    },
  },
}));
