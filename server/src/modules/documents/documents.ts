import { isUuid, type CompanyDetails } from '@tradeshub/sdk';
import type { Queryable } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import type { DocumentSource, PrintableDocument } from './printable-document.js';
import { findingsDocuments } from './findings-document.js';
import { feeInvoiceDocuments, receiptDocuments } from './payment-documents.js';
import { quoteDocuments } from './quote-document.js';

/**
 * Every kind of document, asked in turn for an id. Ids are random v4 uuids from different
 * tables, so at most one kind knows any id (the argument of decision 0014).
 */
export const DOCUMENT_SOURCES: readonly DocumentSource[] = [quoteDocuments, receiptDocuments, feeInvoiceDocuments, findingsDocuments];

/** The document with this id for someone entitled to it; 404 for anyone else, as for an unknown id. */
export async function documentFor(db: Queryable, viewerId: string, id: string, company: CompanyDetails, sources = DOCUMENT_SOURCES): Promise<PrintableDocument> {
  if (isUuid(id)) {
    for (const source of sources) {
      const found = await source.find(db, viewerId, id, company);
      if (found) return found;
    }
  }
  throw notFound('document');
}
