import { and, desc, eq, inArray, or } from 'drizzle-orm';
import { sortByPriority, supportStatusOf, type Assessment, type SupportPhoto } from '@tradeshub/sdk';
import type { Database, Queryable } from '../../db/client.js';
import { businesses, categories, paymentScheduleItems, supportProposals, users, workLineItems, works } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { afterCursor, createdAtMs, decodePageCursor, toPage, type Page, type PageRequest } from '../../http/page-cursor.js';
import type { Viewer } from '../../http/viewer.js';
import { toUserSummary, userSummaryColumns } from '../user/user-summary.js';
import { toPaymentScheduleItem, toPublicWork } from '../work/mappers.js';
import { vatPercentOf } from '../work/quote-totals.js';
import { tellSupportChange } from './notify.js';
import { proposalExtras } from './mappers.js';
import { requireSupportAction, supportFor, type ProposalRow, type SupportContext } from './support-access.js';

// Independent assessments as their parties and their assessor see them (get-all-assessments,
// get-assessment-by-id), and the assessor writing findings. Operators use the console; anyone
// else hears 404. The assessor sees what it needs to judge the work: lines, schedule, photos,
// and its ASSESSMENT conversation with each side.

async function toAssessment(db: Queryable, support: SupportContext, photos: SupportPhoto[], assessor: { id: string; name: string } | null): Promise<Assessment> {
  const { proposal, context } = support;
  const { work } = context;
  const [lines, payments, category, customer] = await Promise.all([
    db.select().from(workLineItems).where(eq(workLineItems.workId, work.id)),
    db.select().from(paymentScheduleItems).where(eq(paymentScheduleItems.workId, work.id)),
    work.categoryId ? db.select({ id: categories.id, title: categories.title }).from(categories).where(eq(categories.id, work.categoryId)).limit(1) : [],
    db.select(userSummaryColumns).from(users).where(eq(users.id, work.customerId)).limit(1),
  ]);
  const viewerRole = support.side ?? 'ASSESSOR';
  const conversations = [
    ...(proposal.customerConversationId && viewerRole !== 'TRADEPERSON' ? [{ id: proposal.customerConversationId, withSide: 'CUSTOMER' as const }] : []),
    ...(proposal.businessConversationId && viewerRole !== 'CUSTOMER' ? [{ id: proposal.businessConversationId, withSide: 'TRADEPERSON' as const }] : []),
  ];
  return {
    id: proposal.id,
    workId: work.id,
    work: toPublicWork(context, category[0] ?? null),
    assessor,
    status: supportStatusOf(proposal.stage),
    stage: proposal.stage,
    findings: proposal.findings,
    viewerRole,
    description: proposal.description,
    requestedBySide: proposal.requestedBySide,
    customer: toUserSummary(customer[0]!),
    workStatusBefore: work.statusBeforeAssessment,
    lineItems: sortByPriority(lines).map((line) => ({ id: line.id, description: line.description, price: line.pricePence, vat: vatPercentOf(line.vatBasisPoints), priority: line.priority })),
    payments: [...payments].sort((a, b) => a.dueDate.getTime() - b.dueDate.getTime()).map(toPaymentScheduleItem),
    subtotalPence: work.subtotalPence,
    vatPence: work.vatPence,
    totalPence: work.totalPence,
    startDate: work.startDate?.toISOString() ?? null,
    dueDate: work.dueDate?.toISOString() ?? null,
    photos,
    conversations,
    findingsDocumentId: proposal.findings === null ? null : proposal.id,
    customerOutcome: proposal.customerOutcome,
    businessOutcome: proposal.businessOutcome,
    outcome: proposal.outcome,
    createdAt: proposal.createdAt.toISOString(),
    updatedAt: proposal.updatedAt.toISOString(),
  };
}

/** An assessment for its parties and its assessor only: operators and everyone else hear 404. */
async function assessmentSupport(db: Queryable, viewer: Viewer, id: string, options: { lock?: boolean } = {}): Promise<SupportContext> {
  const support = await supportFor(db, viewer, id, { ...options, what: 'assessment' });
  if (support.proposal.type !== 'INDEPENDENT_ASSESSMENT' || support.role === 'OPERATOR') throw notFound('assessment');
  return support;
}

async function assessmentView(db: Queryable, support: SupportContext): Promise<Assessment> {
  const extras = (await proposalExtras(db, [support.proposal])).get(support.proposal.id)!;
  return toAssessment(db, support, extras.photos, extras.assessor);
}

export async function getAssessment(db: Queryable, viewer: Viewer, id: string): Promise<Assessment> {
  return assessmentView(db, await assessmentSupport(db, viewer, id));
}

/** The caller's assessments, as a side of the work or as its assessor, newest first. */
export async function listAssessments(db: Queryable, viewer: Viewer, page: PageRequest): Promise<Page<Assessment>> {
  const after = page.cursor ? decodePageCursor(page.cursor, 'assessments') : null;
  const at = createdAtMs(supportProposals.createdAt);
  const mine = or(eq(works.customerId, viewer.userId), eq(businesses.ownerUserId, viewer.userId), inArray(supportProposals.assessorBusinessId, db.select({ id: businesses.id }).from(businesses).where(eq(businesses.ownerUserId, viewer.userId))));
  const rows = await db
    .select({ proposal: supportProposals })
    .from(supportProposals)
    .innerJoin(works, eq(works.id, supportProposals.workId))
    .innerJoin(businesses, eq(businesses.id, works.businessId))
    .where(and(eq(supportProposals.type, 'INDEPENDENT_ASSESSMENT'), mine, afterCursor(at, supportProposals.id, after)))
    .orderBy(desc(at), desc(supportProposals.id))
    .limit(page.limit + 1);
  const kept = rows.slice(0, page.limit);
  const views = await Promise.all(kept.map(async ({ proposal }) => assessmentView(db, await assessmentSupport(db, viewer, proposal.id))));
  return toPage(rows, page.limit, ({ proposal }: { proposal: ProposalRow }) => ({ createdAt: proposal.createdAt, id: proposal.id }), ({ proposal }) => views[kept.findIndex((row) => row.proposal.id === proposal.id)]!);
}

/** The assigned assessor writes (or rewrites) its findings; both sides and the operator see them. */
export async function writeFindings(db: Database, viewer: Viewer, id: string, findings: string): Promise<Assessment> {
  await db.transaction(async (tx) => {
    const support = await assessmentSupport(tx, viewer, id, { lock: true });
    requireSupportAction(support, 'WRITE_FINDINGS');
    const now = new Date();
    const [updated] = await tx.update(supportProposals).set({ findings, findingsAt: now, updatedAt: now }).where(eq(supportProposals.id, id)).returning();
    const [assessor] = await tx.select({ name: businesses.name }).from(businesses).where(eq(businesses.id, updated!.assessorBusinessId!)).limit(1);
    await tellSupportChange(tx, updated!, support.context, { kind: 'SUPPORT_UPDATED', actor: null, actingUserId: viewer.userId, text: `${assessor?.name ?? 'The assessor'} wrote the findings of the independent assessment.` }, now);
  });
  return getAssessment(db, viewer, id);
}
