import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  CategoryTitle,
  createRecommendationBodySchema,
  PublicRecommendation,
  Recommendation,
  RecommendationApplicability,
  Recommender,
} from '@tradeshub/sdk';
import type { Database, Queryable } from '../../db/client.js';
import { businesses, categories, recommendations, users } from '../../db/schema/index.js';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.js';
import { isBlockedBetween } from '../user/blocks.js';
import { createNotification } from '../notifications/create.js';
import { recommendationAcceptedNotice } from '../notifications/notices.js';
import { rewardAcceptedRecommendation } from '../rewards/earn.js';
import { decodePageCursor, encodePageCursor, type PageRequest } from '../../http/page-cursor.js';
import {
  findRecommendation,
  isLive,
  lockBusiness,
  pageOfRecommendations,
  recountRecommendations,
  toPublicRecommendation,
  toRecommendation,
  toUserSummary,
  type RecommendationRecord,
} from './queries.js';
import {
  assertNotBlocked,
  assertOffersCategory,
  findByReferralCode,
  looksLikeReferralCode,
  SELF_RECOMMENDATION_MESSAGE,
} from './rules.js';

type CreateBody = z.output<typeof createRecommendationBodySchema>;

const NOT_ON_TRADESHUB_MESSAGE =
  'Recommending a business that is not on Tradeshub yet is not available. Find the business on Tradeshub and recommend it there.';
const DUPLICATE_MESSAGE = 'You have already recommended this business for that work category.';
const OTHER_BUSINESS_CODE_MESSAGE = 'That referral link is for a different business. Open the link again and recommend the business it shows.';

/** A recommendation that still stands: waiting for an answer or accepted, and not revoked. */
const standing = and(isNull(recommendations.revokedAt), inArray(recommendations.status, ['PENDING', 'ACCEPTED']));

async function reload(db: Queryable, id: string): Promise<RecommendationRecord> {
  const record = await findRecommendation(db, eq(recommendations.id, id));
  if (!record) throw notFound('recommendation');
  return record;
}

/**
 * A signed-in customer recommends a business in one of its categories; it is PENDING until
 * the business answers. Through a business's invite code the invite row becomes theirs;
 * through another customer's link that customer is recorded as the one who referred them.
 */
export async function createRecommendation(db: Database, userId: string, body: CreateBody): Promise<Recommendation> {
  if (!body.businessId) throw badRequest(NOT_ON_TRADESHUB_MESSAGE);
  const businessId = body.businessId;
  return db.transaction(async (tx) => {
    // The business row's lock serialises everything that changes its recommendations.
    const business = await lockBusiness(tx, businessId);
    if (!business) throw notFound('business');
    const code = body.referralCode ? await findByReferralCode(tx, body.referralCode) : null;
    if (body.referralCode && (!code || code.revokedAt)) throw notFound('referral link');
    if (code && code.businessId !== businessId) throw badRequest(OTHER_BUSINESS_CODE_MESSAGE);

    if (business.ownerUserId === userId) throw forbidden(SELF_RECOMMENDATION_MESSAGE);
    await assertNotBlocked(tx, userId, business.ownerUserId);
    await assertOffersCategory(tx, businessId, body.workCategoryId);

    const [existing] = await tx
      .select({ id: recommendations.id })
      .from(recommendations)
      .where(
        and(
          eq(recommendations.recommenderUserId, userId),
          eq(recommendations.businessId, businessId),
          eq(recommendations.categoryId, body.workCategoryId),
          standing,
        ),
      )
      .limit(1);
    if (existing) throw conflict(DUPLICATE_MESSAGE, 'RECOMMENDATION_EXISTS');

    const now = new Date();
    if (code && code.recommenderUserId === null && code.status === 'PENDING') {
      // The business's invite: the customer answers it, in the category they chose.
      const [claimed] = await tx
        .update(recommendations)
        .set({ recommenderUserId: userId, categoryId: body.workCategoryId, comment: body.comment || null, updatedAt: now })
        .where(and(eq(recommendations.id, code.id), isNull(recommendations.recommenderUserId)))
        .returning({ id: recommendations.id });
      if (claimed) return toRecommendation(await reload(tx, claimed.id), userId);
    }

    const referrer = code?.recommenderUserId && code.recommenderUserId !== userId ? code.recommenderUserId : null;
    const [created] = await tx
      .insert(recommendations)
      .values({
        businessId,
        categoryId: body.workCategoryId,
        recommenderUserId: userId,
        referredByUserId: referrer,
        comment: body.comment || null,
      })
      .returning({ id: recommendations.id });
    if (referrer) await recordReferrer(tx, userId, referrer);
    return toRecommendation(await reload(tx, created!.id), userId);
  });
}

