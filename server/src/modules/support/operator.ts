import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  SUPPORT_OUTCOME_LABELS,
  SUPPORT_TYPE_LABELS,
  assertTransition,
  distanceKm,
  formatPounds,
  milesToKm,
  outcomeNeedsBothSides,
  workStatusAfterSupport,
  type EligibleAssessor,
  type SupportOutcome,
  type SupportQueueItem,
  type SupportStage,
} from '@tradeshub/sdk';
import type { Database, Queryable } from '../../db/client.js';
import { businessCategories, businesses, categories, conversations, supportProposals, users, works } from '../../db/schema/index.js';
import { badRequest, conflict } from '../../http/errors.js';
import { afterCursor, createdAtMs, decodePageCursor, toPage, type Page } from '../../http/page-cursor.js';
import type { Viewer } from '../../http/viewer.js';
import { recordOperatorAction } from '../admin/audit.js';
import { currentAddress } from '../community/post-place.js';
import { tellSupportChange } from './notify.js';
import { proposalExtras, toSupportProposal } from './mappers.js';
import { requireSupportAction, supportFor, type ProposalRow, type SupportContext } from './support-access.js';

// The console's Support queue: an operator prices a proposal, assigns an assessor (or records
// legal advice), and completes it. Each action is written to the audit log in the transaction
// that makes it, and told to everyone involved.

const typeNoun = (row: ProposalRow) => SUPPORT_TYPE_LABELS[row.type].toLowerCase();
const label = (support: SupportContext) => `${SUPPORT_TYPE_LABELS[support.proposal.type]} on ${support.context.work.title}`;

async function operatorChange(db: Database, viewer: Viewer, proposalId: string, change: (tx: Queryable, support: SupportContext) => Promise<void>): Promise<SupportQueueItem> {
  await db.transaction(async (tx) => change(tx, await supportFor(tx, viewer, proposalId, { lock: true })));
  return supportQueueItem(db, proposalId);
}

export interface SupportUpdate {
  pricePence?: number | undefined;
  status?: 'IN_PROGRESS' | 'COMPLETED' | undefined;
  description?: string | undefined;
  outcome?: SupportOutcome | undefined;
  reason?: string | undefined;
}

/** update-support-proposal: price (until paid), correct the description, or complete. */
export async function updateSupportProposal(db: Database, viewer: Viewer, proposalId: string, body: SupportUpdate): Promise<SupportQueueItem> {
  if (body.status === 'IN_PROGRESS') throw badRequest('A support request is in progress once its asker pays; send a price, or status COMPLETED to complete it.');
  if (body.outcome && body.status !== 'COMPLETED') throw badRequest('Send an outcome with status COMPLETED.');
  return operatorChange(db, viewer, proposalId, async (tx, support) => {
    const { proposal } = support;
    const now = new Date();
    if (body.description !== undefined || body.pricePence !== undefined) {
      if (body.pricePence !== undefined) requireSupportAction(support, 'PRICE');
      const stage: SupportStage = body.pricePence !== undefined ? 'AWAITING_PAYMENT' : proposal.stage;
      if (stage !== proposal.stage) assertTransition('support', proposal.stage, stage);
      await tx
        .update(supportProposals)
        .set({ stage, pricePence: body.pricePence ?? proposal.pricePence, pricedAt: body.pricePence !== undefined ? now : proposal.pricedAt, description: body.description ?? proposal.description, updatedAt: now })
        .where(eq(supportProposals.id, proposalId));
      const changes = [
        ...(body.pricePence !== undefined ? [{ field: 'price', from: proposal.pricePence === null ? null : formatPounds(proposal.pricePence), to: formatPounds(body.pricePence) }] : []),
        ...(body.description !== undefined ? [{ field: 'description', from: proposal.description.slice(0, 300), to: body.description.slice(0, 300) }] : []),
      ];
      await recordOperatorAction(tx, { operatorId: viewer.userId, action: 'SUPPORT_PROPOSAL_PRICED', targetType: 'SUPPORT_PROPOSAL', targetId: proposalId, targetLabel: label(support), reason: body.reason ?? null, changes });
      if (body.pricePence !== undefined) {
        const text = `Tradeshub priced the ${typeNoun(proposal)} at ${formatPounds(body.pricePence)}; it starts once ${support.proposal.requestedBySide === 'CUSTOMER' ? 'the customer' : 'the tradesperson'} pays.`;
        await tellSupportChange(tx, proposal, support.context, { kind: 'SUPPORT_UPDATED', actor: null, actingUserId: viewer.userId, text });
      }
    }
    if (body.status === 'COMPLETED') await completeSupport(tx, viewer, support, body.outcome ?? 'RETURN', body.reason ?? null, now);
  });
}

