import { z } from 'zod';
import { defineContract } from './contract.js';
import { idParams } from './common.js';

// Documents as PDF files (spec section 7: GET /api/documents/{id}). The answer is the file's
// bytes, not the JSON envelope, so like attachment downloads it sits outside apiContracts and
// is fetched with the bearer token and saved as a file.

export const documentContracts = {
  getDocument: defineContract({
    method: 'GET',
    path: '/api/documents/:id',
    access: 'private',
    summary: 'Answers a document the product makes (a quote, a VAT receipt, a fee invoice, assessment findings) as a PDF, to the people entitled to it.',
    params: idParams,
    data: z.unknown(),
  }),
} as const;

/**
 * The path of a document's PDF: a work's id gives its quote.
 * @example documentPath('8f0c…') // '/api/documents/8f0c…'
 */
export function documentPath(documentId: string): string {
  return `/api/documents/${encodeURIComponent(documentId)}`;
}