/** Who referred a user is recorded once: the first referrer keeps the credit. */
async function recordReferrer(db: Queryable, userId: string, referrerId: string): Promise<void> {
  await db
    .update(users)
    .set({ referredByUserId: referrerId, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.referredByUserId)));
}

/**
 * Runs `change` with the recommendation's business locked and the row re-read under that
 * lock. `mayAct` decides who may touch it; anyone else hears 404, as if it did not exist.
 */
async function withLockedRecommendation<T>(
  db: Database,
  id: string,
  mayAct: (record: RecommendationRecord) => boolean,
  change: (tx: Queryable, record: RecommendationRecord) => Promise<T>,
): Promise<T> {
  const first = await findRecommendation(db, eq(recommendations.id, id));
  if (!first || !mayAct(first)) throw notFound('recommendation');
  return db.transaction(async (tx) => {
    await lockBusiness(tx, first.row.businessId);
    await tx.select({ id: recommendations.id }).from(recommendations).where(eq(recommendations.id, id)).for('update');
    const record = await findRecommendation(tx, eq(recommendations.id, id));
    if (!record || !mayAct(record)) throw notFound('recommendation');
    return change(tx, record);
  });
}

/** The business's owner accepts or rejects a pending recommendation; accepting tells the recommender. */
export async function respondToRecommendation(
  db: Database,
  userId: string,
  id: string,
  status: 'ACCEPTED' | 'REJECTED',
): Promise<Recommendation> {
  return withLockedRecommendation(
    db,
    id,
    (record) => record.businessOwnerId === userId,
    async (tx, record) => {
      const { row } = record;
      if (row.revokedAt) throw conflict('The customer revoked this recommendation, so it can no longer be answered.');
      if (!row.recommenderUserId) throw conflict('The customer has not answered your invitation yet.');
      if (row.status !== 'PENDING') {
        throw conflict(`You have already ${row.status === 'ACCEPTED' ? 'accepted' : 'rejected'} this recommendation.`);
      }
      if (status === 'ACCEPTED') {
        await assertNotBlocked(tx, userId, row.recommenderUserId, 'You cannot accept this recommendation because one of you has blocked the other.');
      }
      const now = new Date();
      await tx.update(recommendations).set({ status, respondedAt: now, updatedAt: now }).where(eq(recommendations.id, id));
      await recountRecommendations(tx, row.businessId);
      if (status === 'ACCEPTED') {
        await createNotification(tx, {
          userId: row.recommenderUserId,
          triggeredByUserId: userId,
          ...recommendationAcceptedNotice({ recommendationId: id, businessId: row.businessId, businessName: record.businessName }),
        });
        await rewardAcceptedRecommendation(tx, {
          recommendationId: id,
          recommenderUserId: row.recommenderUserId,
          businessOwnerId: userId,
          businessName: record.businessName,
          now,
        });
      }
      return toRecommendation(await reload(tx, id), userId);
    },
  );
}

/** The recommender, or the owner of the business it is about, deletes it for good. */
export async function deleteRecommendation(db: Database, userId: string, id: string): Promise<void> {
  await withLockedRecommendation(
    db,
    id,
    (record) => record.businessOwnerId === userId || record.row.recommenderUserId === userId,
    async (tx, record) => {
      await tx.delete(recommendations).where(eq(recommendations.id, id));
      await recountRecommendations(tx, record.row.businessId);
    },
  );
}

