import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** Public reads anyone may cache: the public twins, the content pages and the widget files. */
export function isCacheablePublicPath(path: string): boolean {
  return path.includes('/public/') || path.startsWith('/content-service/') || path.startsWith('/widgets/');
}

/** A weak validator from the body's hash: equal bodies, equal tags, whatever process served them. */
export const weakEtag = (body: string | Buffer) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/** Whether an If-None-Match header names this tag (weak comparison, lists and * included). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === bare;
  });
}

/**
 * Public GETs that succeed get a weak ETag and, unless the route chose its own,
 * `Cache-Control: public, max-age=60`; a request whose If-None-Match matches gets a 304 with
 * no body. The widgets on tradespeople's sites read these, so a repeat visit costs a
 * revalidation at most. A request that carries a token is left alone: it may be personal.
 */
export function registerPublicCache(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (reply.statusCode !== 200 || request.headers.authorization) return payload;
    if (!isCacheablePublicPath(request.url.split('?')[0] ?? '')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = weakEtag(payload);
    reply.header('etag', etag);
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'public, max-age=60');
    if (!etagMatches(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    reply.removeHeader('content-length');
    return '';
  });
}
