import { count, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { ConsoleCounts, PlatformConfig } from '@tradeshub/sdk';
import type { Queryable } from '../../db/client.js';
import { communityReports, contentItems, operatorActions, outbox, reviewDisputes, supportProposals, users } from '../../db/schema/index.js';
import { loadPlatformConfig, PLATFORM_CONFIG_DEFAULTS } from '../platform-config/service.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Support proposals waiting for an operator: to price, or paid and needing an assessor, the
 * advice, or completing. An assessment waiting for its assessor's findings waits on them.
 */
export const supportWaitingForOperator = sql`(${supportProposals.stage} = 'AWAITING_PRICE' or (${supportProposals.stage} = 'IN_PROGRESS' and not (${supportProposals.type} = 'INDEPENDENT_ASSESSMENT' and ${supportProposals.assessorBusinessId} is not null and ${supportProposals.findings} is null)))`;

async function countOf(query: Promise<{ n: number }[]>): Promise<number> {
  const [row] = await query;
  return Number(row?.n ?? 0);
}

/** The number on each section of the console. */
export async function consoleCounts(db: Queryable): Promise<ConsoleCounts> {
  const [disputes, reports, support, suspended, audit, content, outboxWaiting, config] = await Promise.all([
    countOf(db.select({ n: count() }).from(reviewDisputes).where(eq(reviewDisputes.status, 'PENDING'))),
    countOf(db.select({ n: count() }).from(supportProposals).where(supportWaitingForOperator)),
    countOf(db.select({ n: count() }).from(communityReports).where(eq(communityReports.status, 'PENDING'))),
    countOf(db.select({ n: count() }).from(users).where(isNotNull(users.suspendedAt))),
    countOf(db.select({ n: count() }).from(operatorActions).where(gt(operatorActions.createdAt, new Date(Date.now() - DAY_MS)))),
    countOf(db.select({ n: count() }).from(contentItems)),
    countOf(db.select({ n: count() }).from(outbox).where(inArray(outbox.status, ['QUEUED', 'FAILED']))),
    loadPlatformConfig(db),
  ]);
  const changed = (Object.keys(PLATFORM_CONFIG_DEFAULTS) as (keyof PlatformConfig)[]).filter((key) => config[key] !== PLATFORM_CONFIG_DEFAULTS[key]);
  return { moderation: disputes + reports, support, users: suspended, audit, content, config: changed.length, outbox: outboxWaiting };
}
