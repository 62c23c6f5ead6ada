import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Paths that belong to the API; everything else that is a page is the hub's to route. */
const API_PREFIXES = ['/backend-service', '/community-service', '/chat-service', '/email-service', '/content-service', '/docs', '/ws', '/health', '/widgets'];

export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * Serves the built hub (hub/dist) when it exists: hashed assets cached for a year,
 * index.html never cached, and any page path answered with index.html so the hub's
 * router can take over. Each file goes out as the brotli or gzip copy the build wrote beside
 * it (scripts/precompress.mjs) when the request accepts one, with Vary: Accept-Encoding.
 */
export async function registerHub(app: FastifyInstance, distDir: string): Promise<boolean> {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return false;
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
  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
  return true;
}
