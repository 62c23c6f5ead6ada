import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createHubPages, type SendHubPage } from './hub-pages.js';

/** Paths that belong to the API; everything else that is a page is the hub's to route. */
const API_PREFIXES = ['/backend-service', '/community-service', '/chat-service', '/email-service', '/content-service', '/docs', '/ws', '/health', '/widgets', '/api'];

export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * Serves the built hub (hub/dist) when it exists: hashed assets cached for a year,
 * index.html never cached, and any page path answered with index.html so the hub's
 * router can take over. The pages the build prerendered (hub/dist/pages/<name>.html, by
 * scripts/prerender-hub.mjs: `index` is `/`) are answered with their own HTML, which paints
 * before the hub's code runs. Each file goes out as the brotli or gzip copy the build wrote
 * beside it (scripts/precompress.mjs) when the request accepts one, with Vary: Accept-Encoding.
 * Pages go out through hub-pages.ts, which names the route's page chunks as modulepreloads.
 * Returns how to send a page of the hub (the not-found handler's deep links), or null when there is no build.
 */
export async function registerHub(app: FastifyInstance, distDir: string): Promise<SendHubPage | null> {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return null;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${join(distDir, 'assets')}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const pagesDir = join(distDir, 'pages');
  const prerendered = existsSync(pagesDir) ? readdirSync(pagesDir).filter((file) => /^[a-z0-9-]+\.html$/.test(file)) : [];
  // pages/index.html is `/`, pages/<name>.html is `/<name>`; without a prerendered `/`, index.html.
  const pathOf = (file: string) => (file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`);
  const pages = new Map<string, string>([['/', 'index.html'], ...prerendered.map((file): [string, string] => [pathOf(file), `pages/${file}`])]);
  const sendHubPage = createHubPages(distDir, app);
  for (const [path, file] of pages) {
    app.get(path, { schema: { hide: true } }, (request, reply) => sendHubPage(request, reply, file));
  }
  return sendHubPage;
}