/** The recommender withdraws it; the record stays, marked revoked, and stops counting. */
export async function revokeRecommendation(db: Database, userId: string, id: string): Promise<Recommendation> {
  return withLockedRecommendation(
    db,
    id,
    (record) => record.row.recommenderUserId === userId,
    async (tx, record) => {
      if (record.row.revokedAt) throw conflict('You have already revoked this recommendation.');
      const now = new Date();
      await tx.update(recommendations).set({ revokedAt: now, updatedAt: now }).where(eq(recommendations.id, id));
      await recountRecommendations(tx, record.row.businessId);
      return toRecommendation(await reload(tx, id), userId);
    },
  );
}

/**
 * Records who referred the caller, from the code of the link they came through: a
 * business's invite credits its owner; a customer's recommendation credits that customer.
 * The caller's recommendations of that business without a referrer get it too.
 */
export async function updateReferredBy(db: Database, userId: string, referralCode: string): Promise<void> {
  const code = await findByReferralCode(db, referralCode);
  if (!code) {
    // Not a recommendation's link: a person's own (/join?ref=), which names them as referrer.
    const [person] = looksLikeReferralCode(referralCode) ? await db.select({ id: users.id }).from(users).where(eq(users.referralCode, referralCode.toLowerCase())).limit(1) : [];
    if (!person) throw notFound('referral link');
    if (person.id === userId) throw badRequest('You cannot record yourself as the person who referred you.');
    await recordReferrer(db, userId, person.id);
    return;
  }
  if (code.revokedAt) throw notFound('referral link');
  const [business] = await db
    .select({ ownerUserId: businesses.ownerUserId })
    .from(businesses)
    .where(eq(businesses.id, code.businessId))
    .limit(1);
  if (!business) throw notFound('referral link');
  const wasInvite = code.inviteCount > 0;
  const referrer = wasInvite ? business.ownerUserId : code.recommenderUserId;
  if (!referrer) throw notFound('referral link');
  if (referrer === userId) throw badRequest('You cannot record yourself as the person who referred you.');
  await db.transaction(async (tx) => {
    await recordReferrer(tx, userId, referrer);
    await tx
      .update(recommendations)
      .set({ referredByUserId: referrer, updatedAt: new Date() })
      .where(
        and(
          eq(recommendations.recommenderUserId, userId),
          eq(recommendations.businessId, code.businessId),
          isNull(recommendations.referredByUserId),
        ),
      );
  });
}

/** The caller's own recommendations, as recommender, newest first (revoked ones included). */
export async function myRecommendations(db: Queryable, userId: string, request: PageRequest) {
  const found = await pageOfRecommendations(db, eq(recommendations.recommenderUserId, userId), request);
  return { items: found.items.map((r) => toRecommendation(r, userId)), nextCursor: found.nextCursor };
}

/** A user's accepted, standing recommendations in the public shape. */
export async function recommendationsOfUser(db: Queryable, userId: string, request: PageRequest) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound('user');
  const found = await pageOfRecommendations(db, and(eq(recommendations.recommenderUserId, userId), isLive), request);
  return { items: found.items.map(toPublicRecommendation), nextCursor: found.nextCursor };
}

async function ownerOf(db: Queryable, businessId: string): Promise<string> {
  const [business] = await db
    .select({ ownerUserId: businesses.ownerUserId })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1);
  if (!business) throw notFound('business');
  return business.ownerUserId;
}

/** A business's recommendations: every one (invites too) to its owner, the accepted ones to anyone else. */
export async function recommendationsOfBusiness(db: Queryable, viewerId: string, businessId: string, request: PageRequest) {
  const isOwner = (await ownerOf(db, businessId)) === viewerId;
  const where = and(eq(recommendations.businessId, businessId), isOwner ? undefined : and(isLive, isNotNull(recommendations.recommenderUserId)));
  const found = await pageOfRecommendations(db, where, request);
  return { items: found.items.map((r) => toRecommendation(r, viewerId)), nextCursor: found.nextCursor };
}

/** What a referral link shows before sign-in; a revoked or unknown code is a 404. */
export async function recommendationByReferralCode(db: Queryable, referralCode: string): Promise<PublicRecommendation> {
  const code = await findByReferralCode(db, referralCode);
  if (!code || code.revokedAt) throw notFound('recommendation');
  return toPublicRecommendation(await reload(db, code.id));
}

