import type { CompanyDetails } from '@tradeshub/sdk';
import type { Queryable } from '../../db/client.js';

// What every document the product makes has in common, whatever its kind: who issues it to
// whom, its stable number, its lines with their VAT, and the totals. Each kind (a quote, a
// VAT receipt, a fee invoice, assessment findings) is a DocumentSource that builds one of
// these; one renderer turns any of them into a PDF.

export interface DocumentParty {
  name: string;
  addressLines: readonly string[];
  vatNumber?: string | null;
}

export interface DocumentLine {
  description: string;
  /** Before VAT. */
  netPence: number;
  /** e.g. 20 for 20 %. */
  vatPercent: number;
  vatPence: number;
  totalPence: number;
}

export interface PrintableDocument {
  /** What the document is, as its heading says: 'Quote', 'VAT receipt', 'Fee invoice', 'Assessment findings'. */
  title: string;
  /** Stable: the same document always carries the same number. */
  number: string;
  issuedAt: Date;
  /** What it is about, e.g. the job's title. */
  subject: string;
  from: DocumentParty;
  to: DocumentParty;
  /** Headed passages printed under the subject, e.g. an assessor's findings. */
  sections?: readonly { heading: string; text: string }[];
  /** Empty for a document that is not about money (no lines table, no totals). */
  lines: readonly DocumentLine[];
  netPence: number;
  vatPence: number;
  totalPence: number;
  /** How the total was settled, printed under it when it was split, e.g. rewards then card. */
  settlement?: readonly { label: string; pence: number }[];
  /** Sentences printed under the totals (terms, how it was paid, status). */
  notes: readonly string[];
  /** The file name the download is saved under, without '.pdf'. */
  fileName: string;
}

/**
 * One kind of document: finds the document with this id that `viewerId` is entitled to, or
 * null (not this kind, or not theirs), so nobody can tell a document they may not see from
 * one that does not exist.
 */
export interface DocumentSource {
  kind: string;
  /** `company`: who Tradeshub is (the server's config), for documents Tradeshub issues or names. */
  find(db: Queryable, viewerId: string, id: string, company: CompanyDetails): Promise<PrintableDocument | null>;
}
