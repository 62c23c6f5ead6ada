import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Sends a stored file someone uploaded (a chat attachment, a community photo) to a viewer
 * entitled to it: never sniffed, never run as a page, never kept by shared caches.
 * `disposition` is a Content-Disposition value when the file should be named or downloaded.
 */
export function sendPrivateFile(
  reply: FastifyReply,
  file: { stream: Readable; sizeBytes: number },
  contentType: string,
  disposition?: string,
): FastifyReply {
  reply.header('content-type', contentType).header('content-length', file.sizeBytes);
  if (disposition !== undefined) reply.header('content-disposition', disposition);
  return reply
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-cache')
    .send(file.stream);
}