async function completeSupport(tx: Queryable, viewer: Viewer, support: SupportContext, outcome: SupportOutcome, reason: string | null, now: Date): Promise<void> {
  const [proposal] = await tx.select().from(supportProposals).where(eq(supportProposals.id, support.proposal.id)).limit(1);
  const current = { ...support, proposal: proposal! };
  requireSupportAction(current, 'COMPLETE');
  if (outcomeNeedsBothSides(outcome) && (proposal!.customerOutcome !== outcome || proposal!.businessOutcome !== outcome)) {
    throw conflict(`To ${SUPPORT_OUTCOME_LABELS[outcome].toLowerCase()}, both sides must accept that outcome first.`);
  }
  const { work } = support.context;
  const before = work.statusBeforeAssessment ?? 'IN_PROGRESS';
  const to = workStatusAfterSupport(outcome, before);
  assertTransition('support', proposal!.stage, 'COMPLETED');
  assertTransition('work', work.status, to, { agreement: outcomeNeedsBothSides(outcome) });
  await tx.update(supportProposals).set({ stage: 'COMPLETED', outcome, completedAt: now, updatedAt: now }).where(eq(supportProposals.id, proposal!.id));
  await tx
    .update(works)
    .set({ status: to, statusBeforeAssessment: null, ...(to === 'CLOSED' || to === 'CANCELLED' ? { lockStatus: 'CLOSED' as const, completedAt: work.completedAt ?? now } : {}) })
    .where(eq(works.id, work.id));
  await recordOperatorAction(tx, {
    operatorId: viewer.userId,
    action: 'SUPPORT_PROPOSAL_COMPLETED',
    targetType: 'SUPPORT_PROPOSAL',
    targetId: proposal!.id,
    targetLabel: label(current),
    reason,
    changes: [{ field: 'job status', from: work.status, to }],
  });
  const text = `The ${typeNoun(proposal!)} is completed: ${outcome === 'RETURN' ? 'the job carries on where it was' : SUPPORT_OUTCOME_LABELS[outcome].toLowerCase().replace('the job', 'the job is') + ', as both sides accepted'}. Payments can be made again.`;
  await tellSupportChange(tx, proposal!, support.context, { kind: 'SUPPORT_COMPLETED', actor: null, actingUserId: viewer.userId, text }, now);
}

/** The assessor businesses that may assess the work: isAssessor, its category, within their range of the job, neither side. */
export async function eligibleAssessors(db: Queryable, support: SupportContext): Promise<EligibleAssessor[]> {
  const { work } = support.context;
  if (!work.categoryId) return [];
  const [business] = await db.select({ latitude: businesses.latitude, longitude: businesses.longitude }).from(businesses).where(eq(businesses.id, work.businessId)).limit(1);
  // The job is at the customer's; without an address of theirs, the business's base stands in.
  const home = await currentAddress(db, work.customerId);
  const site = home ? { lat: home.latitude, lng: home.longitude } : { lat: business!.latitude, lng: business!.longitude };
  const rows = await db
    .select({ id: businesses.id, name: businesses.name, locality: businesses.locality, latitude: businesses.latitude, longitude: businesses.longitude, radiusMiles: businesses.radiusMiles, rating: businesses.ratingOverall, reviewCount: businesses.reviewCount })
    .from(businesses)
    .innerJoin(businessCategories, and(eq(businessCategories.businessId, businesses.id), eq(businessCategories.categoryId, work.categoryId)))
    .where(and(eq(businesses.isAssessor, true), ne(businesses.id, work.businessId), ne(businesses.ownerUserId, work.customerId)));
  return rows
    .map((row) => ({ row, km: distanceKm(site, { lat: row.latitude, lng: row.longitude }) }))
    .filter(({ row, km }) => km <= milesToKm(row.radiusMiles))
    .sort((a, b) => a.km - b.km)
    .map(({ row, km }) => ({ id: row.id, name: row.name, locality: row.locality, distanceKm: Math.round(km * 10) / 10, radiusMiles: row.radiusMiles, rating: row.reviewCount > 0 ? row.rating : null }));
}

