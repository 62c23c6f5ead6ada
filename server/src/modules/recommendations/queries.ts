import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CategoryTitle, PublicRecommendation, Recommendation, UserSummary } from '@tradeshub/sdk';
import type { Queryable } from '../../db/client.js';
import { businesses, categories, recommendations, users } from '../../db/schema/index.js';
import { afterCursor, decodePageCursor, toPage, type PageRequest } from '../../http/page-cursor.js';

// Rows become the contract's shapes here, and only here.

const recommender = alias(users, 'recommender');

/** JavaScript dates stop at milliseconds, PostgreSQL keeps microseconds: order and compare on milliseconds. */
export const createdAtMs = sql<Date>`date_trunc('milliseconds', ${recommendations.createdAt})`.mapWith(recommendations.createdAt);

const columns = {
  row: recommendations,
  createdAtMs,
  businessName: businesses.name,
  businessOwnerId: businesses.ownerUserId,
  categoryTitle: categories.title,
  recommender: {
    id: recommender.id,
    firstName: recommender.firstName,
    lastName: recommender.lastName,
    avatarUrl: recommender.avatarUrl,
    role: recommender.role,
  },
};

export interface RecommendationRecord {
  row: typeof recommendations.$inferSelect;
  createdAtMs: Date;
  businessName: string;
  businessOwnerId: string;
  categoryTitle: string;
  recommender: { id: string; firstName: string; lastName: string; avatarUrl: string | null; role: UserSummary['role'] } | null;
}

function select(db: Queryable) {
  return db
    .select(columns)
    .from(recommendations)
    .innerJoin(businesses, eq(businesses.id, recommendations.businessId))
    .innerJoin(categories, eq(categories.id, recommendations.categoryId))
    .leftJoin(recommender, eq(recommender.id, recommendations.recommenderUserId));
}

/** One recommendation with everything its shape needs, or null. */
export async function findRecommendation(db: Queryable, where: SQL | undefined): Promise<RecommendationRecord | null> {
  const [record] = await select(db).where(where).limit(1);
  return record ?? null;
}

/** A page of recommendations, newest first. */
export async function pageOfRecommendations(db: Queryable, where: SQL | undefined, request: PageRequest) {
  const after = request.cursor ? decodePageCursor(request.cursor, 'recommendations') : null;
  const records = await select(db)
    .where(and(where, afterCursor(createdAtMs, recommendations.id, after)))
    .orderBy(desc(createdAtMs), desc(recommendations.id))
    .limit(request.limit + 1);
  return toPage(records, request.limit, (record) => ({ createdAt: record.createdAtMs, id: record.row.id }), (record) => record);
}

export function toUserSummary(user: NonNullable<RecommendationRecord['recommender']>): UserSummary {
  return { id: user.id, firstName: user.firstName, lastName: user.lastName, profileImageUrl: user.avatarUrl, role: user.role };
}

/**
 * The full shape. Whom the business invited (email and phone) reaches only the business's
 * owner and the recommender; `viewerId` null means nobody may see them.
 */
export function toRecommendation(record: RecommendationRecord, viewerId: string | null): Recommendation {
  const { row } = record;
  const seesContact = viewerId !== null && (viewerId === record.businessOwnerId || viewerId === row.recommenderUserId);
  return {
    id: row.id,
    referralCode: row.referralCode,
    status: row.status,
    businessId: row.businessId,
    business: { id: row.businessId, name: record.businessName },
    recommender: record.recommender ? toUserSummary(record.recommender) : null,
    referredBy: row.referredByUserId,
    // Titles are seeded from CATEGORIES, so a stored title is always one of them.
    workCategory: { id: row.categoryId, title: record.categoryTitle as CategoryTitle },
    comment: row.comment,
    invitedName: row.invitedName,
    invitedEmail: seesContact ? row.invitedEmail : null,
    invitedPhone: seesContact ? row.invitedPhone : null,
    inviteCount: row.inviteCount,
    inviteSentAt: row.inviteSentAt?.toISOString() ?? null,
    respondedAt: row.respondedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What anyone may see: built field by field, so no contact detail can slip in. */
export function toPublicRecommendation(record: RecommendationRecord): PublicRecommendation {
  const { row } = record;
  return {
    id: row.id,
    referralCode: row.referralCode,
    status: row.status,
    businessId: row.businessId,
    business: { id: row.businessId, name: record.businessName },
    recommender: record.recommender ? toUserSummary(record.recommender) : null,
    workCategory: { id: row.categoryId, title: record.categoryTitle as CategoryTitle },
    invitedName: row.invitedName,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Accepted and not revoked: what counts on a business's profile. */
export const isLive = and(eq(recommendations.status, 'ACCEPTED'), isNull(recommendations.revokedAt));

/** A business's live recommendations, counted inside an update of `businesses`. */
const liveCount = sql<number>`(select count(*)::int from ${recommendations} where ${recommendations.businessId} = ${businesses.id} and ${isLive})`;

/**
 * Sets the business's count to the number of its live recommendations. Call inside the
 * transaction that changed one, after locking the business row.
 */
export async function recountRecommendations(db: Queryable, businessId: string): Promise<void> {
  await db.update(businesses).set({ recommendationCount: liveCount }).where(eq(businesses.id, businessId));
}

/** recountRecommendations for every business at once (the demo seed, after inserting them all). */
export async function recountAllRecommendations(db: Queryable): Promise<void> {
  await db.update(businesses).set({ recommendationCount: liveCount });
}

/** Locks a business row for a change that reads and then writes its recommendations. */
export async function lockBusiness(db: Queryable, businessId: string) {
  const [row] = await db
    .select({ id: businesses.id, name: businesses.name, ownerUserId: businesses.ownerUserId })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .for('update');
  return row ?? null;
}
