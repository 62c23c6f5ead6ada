import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this many bytes compression saves less than it costs (a JSON error, a 304, a small profile). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Bodies up to this size are compressed in one call on the event loop rather than through a
 * zlib stream on the threadpool: a search page (13 KB) took about 0.3 ms to compress, and
 * 2-3 ms more through the stream. The plugin's own default is 8 KB on two cores; it cannot see
 * a container's CPU quota on Node 20, where a small quota is what this server often gets.
 */
export const COMPRESS_IN_ONE_CALL_UP_TO_BYTES = 65_536;

/**
 * Compresses what the routes answer (JSON, the example site's HTML) when the client accepts br
 * or gzip and the body is over the threshold, with Vary: Accept-Encoding. Brotli at quality 4:
 * per request, 11 costs far more time than the bytes it saves. The built hub and widgets go
 * out already compressed (their files have .br and .gz copies), which this leaves alone.
 * Registered before the routes: it attaches itself to each route as it is added.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    syncThreshold: COMPRESS_IN_ONE_CALL_UP_TO_BYTES,
    encodings: ['br', 'gzip'],
  });
}