/** An ASSESSMENT conversation between the assessor and one side (one per pair: an earlier one is reused). */
async function assessmentConversation(tx: Queryable, assessorUserId: string, partyUserId: string, workId: string): Promise<string> {
  const now = new Date();
  await tx
    .insert(conversations)
    .values({ senderId: assessorUserId, receiverId: partyUserId, kind: 'ASSESSMENT', type: 'CHAT', workId, startedByTradesperson: true, lastMessageAt: now, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  const pair = sql`least(${conversations.senderId}, ${conversations.receiverId}) = least(${assessorUserId}::uuid, ${partyUserId}::uuid) and greatest(${conversations.senderId}, ${conversations.receiverId}) = greatest(${assessorUserId}::uuid, ${partyUserId}::uuid)`;
  const [row] = await tx.select({ id: conversations.id }).from(conversations).where(and(pair, eq(conversations.kind, 'ASSESSMENT'), sql`${conversations.postId} is null`)).limit(1);
  await tx.update(conversations).set({ workId, updatedAt: now }).where(eq(conversations.id, row!.id));
  return row!.id;
}

/** Assigns (or changes) the assessor of a paid assessment; they get an ASSESSMENT conversation with each side. */
export async function assignAssessor(db: Database, viewer: Viewer, proposalId: string, body: { businessId: string; reason?: string | undefined }): Promise<SupportQueueItem> {
  return operatorChange(db, viewer, proposalId, async (tx, support) => {
    requireSupportAction(support, 'ASSIGN_ASSESSOR');
    const eligible = (await eligibleAssessors(tx, support)).find((assessor) => assessor.id === body.businessId);
    if (!eligible) throw conflict('That business cannot assess this job: it must be an assessor, in the job’s category, within its range of the job, and neither side of it.');
    const [assessor] = await tx.select({ userId: businesses.ownerUserId }).from(businesses).where(eq(businesses.id, body.businessId)).limit(1);
    const { work } = support.context;
    const customerConversationId = await assessmentConversation(tx, assessor!.userId, work.customerId, work.id);
    const businessConversationId = await assessmentConversation(tx, assessor!.userId, support.context.ownerUserId, work.id);
    const now = new Date();
    const [updated] = await tx
      .update(supportProposals)
      .set({ assessorBusinessId: body.businessId, assignedAt: now, customerConversationId, businessConversationId, updatedAt: now })
      .where(eq(supportProposals.id, proposalId))
      .returning();
    const [previous] = support.proposal.assessorBusinessId ? await tx.select({ name: businesses.name }).from(businesses).where(eq(businesses.id, support.proposal.assessorBusinessId)).limit(1) : [];
    await recordOperatorAction(tx, {
      operatorId: viewer.userId,
      action: 'ASSESSOR_ASSIGNED',
      targetType: 'SUPPORT_PROPOSAL',
      targetId: proposalId,
      targetLabel: label(support),
      reason: body.reason ?? null,
      changes: [{ field: 'assessor', from: previous?.name ?? null, to: eligible.name }],
    });
    await tellSupportChange(tx, updated!, support.context, { kind: 'SUPPORT_UPDATED', actor: null, actingUserId: viewer.userId, text: `${eligible.name} will carry out the independent assessment and will message both sides.` }, now);
  });
}

/** Records who gave legal advice, and the advice; both sides see it. */
export async function recordLegalAdvice(db: Database, viewer: Viewer, proposalId: string, body: { adviserName: string; advice: string; reason?: string | undefined }): Promise<SupportQueueItem> {
  return operatorChange(db, viewer, proposalId, async (tx, support) => {
    requireSupportAction(support, 'RECORD_ADVICE');
    const now = new Date();
    await tx.update(supportProposals).set({ adviserName: body.adviserName, advice: body.advice, adviceAt: now, updatedAt: now }).where(eq(supportProposals.id, proposalId));
    await recordOperatorAction(tx, {
      operatorId: viewer.userId,
      action: 'LEGAL_ADVICE_RECORDED',
      targetType: 'SUPPORT_PROPOSAL',
      targetId: proposalId,
      targetLabel: label(support),
      reason: body.reason ?? null,
      changes: [{ field: 'adviser', from: support.proposal.adviserName, to: body.adviserName }],
    });
    await tellSupportChange(tx, support.proposal, support.context, { kind: 'SUPPORT_UPDATED', actor: null, actingUserId: viewer.userId, text: `${body.adviserName} gave legal advice; read it on the job.` }, now);
  });
}

const queueColumns = {
  proposal: supportProposals,
  work: works,
  categoryTitle: categories.title,
  customerFirst: users.firstName,
  customerLast: users.lastName,
  customerEmail: users.email,
  businessName: businesses.name,
  businessOwner: businesses.ownerUserId,
};

async function queueItems(db: Queryable, rows: { proposal: ProposalRow; work: typeof works.$inferSelect; categoryTitle: string | null; customerFirst: string; customerLast: string; customerEmail: string; businessName: string; businessOwner: string }[]): Promise<SupportQueueItem[]> {
  const extras = await proposalExtras(db, rows.map((row) => row.proposal));
  const peopleIds = [...new Set(rows.flatMap((row) => [row.businessOwner, row.proposal.requestedByUserId]))];
  const people = peopleIds.length ? await db.select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, peopleIds)) : [];
  const person = new Map(people.map((p) => [p.id, p]));
  return rows.map((row) => {
    const asker = person.get(row.proposal.requestedByUserId);
    return {
      ...toSupportProposal(row.proposal, extras.get(row.proposal.id)!),
      work: {
        id: row.work.id,
        title: row.work.title,
        status: row.work.status,
        statusBefore: row.work.statusBeforeAssessment,
        category: row.work.categoryId && row.categoryTitle ? { id: row.work.categoryId, title: row.categoryTitle } : null,
        totalPence: row.work.totalPence,
      },
      customer: { id: row.work.customerId, name: `${row.customerFirst} ${row.customerLast}`, email: row.customerEmail },
      business: { id: row.work.businessId, name: row.businessName, email: person.get(row.businessOwner)?.email ?? '' },
      requestedBy: { id: row.proposal.requestedByUserId, name: asker ? `${asker.firstName} ${asker.lastName}` : '' },
    };
  });
}

