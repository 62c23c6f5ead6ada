import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this many bytes compression saves less than it costs (a JSON error, a 304, a small profile). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses what the routes answer (JSON, the example site's HTML) when the client accepts br
 * or gzip and the body is over the threshold, with Vary: Accept-Encoding. Brotli at quality 4:
 * per request, 11 costs far more time than the bytes it saves. The built hub and widgets go
 * out already compressed (their files have .br and .gz copies), which this leaves alone.
 * Registered before the routes: it attaches itself to each route as it is added.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { threshold: COMPRESSION_THRESHOLD_BYTES, encodings: ['br', 'gzip'] });
}
