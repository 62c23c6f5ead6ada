import { and, asc, eq } from 'drizzle-orm';
import { lineVatPence, quoteNumber, quoteStatusLabel, type CompanyDetails } from '@tradeshub/sdk';
import type { Queryable } from '../../db/client.js';
import { businesses, users, works, workLineItems } from '../../db/schema/index.js';
import { visibleTo } from '../work/work-access.js';
import { vatPercentOf } from '../work/quote-totals.js';
import type { DocumentLine, DocumentSource, PrintableDocument } from './printable-document.js';

/** A work's quote, with its lines and VAT, to its business and (once sent) its customer. */
export const quoteDocuments: DocumentSource = {
  kind: 'QUOTE',
  async find(db: Queryable, viewerId: string, id: string, company: CompanyDetails): Promise<PrintableDocument | null> {
    const [row] = await db
      .select({ work: works, business: businesses, customerFirstName: users.firstName, customerLastName: users.lastName })
      .from(works)
      .innerJoin(businesses, eq(businesses.id, works.businessId))
      .innerJoin(users, eq(users.id, works.customerId))
      .where(and(eq(works.id, id), visibleTo(viewerId)))
      .limit(1);
    if (!row) return null;
    const { work, business } = row;
    const stored = await db.select().from(workLineItems).where(eq(workLineItems.workId, work.id)).orderBy(asc(workLineItems.priority));
    const lines: DocumentLine[] = stored.map((line) => {
      const vatPercent = vatPercentOf(line.vatBasisPoints);
      const vatPence = lineVatPence({ price: line.pricePence, vat: vatPercent });
      return { description: line.description, netPence: line.pricePence, vatPercent, vatPence, totalPence: line.pricePence + vatPence };
    });
    const number = quoteNumber(work.id);
    return {
      title: 'Quote',
      number,
      issuedAt: work.createdAt,
      subject: work.title,
      from: {
        name: business.name,
        addressLines: [business.address1, business.address2, business.locality, business.postcode].filter((part): part is string => Boolean(part)),
        vatNumber: business.vatNo,
      },
      to: { name: `${row.customerFirstName} ${row.customerLastName}`, addressLines: [] },
      lines,
      // The stored totals are what the server priced the quote at; the lines add up to them.
      netPence: work.subtotalPence,
      vatPence: work.vatPence,
      totalPence: work.totalPence,
      notes: [
        `Status: ${quoteStatusLabel(work.quoteStatus)}.`,
        work.description,
        `Prices are in pounds sterling. Agreed and paid through Tradeshub (${company.name}).`,
      ],
      fileName: `Quote ${number}`,
    };
  },
};