function queueQuery(db: Queryable) {
  return db
    .select(queueColumns)
    .from(supportProposals)
    .innerJoin(works, eq(works.id, supportProposals.workId))
    .innerJoin(users, eq(users.id, works.customerId))
    .innerJoin(businesses, eq(businesses.id, works.businessId))
    .leftJoin(categories, eq(categories.id, works.categoryId));
}

export async function supportQueueItem(db: Queryable, proposalId: string): Promise<SupportQueueItem> {
  const rows = await queueQuery(db).where(eq(supportProposals.id, proposalId)).limit(1);
  const [item] = await queueItems(db, rows);
  return item!;
}

/** The Support queue, newest first, optionally at one stage (the console asks for each stage it shows). */
export async function supportQueue(db: Queryable, query: { cursor?: string | undefined; limit: number; stage?: SupportStage | undefined }): Promise<Page<SupportQueueItem>> {
  const after = query.cursor ? decodePageCursor(query.cursor, 'support requests') : null;
  const at = createdAtMs(supportProposals.createdAt);
  const rows = await queueQuery(db)
    .where(and(query.stage ? eq(supportProposals.stage, query.stage) : undefined, afterCursor(at, supportProposals.id, after)))
    .orderBy(desc(at), desc(supportProposals.id))
    .limit(query.limit + 1);
  const items = await queueItems(db, rows);
  return toPage(
    rows.map((row, i) => ({ row, item: items[i]! })),
    query.limit,
    ({ row }) => ({ createdAt: row.proposal.createdAt, id: row.proposal.id }),
    ({ item }) => item,
  );
}
