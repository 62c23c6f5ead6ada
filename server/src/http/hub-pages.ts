import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { allowingEarlyReads, withEarlyReads } from './early-reads.js';
import { FIRST_READS, firstReadsElement, readFirst } from './first-reads.js';
import { pickEncoding } from './precompressed.js';

/**
 * A route of the hub and the chunks of its page (hub/build/route-preloads.ts writes them to
 * hub/dist/route-preloads.json): named in the page's HTML as modulepreloads, a deep link
 * fetches its page's code alongside the hub's own (docs/decisions/0061-route-preloads-and-first-reads.md).
 */
export type RoutePreload = { path: string; files: string[] };

export function readRoutePreloads(distDir: string): RoutePreload[] {
  const file = join(distDir, 'route-preloads.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RoutePreload[]) : [];
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** The route a page path is, as the hub's router picks it: `:name` is any one segment, and the most literal segments win. */
export function matchRoute(routes: RoutePreload[], pathname: string): RoutePreload | null {
  const asked = segmentsOf(pathname);
  let best: { route: RoutePreload; literal: number } | null = null;
  for (const route of routes) {
    const pattern = segmentsOf(route.path);
    if (pattern.length !== asked.length) continue;
    if (!pattern.every((part, i) => part.startsWith(':') || part === asked[i])) continue;
    const literal = pattern.filter((part) => !part.startsWith(':')).length;
    if (!best || literal > best.literal) best = { route, literal };
  }
  return best?.route ?? null;
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** The HTML with a modulepreload for each file before </head> (crossorigin like Vite's, so the module script reuses it). */
export function withModulePreloads(html: string, files: string[]): string {
  if (files.length === 0) return html;
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(file)}">`).join('');
  return html.includes('</head>') ? html.replace('</head>', () => `${links}</head>`) : `${links}${html}`;
}

type Variant = { html: Buffer; br: Buffer; gzip: Buffer; etag: string };

function variantOf(html: string): Variant {
  const plain = Buffer.from(html);
  return {
    html: plain,
    br: brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(plain, { level: 9 }),
    etag: `"${createHash('sha1').update(plain).digest('base64url').slice(0, 20)}"`,
  };
}

/** The HTML with the page's first reads before </body>. */
export function withFirstReads(html: string, reads: Record<string, unknown>): string {
  const element = firstReadsElement(reads);
  return html.includes('</body>') ? html.replace('</body>', () => `${element}</body>`) : `${html}${element}`;
}

function sendVaryingOnEncoding(request: FastifyRequest, reply: FastifyReply, bodies: { html: Buffer; br: () => Buffer; gzip: () => Buffer }): FastifyReply {
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(bodies.html);
  return reply.header('content-encoding', encoding.coding).send(encoding.coding === 'br' ? bodies.br() : bodies.gzip());
}

/**
 * The hub's HTML pages: index.html, or the page the build prerendered, each with the
 * modulepreloads of the route asked for and the script starting a signed-in visitor's first
 * reads (early-reads.ts). A page of each template and route is built once,
 * compressed as the build compresses (brotli 11, gzip 9), and sent with an ETag, no-cache
 * and Vary: Accept-Encoding. A route with first reads (first-reads.ts) carries their answers
 * too, so that page is made and compressed per request (brotli 5: 11 costs more time than it saves).
 */
export function createHubPages(distDir: string, app?: FastifyInstance) {
  const routes = readRoutePreloads(distDir);
  const templates = new Map<string, string>();
  const variants = new Map<string, Variant>();
  const templateOf = (file: string) => {
    let html = templates.get(file);
    if (html === undefined) templates.set(file, (html = readFileSync(join(distDir, file), 'utf8')));
    return html;
  };

  return async function sendHubPage(request: FastifyRequest, reply: FastifyReply, file = 'index.html'): Promise<FastifyReply> {
    const pathname = request.url.split('?')[0] ?? '/';
    const route = matchRoute(routes, pathname);
    const key = `${file}\n${route?.path ?? ''}`;
    let variant = variants.get(key);
    if (!variant) variants.set(key, (variant = variantOf(withEarlyReads(withModulePreloads(templateOf(file), route?.files ?? []), route?.path ?? null))));
    reply.header('cache-control', 'no-cache').header('content-type', 'text/html; charset=utf-8');
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') reply.header('content-security-policy', allowingEarlyReads(policy));
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
    const reads = app && route && FIRST_READS[route.path] ? await readFirst(app, request, route.path, pathname) : null;
    if (reads) {
      const html = Buffer.from(withFirstReads(variant.html.toString('utf8'), reads));
      return sendVaryingOnEncoding(request, reply, {
        html,
        br: () => brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
        gzip: () => gzipSync(html, { level: 6 }),
      });
    }
    reply.header('etag', variant.etag);
    if (request.headers['if-none-match'] === variant.etag) return reply.status(304).send();
    const { html, br, gzip } = variant;
    return sendVaryingOnEncoding(request, reply, { html, br: () => br, gzip: () => gzip });
  };
}

export type SendHubPage = ReturnType<typeof createHubPages>;
