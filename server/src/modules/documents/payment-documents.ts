import { formatPounds, type CompanyDetails, type PaymentDocument, type PaymentDocumentKind } from '@tradeshub/sdk';
import type { Queryable } from '../../db/client.js';
import { isAppError } from '../../http/errors.js';
import { documentFor as paymentDocumentFor } from '../payments/documents.js';
import type { DocumentParty, DocumentSource, PrintableDocument } from './printable-document.js';

// The payments module's numbered VAT receipts and fee invoices, as PDFs. Who may read each is
// the payments module's rule (a receipt: its customer and the business; a fee invoice: the
// business); this only lays the issued document out.

const TITLES: Record<PaymentDocumentKind, string> = { RECEIPT: 'VAT receipt', FEE_INVOICE: 'Fee invoice' };

const party = (p: PaymentDocument['from']): DocumentParty => ({ name: p.name, addressLines: p.address ? [p.address] : [], vatNumber: p.vatNo });

/** Tradeshub issues fee invoices and the receipts for help it was paid for (no schedule item): printed with its registered name, address and VAT number (from config). */
const tradeshub = (company: CompanyDetails): DocumentParty => ({ name: company.name, addressLines: company.addressLines, vatNumber: company.vatNumber });

export function printablePaymentDocument(document: PaymentDocument, company: CompanyDetails): PrintableDocument {
  const title = TITLES[document.kind];
  const credit = document.kind === 'RECEIPT' ? document.rewardCreditPence : 0;
  const cardPence = document.totalPence - credit;
  return {
    title,
    number: document.number,
    issuedAt: new Date(document.issuedAt),
    subject: document.workTitle,
    from: document.kind === 'FEE_INVOICE' || document.scheduleItemId === null ? tradeshub(company) : party(document.from),
    to: party(document.to),
    lines: document.lines.map((line) => ({ ...line, vatPercent: line.vatRatePercent })),
    netPence: document.netPence,
    vatPence: document.vatPence,
    totalPence: document.totalPence,
    settlement: credit > 0 ? [{ label: 'Tradeshub rewards credit', pence: -credit }, { label: document.paidWith ? `Paid with ${document.paidWith}` : 'Paid by card', pence: cardPence }] : undefined,
    notes: [
      document.paidWith ? `Paid ${formatPounds(cardPence)} with ${document.paidWith} through Tradeshub.` : `Paid through Tradeshub.`,
      ...(credit > 0 ? [`${formatPounds(credit)} of the total was paid by Tradeshub from the customer's rewards, taken off Tradeshub's own fee; the VAT shown is due on the full total.`] : []),
    ],
    fileName: `${title} ${document.number}`,
  };
}

function paymentDocuments(kind: PaymentDocumentKind): DocumentSource {
  return {
    kind,
    async find(db: Queryable, viewerId: string, id: string, company: CompanyDetails) {
      try {
        return printablePaymentDocument(await paymentDocumentFor(db, viewerId, kind, id), company);
      } catch (error) {
        if (isAppError(error) && error.status === 404) return null;
        throw error;
      }
    },
  };
}

export const receiptDocuments = paymentDocuments('RECEIPT');
export const feeInvoiceDocuments = paymentDocuments('FEE_INVOICE');
