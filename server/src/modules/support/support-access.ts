import { and, eq } from 'drizzle-orm';
import { SUPPORT_TYPE_LABELS, supportActionProblem, supportRoleMay, supportRoleOfSide, type SupportAction, type SupportRole, type WorkSide } from '@tradeshub/sdk';
import type { Queryable } from '../../db/client.js';
import { businesses, supportProposals } from '../../db/schema/index.js';
import { conflict, forbidden, notFound } from '../../http/errors.js';
import type { Viewer } from '../../http/viewer.js';
import { workContext, type WorkContext } from '../work/work-access.js';

// Who may see a support proposal, and in which role: a side of its work (the asker or the
// other side), the assessor business assigned to it, or an operator. Anyone else hears 404,
// as if it did not exist. Changes lock the work first, then the proposal: the order checkouts
// and payments take them in, so the two never deadlock.

export type ProposalRow = typeof supportProposals.$inferSelect;

export interface SupportContext {
  proposal: ProposalRow;
  context: WorkContext;
  role: SupportRole;
  /** The caller's side of the work; null for the assessor and operators. */
  side: WorkSide | null;
  userId: string;
}

/** The user who acts for the assessor business (its owner), or null without one. */
export async function assessorUserId(db: Queryable, businessId: string | null): Promise<string | null> {
  if (!businessId) return null;
  const [row] = await db.select({ userId: businesses.ownerUserId }).from(businesses).where(eq(businesses.id, businessId)).limit(1);
  return row?.userId ?? null;
}

/** Which role the user has on the proposal, or null when they have none. */
export async function roleOf(db: Queryable, viewer: Viewer, proposal: ProposalRow, context: WorkContext): Promise<{ role: SupportRole; side: WorkSide | null } | null> {
  const side: WorkSide | null = context.work.customerId === viewer.userId ? 'CUSTOMER' : context.ownerUserId === viewer.userId ? 'TRADEPERSON' : null;
  if (side) return { role: supportRoleOfSide(side, proposal.requestedBySide), side };
  if (proposal.assessorBusinessId && (await assessorUserId(db, proposal.assessorBusinessId)) === viewer.userId) return { role: 'ASSESSOR', side: null };
  if (viewer.role === 'ADMIN') return { role: 'OPERATOR', side: null };
  return null;
}

/** The proposal as the viewer may see it; `lock` takes the work's then the proposal's row lock. */
export async function supportFor(db: Queryable, viewer: Viewer, proposalId: string, options: { lock?: boolean; what?: string } = {}): Promise<SupportContext> {
  const what = options.what ?? 'support request';
  const [ref] = await db.select({ workId: supportProposals.workId }).from(supportProposals).where(eq(supportProposals.id, proposalId)).limit(1);
  if (!ref) throw notFound(what);
  const context = await workContext(db, ref.workId, { lock: options.lock });
  const query = db.select().from(supportProposals).where(and(eq(supportProposals.id, proposalId), eq(supportProposals.workId, ref.workId)));
  const [proposal] = options.lock ? await query.for('update') : await query.limit(1);
  if (!proposal) throw notFound(what);
  const who = await roleOf(db, viewer, proposal, context);
  if (!who) throw notFound(what);
  return { proposal, context, ...who, userId: viewer.userId };
}

/** Refuses an action the caller's role may not take (403), or one the proposal's type or stage does not allow now (409). */
export function requireSupportAction(support: SupportContext, action: SupportAction): void {
  const { proposal } = support;
  if (!supportRoleMay(support.role, action)) throw forbidden(`That is not yours to do on this ${SUPPORT_TYPE_LABELS[proposal.type].toLowerCase()}.`);
  const problem = supportActionProblem(
    { type: proposal.type, stage: proposal.stage, assessor: proposal.assessorBusinessId ? { id: proposal.assessorBusinessId } : null, findings: proposal.findings, advice: proposal.advice },
    support.role,
    action,
  );
  if (problem) throw conflict(problem);
}
