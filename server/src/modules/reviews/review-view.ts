import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DisputeStatus, MyReviewDispute, RatingScores, Review } from '@tradeshub/sdk';
import type { Queryable } from '../../db/client.js';
import { businesses, reviewDisputes, reviewLikes, reviews, users } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { afterCursor, decodePageCursor, toPage, type PageRequest } from '../../http/page-cursor.js';
import { takesPartInWork } from '../work/service.js';

// How a review reads on the wire, for any caller: with its reviewer, whether the caller liked
// it, the status of its latest dispute and, once an accepted dispute hid it, the reason in
// place of its text, so nothing disappears silently.

// JavaScript dates stop at milliseconds while PostgreSQL keeps microseconds, so ordering and
// cursor comparisons both use the time cut to milliseconds; the id breaks ties.
const createdAtMs = sql<Date>`date_trunc('milliseconds', ${reviews.createdAt})`.mapWith(reviews.createdAt);

type ReviewRow = typeof reviews.$inferSelect;

function selection(viewerId: string | null) {
  return {
    review: reviews,
    reviewer: { id: users.id, firstName: users.firstName, lastName: users.lastName, avatarUrl: users.avatarUrl, role: users.role },
    likedByMe: viewerId
      ? sql<boolean>`exists (select 1 from ${reviewLikes} where ${reviewLikes.reviewId} = ${reviews.id} and ${reviewLikes.userId} = ${viewerId})`.mapWith(Boolean)
      : sql<boolean>`false`.mapWith(Boolean),
    disputeStatus: sql<DisputeStatus | null>`(select ${reviewDisputes.status} from ${reviewDisputes} where ${reviewDisputes.reviewId} = ${reviews.id} order by ${reviewDisputes.createdAt} desc, ${reviewDisputes.id} desc limit 1)`,
    createdAtMs,
  };
}

type SelectedReview = {
  review: ReviewRow;
  reviewer: { id: string; firstName: string; lastName: string; avatarUrl: string | null; role: Review['reviewer']['role'] };
  likedByMe: boolean;
  disputeStatus: DisputeStatus | null;
};

export function ratingsOf(row: ReviewRow): RatingScores {
  return {
    OVERALL: row.overall,
    PRICE: row.price,
    PUNCTUALITY: row.punctuality,
    CLEANLINESS: row.cleanliness,
    QUALITY: row.quality,
    FRIENDLINESS: row.friendliness,
  };
}

/**
 * The latest dispute of each of `rows`' reviews that `viewerId` wrote, by review id: the author
 * reads it on their review so they can give their side. Nobody else gets one.
 */
async function disputesForAuthor(db: Queryable, viewerId: string | null, rows: readonly SelectedReview[]): Promise<Map<string, MyReviewDispute>> {
  const ownIds = viewerId ? rows.filter((row) => row.review.authorUserId === viewerId).map((row) => row.review.id) : [];
  if (ownIds.length === 0) return new Map();
  const disputes = await db
    .selectDistinctOn([reviewDisputes.reviewId], {
      reviewId: reviewDisputes.reviewId,
      id: reviewDisputes.id,
      reason: reviewDisputes.reason,
      explanation: reviewDisputes.explanation,
      status: reviewDisputes.status,
      customerResponse: reviewDisputes.customerResponse,
      seen: reviewDisputes.seenByCustomer,
      decisionReason: reviewDisputes.decisionNote,
    })
    .from(reviewDisputes)
    .where(inArray(reviewDisputes.reviewId, ownIds))
    .orderBy(reviewDisputes.reviewId, desc(reviewDisputes.createdAt), desc(reviewDisputes.id));
  return new Map(disputes.map(({ reviewId, ...dispute }) => [reviewId, dispute]));
}

/** `revealHidden` is for operators, who read a hidden review's text to moderate it. */
function toReview({ review, reviewer, likedByMe, disputeStatus }: SelectedReview, myDispute: MyReviewDispute | null, revealHidden = false): Review {
  const hidden = review.hiddenReason !== null && !revealHidden;
  return {
    id: review.id,
    businessId: review.businessId,
    serviceContractId: review.serviceContractId,
    reviewer: { id: reviewer.id, firstName: reviewer.firstName, lastName: reviewer.lastName, profileImageUrl: reviewer.avatarUrl, role: reviewer.role },
    ratings: ratingsOf(review),
    comment: hidden ? null : review.text,
    isVerifiedJob: review.isVerifiedJob,
    likeCount: review.likeCount,
    likedByMe,
    disputeStatus,
    hiddenReason: review.hiddenReason,
    reply: review.reply !== null && review.repliedAt !== null ? { text: review.reply, at: review.repliedAt.toISOString() } : null,
    myDispute,
    editedAt: review.editedAt?.toISOString() ?? null,
    createdAt: review.createdAt.toISOString(),
    updatedAt: (review.editedAt ?? review.createdAt).toISOString(),
  };
}

async function selectReviews(db: Queryable, viewerId: string | null, where: SQL | undefined, limit: number) {
  return db
    .select(selection(viewerId))
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.authorUserId))
    .where(where)
    .orderBy(desc(createdAtMs), desc(reviews.id))
    .limit(limit);
}

/** One review as `viewerId` (or an anonymous caller) sees it; 404 if there is none. */
export async function reviewById(db: Queryable, reviewId: string, viewerId: string | null): Promise<Review> {
  const [row] = await selectReviews(db, viewerId, eq(reviews.id, reviewId), 1);
  if (!row) throw notFound('review');
  const mine = await disputesForAuthor(db, viewerId, [row]);
  return toReview(row, mine.get(row.review.id) ?? null);
}

/** The customer's review of a work, for either side of that work; null before one is written, 404 for anyone else. */
export async function reviewOfWork(db: Queryable, workId: string, viewerId: string): Promise<Review | null> {
  if (!(await takesPartInWork(db, workId, viewerId))) throw notFound('job');
  const [row] = await selectReviews(db, viewerId, eq(reviews.serviceContractId, workId), 1);
  if (!row) return null;
  const mine = await disputesForAuthor(db, viewerId, [row]);
  return toReview(row, mine.get(row.review.id) ?? null);
}

/** Reviews by id as an operator sees them, with their text even when hidden. */
export async function reviewsForModeration(db: Queryable, reviewIds: readonly string[]): Promise<Map<string, Review>> {
  if (reviewIds.length === 0) return new Map();
  const rows = await selectReviews(db, null, inArray(reviews.id, [...reviewIds]), reviewIds.length);
  return new Map(rows.map((row) => [row.review.id, toReview(row, null, true)]));
}

/** A business's reviews, newest first, one page at a time; hidden ones stay listed with their reason. */
export async function reviewsOfBusiness(db: Queryable, businessId: string, viewerId: string | null, request: PageRequest) {
  const [business] = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, businessId)).limit(1);
  if (!business) throw notFound('business');
  const after = request.cursor ? decodePageCursor(request.cursor, 'reviews') : null;
  const rows = await selectReviews(
    db,
    viewerId,
    and(
      eq(reviews.businessId, businessId),
      afterCursor(createdAtMs, reviews.id, after),
    ),
    request.limit + 1,
  );
  const mine = await disputesForAuthor(db, viewerId, rows.slice(0, request.limit));
  return toPage(
    rows,
    request.limit,
    (row) => ({ createdAt: row.createdAtMs, id: row.review.id }),
    (row) => toReview(row, mine.get(row.review.id) ?? null),
  );
}