/** Recommendations the owner can answer now: pending, made by a customer, not revoked. */
export async function pendingRecommendations(db: Queryable, viewerId: string, businessId: string, request: PageRequest) {
  if ((await ownerOf(db, businessId)) !== viewerId) throw notFound('business');
  const where = and(
    eq(recommendations.businessId, businessId),
    eq(recommendations.status, 'PENDING'),
    isNull(recommendations.revokedAt),
    isNotNull(recommendations.recommenderUserId),
  );
  const found = await pageOfRecommendations(db, where, request);
  return { items: found.items.map((r) => toRecommendation(r, viewerId)), nextCursor: found.nextCursor };
}

/** Whether the caller's business may accept a recommendation now, and why not. */
export async function checkApplicability(db: Queryable, viewerId: string, id: string): Promise<RecommendationApplicability> {
  const record = await findRecommendation(db, eq(recommendations.id, id));
  if (!record || record.businessOwnerId !== viewerId) throw notFound('recommendation');
  const { row } = record;
  const no = (reason: string) => ({ applicable: false, reason });
  if (row.revokedAt) return no('The customer revoked this recommendation.');
  if (!row.recommenderUserId) return no('The customer has not answered your invitation yet.');
  if (row.status === 'ACCEPTED') return no('You have already accepted this recommendation.');
  if (row.status === 'REJECTED') return no('You have already rejected this recommendation.');
  if (await isBlockedBetween(db, viewerId, row.recommenderUserId)) {
    return no('You cannot accept this recommendation because one of you has blocked the other.');
  }
  return { applicable: true, reason: null };
}

/** The people whose recommendations of a business stand, each with the categories they vouched for; newest first. */
export async function recommendersOf(db: Queryable, businessId: string, request: PageRequest) {
  await ownerOf(db, businessId);
  const after = request.cursor ? decodePageCursor(request.cursor, 'recommenders') : null;
  const latest = sql<Date>`max(date_trunc('milliseconds', ${recommendations.createdAt}))`.mapWith(recommendations.createdAt);
  const live = and(eq(recommendations.businessId, businessId), isLive, isNotNull(recommendations.recommenderUserId));
  const people = await db
    .select({ userId: sql<string>`${recommendations.recommenderUserId}`, latest })
    .from(recommendations)
    .where(live)
    .groupBy(recommendations.recommenderUserId)
    .having(after ? sql`(${latest}, ${recommendations.recommenderUserId}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)` : undefined)
    .orderBy(desc(latest), desc(recommendations.recommenderUserId))
    .limit(request.limit + 1);
  const shown = people.slice(0, request.limit);
  const ids = shown.map((p) => p.userId);
  const [profiles, vouched] = ids.length
    ? await Promise.all([
        db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, avatarUrl: users.avatarUrl, role: users.role })
          .from(users)
          .where(inArray(users.id, ids)),
        db
          .selectDistinct({ userId: recommendations.recommenderUserId, id: categories.id, title: categories.title, position: categories.position })
          .from(recommendations)
          .innerJoin(categories, eq(categories.id, recommendations.categoryId))
          .where(and(live, inArray(recommendations.recommenderUserId, ids)))
          .orderBy(asc(categories.position)),
      ])
    : [[], []];
  const profileOf = new Map(profiles.map((p) => [p.id, p]));
  const items: Recommender[] = shown.flatMap((person) => {
    const profile = profileOf.get(person.userId);
    if (!profile) return [];
    return [
      {
        user: toUserSummary(profile),
        categories: vouched.filter((c) => c.userId === person.userId).map((c) => ({ id: c.id, title: c.title as CategoryTitle })),
        recommendedAt: person.latest.toISOString(),
      },
    ];
  });
  const last = shown.at(-1);
  // Not toPage: a person whose profile is gone is dropped after the page is cut.
  return { items, nextCursor: people.length > request.limit && last ? encodePageCursor({ createdAt: last.latest, id: last.userId }) : null };
}
