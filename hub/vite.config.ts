import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const api = process.env.TRADESHUB_API ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    // The hub compiles the sdk from source: one build step fewer, and no stale copy.
    alias: { '@tradeshub/sdk': fileURLToPath(new URL('../sdk/src/index.ts', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/backend-service', '/community-service', '/chat-service', '/email-service', '/content-service', '/ws', '/docs'].map((p) => [
        p,
        { target: api, ws: p === '/ws' },
      ]),
    ),
  },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 400 },
});
