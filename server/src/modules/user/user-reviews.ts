import { and, desc, eq, sql } from 'drizzle-orm';
import type { UserRating, UserReview } from '@tradeshub/sdk';
import type { Queryable } from '../../db/client.js';
import { businesses, userReviews, users } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { afterCursor, decodePageCursor, toPage, type PageRequest } from '../../http/page-cursor.js';

// JavaScript dates stop at milliseconds while PostgreSQL keeps microseconds, so ordering and
// cursor comparisons both use the time cut to milliseconds; the id breaks ties.
const createdAtMs = sql<Date>`date_trunc('milliseconds', ${userReviews.createdAt})`.mapWith(userReviews.createdAt);

/** A customer's rating: the average of the ratings businesses gave them (2 decimals) and how many. */
export async function userRatingOf(db: Queryable, userId: string): Promise<UserRating> {
  const [row] = await db
    .select({
      average: sql<number>`coalesce(round(avg(${userReviews.rating}), 2), 0)`.mapWith(Number),
      count: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(userReviews)
    .where(eq(userReviews.userId, userId));
  return row ?? { average: 0, count: 0 };
}

/** The reviews businesses left about a user, newest first, one page at a time, with their rating. */
export async function ratingAndReviews(db: Queryable, userId: string, request: PageRequest) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound('user');
  const after = request.cursor ? decodePageCursor(request.cursor, 'reviews') : null;
  const rows = await db
    .select({ review: userReviews, createdAt: createdAtMs, businessName: businesses.name })
    .from(userReviews)
    .innerJoin(businesses, eq(businesses.id, userReviews.businessId))
    .where(
      and(
        eq(userReviews.userId, userId),
        afterCursor(createdAtMs, userReviews.id, after),
      ),
    )
    .orderBy(desc(createdAtMs), desc(userReviews.id))
    .limit(request.limit + 1);
  const reviews = toPage(
    rows,
    request.limit,
    (row) => ({ createdAt: row.createdAt, id: row.review.id }),
    ({ review, businessName }): UserReview => ({
      id: review.id,
      userId: review.userId,
      business: { id: review.businessId, name: businessName },
      serviceContractId: review.serviceContractId,
      rating: review.rating,
      comment: review.text,
      createdAt: review.createdAt.toISOString(),
    }),
  );
  return { rating: await userRatingOf(db, userId), reviews };
}
