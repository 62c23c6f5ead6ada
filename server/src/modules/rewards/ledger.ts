import { and, desc, eq, sql } from 'drizzle-orm';
import { formatPounds, rewardBalance, rewardPauseReason, type RewardBalance, type RewardEntry, type RewardEntryKind, type RewardEntryState } from '@tradeshub/sdk';
import type { Queryable } from '../../db/client.js';
import { rewardEntries, rewardReleases } from '../../db/schema/index.js';
import { afterCursor, createdAtMs, decodePageCursor, toPage, type Page, type PageRequest } from '../../http/page-cursor.js';
import { createNotification } from '../notifications/create.js';
import { rewardEarnedNotice } from '../notifications/notices.js';
import { overdueReviews, pauseReasonFor } from './pause.js';

// The rewards ledger: entries are only ever inserted (a trigger refuses updates), and a
// balance is always their sum, computed when asked, never stored.

/** An entry's state, from its row and whether it was released. */
const entryState = sql<RewardEntryState>`case
  when ${rewardEntries.kind} = 'SPENT' then 'SPENT'
  when ${rewardEntries.pausedForWorkId} is not null and ${rewardReleases.entryId} is null then 'PAUSED'
  else 'AVAILABLE' end`;

/** The user's balance: the sum of their entries, what is held apart, never negative. */
export async function balanceOf(db: Queryable, userId: string): Promise<RewardBalance> {
  const sums = await db
    .select({ state: entryState, amountPence: sql<number>`sum(${rewardEntries.amountPence})::int`.mapWith(Number) })
    .from(rewardEntries)
    .leftJoin(rewardReleases, eq(rewardReleases.entryId, rewardEntries.id))
    .where(eq(rewardEntries.userId, userId))
    .groupBy(entryState);
  return rewardBalance(sums);
}

export interface Earning {
  userId: string;
  kind: Exclude<RewardEntryKind, 'SPENT' | 'RETURNED'>;
  amountPence: number;
  /** Why it was earned, as the person reads it. */
  reason: string;
  /** What it is for; each source earns once. */
  sourceId: string;
  /** Who caused it (the business that accepted, the one that was paid). */
  triggeredByUserId: string | null;
  now: Date;
}

/**
 * Records a reward earned and tells its owner, in the caller's transaction. Held as paused
 * while they have a finished job left unreviewed. Null when the amount is 0 (the operator
 * turned the reward off) or this source has already earned.
 */
export async function earnReward(db: Queryable, earning: Earning): Promise<{ id: string; paused: boolean } | null> {
  if (earning.amountPence <= 0) return null;
  const overdue = await overdueReviews(db, earning.userId, earning.now);
  const [entry] = await db
    .insert(rewardEntries)
    .values({
      userId: earning.userId,
      kind: earning.kind,
      amountPence: earning.amountPence,
      reason: earning.reason,
      sourceId: earning.sourceId,
      pausedForWorkId: overdue[0]?.id ?? null,
      createdAt: earning.now,
    })
    .onConflictDoNothing()
    .returning({ id: rewardEntries.id });
  if (!entry) return null;
  const pausedReason = rewardPauseReason(overdue);
  await createNotification(db, {
    userId: earning.userId,
    triggeredByUserId: earning.triggeredByUserId,
    ...rewardEarnedNotice({ entryId: entry.id, amount: formatPounds(earning.amountPence), reason: earning.reason, pausedReason }),
  });
  return { id: entry.id, paused: overdue.length > 0 };
}

/** The user's entries, newest first; a held one says why it is paused now. */
export async function entriesOf(db: Queryable, userId: string, request: PageRequest, now: Date): Promise<Page<RewardEntry>> {
  const after = request.cursor ? decodePageCursor(request.cursor, 'reward entries') : null;
  const createdAt = createdAtMs(rewardEntries.createdAt);
  const rows = await db
    .select({ entry: rewardEntries, state: entryState, createdAt })
    .from(rewardEntries)
    .leftJoin(rewardReleases, eq(rewardReleases.entryId, rewardEntries.id))
    .where(and(eq(rewardEntries.userId, userId), afterCursor(createdAt, rewardEntries.id, after)))
    .orderBy(desc(createdAt), desc(rewardEntries.id))
    .limit(request.limit + 1);
  const pausedReason = rows.some((r) => r.state === 'PAUSED') ? await pauseReasonFor(db, userId, now) : null;
  return toPage(
    rows,
    request.limit,
    (r) => ({ createdAt: r.createdAt, id: r.entry.id }),
    (r) => ({
      id: r.entry.id,
      kind: r.entry.kind,
      state: r.state,
      amountPence: r.entry.amountPence,
      reason: r.entry.reason,
      // Held with no job overdue any more: released by the next review the person writes.
      pausedReason: r.state === 'PAUSED' ? (pausedReason ?? 'Paused until you write your next review.') : null,
      createdAt: r.entry.createdAt.toISOString(),
    }),
  );
}
