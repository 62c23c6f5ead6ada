import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { documentContracts } from '@tradeshub/sdk';
import { unauthorized } from '../../http/errors.js';
import type { Viewer } from '../../http/viewer.js';
import type { AppContext } from '../context.js';
import { documentFor } from './documents.js';
import { renderPdf } from './pdf.js';

/** A header-safe file name: ASCII only, no quotes, with the full name in filename* (RFC 6266). */
function attachmentName(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}.pdf"; filename*=UTF-8''${encodeURIComponent(`${fileName}.pdf`)}`;
}

function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw unauthorized(request.headers.authorization ? 'Your session has ended. Please sign in again.' : 'Sign in to continue.');
  return request.viewer;
}

/** GET /api/documents/:id: the document as a PDF to the people entitled to it; 404 to anyone else. */
export function registerDocumentRoutes(app: FastifyInstance, { db, config }: AppContext): void {
  const { getDocument } = documentContracts;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: getDocument.method,
    url: getDocument.path,
    schema: { summary: getDocument.summary, tags: ['documents'], security: [{ bearerAuth: [] }], params: getDocument.params },
    // Who asks is settled before the id is read, so a stranger learns nothing from a 400.
    preValidation: async (request) => void viewerOf(request),
    handler: async (request, reply) => {
      const document = await documentFor(db, viewerOf(request).userId, request.params.id, config.company);
      const pdf = await renderPdf(document, { company: config.company });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachmentName(document.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });
}
