import { eq, sql } from 'drizzle-orm';
import { REALTIME_EVENTS, otherWorkSide, type NotificationType, type WorkEventKind, type WorkSide } from '@tradeshub/sdk';
import type { Queryable } from '../../db/client.js';
import { workEvents, works } from '../../db/schema/index.js';
import { publishOnCommit } from '../../realtime/publish-on-commit.js';
import { createNotification } from '../notifications/create.js';
import { partyUserIds, sideUserIds, type WorkContext } from './work-access.js';

// Every change to a work goes through here, inside the change's transaction: the timeline
// gets its sentence, the side that did not make the change gets the manage-work marker
// (both sides for Tradeshub's own changes), and both sides' sockets hear CONTRACT_UPDATED
// once it commits. Nothing is told if the change rolls back.

/** Who made a change: one side's user, or null for Tradeshub itself (a payment going late). */
export type WorkActor = { userId: string; side: WorkSide } | null;

export interface WorkChange {
  kind: WorkEventKind;
  actor: WorkActor;
  /** One sentence for the timeline, e.g. 'Clarke & Patel Plumbing sent the quote.' */
  text: string;
}

/** Records a change to the work (whose row the caller has locked and updated) and tells both sides. */
export async function recordWorkChange(db: Queryable, context: WorkContext, change: WorkChange, at = new Date()): Promise<void> {
  await db.insert(workEvents).values({
    workId: context.work.id,
    kind: change.kind,
    actorUserId: change.actor?.userId ?? null,
    actorSide: change.actor?.side ?? null,
    text: change.text,
    createdAt: at,
  });
  const unseen = change.actor ? [otherWorkSide(change.actor.side)] : (['CUSTOMER', 'TRADEPERSON'] as const);
  const [updated] = await db
    .update(works)
    .set({
      updatedAt: at,
      ...(unseen.includes('CUSTOMER') ? { customerUnseenAt: sql`coalesce(${works.customerUnseenAt}, ${at.toISOString()}::timestamptz)` } : {}),
      ...(unseen.includes('TRADEPERSON') ? { businessUnseenAt: sql`coalesce(${works.businessUnseenAt}, ${at.toISOString()}::timestamptz)` } : {}),
    })
    .where(eq(works.id, context.work.id))
    .returning({ status: works.status });
  await publishOnCommit(db, partyUserIds(context), REALTIME_EVENTS.CONTRACT_UPDATED, { workId: context.work.id, status: updated!.status });
}

export interface WorkNotice {
  actionType: NotificationType;
  message: string;
  triggeredByUserId?: string | null;
  metaData?: Record<string, unknown>;
}

/**
 * A notification to every user on one side of the work. The business side's are marked
 * isForBusiness, so the sdk counts them in business mode only (spec section 6).
 */
export async function notifyWorkSide(db: Queryable, context: WorkContext, side: WorkSide, notice: WorkNotice): Promise<void> {
  for (const userId of sideUserIds(context, side)) {
    if (userId === notice.triggeredByUserId) continue;
    await createNotification(db, {
      userId,
      actionType: notice.actionType,
      message: notice.message,
      triggeredByUserId: notice.triggeredByUserId ?? null,
      isForBusiness: side === 'TRADEPERSON',
      metaData: { workId: context.work.id, ...notice.metaData },
    });
  }
}
