import { REALTIME_EVENTS, type WorkEventKind, type WorkSide } from '@tradeshub/sdk';
import type { Queryable } from '../../db/client.js';
import { publishOnCommit } from '../../realtime/publish-on-commit.js';
import { createNotification } from '../notifications/create.js';
import { recordWorkChange } from '../work/work-events.js';
import type { WorkContext } from '../work/work-access.js';
import { assessorUserId, type ProposalRow } from './support-access.js';

// Every change to a support proposal is told here, inside its transaction: the work's
// timeline gets the sentence (and both sides hear CONTRACT_UPDATED), everyone involved but
// whoever made the change gets a SUPPORT_PROPOSAL notification, and all their sockets hear
// the SUPPORT_PROPOSAL event once it commits.

export interface SupportChange {
  kind: Extract<WorkEventKind, 'SUPPORT_REQUESTED' | 'SUPPORT_UPDATED' | 'SUPPORT_COMPLETED'>;
  /** Who made it: a side's user, or null for Tradeshub (an operator, a payment, the assessor). */
  actor: { userId: string; side: WorkSide } | null;
  /** The user who made it when not a side (operator, assessor): not notified of their own change. */
  actingUserId?: string;
  /** One sentence for the timeline and the notices, e.g. 'Tradeshub priced the independent assessment at £120.00.' */
  text: string;
}

export async function tellSupportChange(db: Queryable, proposal: ProposalRow, context: WorkContext, change: SupportChange, at = new Date()): Promise<void> {
  await recordWorkChange(db, context, { kind: change.kind, actor: change.actor, text: change.text }, at);
  const assessor = await assessorUserId(db, proposal.assessorBusinessId);
  const involved = [
    { userId: context.work.customerId, isForBusiness: false },
    { userId: context.ownerUserId, isForBusiness: true },
    ...(assessor ? [{ userId: assessor, isForBusiness: true }] : []),
  ];
  const actingUserId = change.actor?.userId ?? change.actingUserId ?? null;
  const told = new Set<string>();
  for (const person of involved) {
    if (person.userId === actingUserId || told.has(person.userId)) continue;
    told.add(person.userId);
    await createNotification(db, {
      userId: person.userId,
      actionType: 'SUPPORT_PROPOSAL',
      message: change.text,
      triggeredByUserId: actingUserId,
      isForBusiness: person.isForBusiness,
      metaData: { supportProposalId: proposal.id, workId: proposal.workId, type: proposal.type },
    });
  }
  await publishOnCommit(db, [...new Set(involved.map((person) => person.userId))], REALTIME_EVENTS.SUPPORT_PROPOSAL, {
    supportProposalId: proposal.id,
    workId: proposal.workId,
    type: proposal.type,
  });
}
