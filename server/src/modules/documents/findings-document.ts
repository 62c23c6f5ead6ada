import { eq } from 'drizzle-orm';
import type { CompanyDetails } from '@tradeshub/sdk';
import type { Queryable } from '../../db/client.js';
import { businesses, users } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { supportFor } from '../support/support-access.js';
import type { DocumentParty, DocumentSource, PrintableDocument } from './printable-document.js';

/** The stable number of an assessment's findings, from its proposal's id. */
export function findingsNumber(proposalId: string): string {
  return `A-${proposalId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

function addressOf(business: { name: string; address1: string; address2: string | null; locality: string; postcode: string }): DocumentParty {
  return { name: business.name, addressLines: [business.address1, business.address2, business.locality, business.postcode].filter((part): part is string => Boolean(part)) };
}

/**
 * An independent assessment's written findings (the id is its support proposal's), for the
 * two sides of the work, the assessor and operators: exactly who may read the assessment.
 */
export const findingsDocuments: DocumentSource = {
  kind: 'ASSESSMENT_FINDINGS',
  async find(db: Queryable, viewerId: string, id: string, company: CompanyDetails): Promise<PrintableDocument | null> {
    const [viewer] = await db.select({ role: users.role }).from(users).where(eq(users.id, viewerId)).limit(1);
    if (!viewer) return null;
    const support = await supportFor(db, { userId: viewerId, sessionId: '', role: viewer.role }, id).catch((error: unknown) => {
      if (error instanceof AppError && error.status === 404) return null;
      throw error;
    });
    const proposal = support?.proposal;
    if (!support || !proposal || proposal.type !== 'INDEPENDENT_ASSESSMENT' || proposal.findings === null || !proposal.assessorBusinessId) return null;
    const { work } = support.context;
    const [assessor] = await db.select().from(businesses).where(eq(businesses.id, proposal.assessorBusinessId)).limit(1);
    const [customer] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, work.customerId)).limit(1);
    const [business] = await db.select({ name: businesses.name }).from(businesses).where(eq(businesses.id, work.businessId)).limit(1);
    const number = findingsNumber(proposal.id);
    return {
      title: 'Assessment findings',
      number,
      issuedAt: proposal.findingsAt ?? proposal.updatedAt,
      subject: work.title,
      from: assessor ? addressOf(assessor) : { name: 'Independent assessor', addressLines: [] },
      to: { name: `${customer?.firstName ?? ''} ${customer?.lastName ?? ''}`.trim(), addressLines: [`and ${business?.name ?? 'the business'}`] },
      sections: [
        { heading: 'What was asked', text: proposal.description },
        { heading: 'Findings', text: proposal.findings },
      ],
      lines: [],
      netPence: 0,
      vatPence: 0,
      totalPence: 0,
      notes: [`An independent assessment arranged by Tradeshub (${company.name}) at the request of one side of the job. Both sides receive the same findings.`],
      fileName: `Assessment findings ${number}`,
    };
  },
};
