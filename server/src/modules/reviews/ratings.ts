import { inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { businesses } from '../../db/schema/index.js';

/**
 * The one place the rating rule lives: a business's review count and its six rating
 * columns are the count and the averages, rounded to 2 decimals, of its visible reviews
 * (those with no hiddenReason); a business with none goes back to 0. Pass the businesses a
 * change touched, or nothing to recompute them all. Run it in the transaction that changed
 * the reviews so the aggregates never disagree with the rows.
 *
 * The business rows are locked first. Without the lock two reviews committed at once each
 * count only their own snapshot and the later write wins, losing the other review. With it
 * the second recompute waits for the first to commit, and its statement then sees both.
 * NO KEY UPDATE is the lock an UPDATE of these columns takes anyway; unlike FOR UPDATE it
 * does not wait on the key-share locks that inserting a review takes on its business, so two
 * customers reviewing at once cannot deadlock. Ids are locked in order for the same reason.
 */
export async function recomputeBusinessRatings(db: Queryable, businessIds?: readonly string[]): Promise<void> {
  if (businessIds && businessIds.length === 0) return;
  const which = businessIds ? sql`WHERE ${inArray(businesses.id, [...businessIds])}` : sql``;
  await db.execute(sql`SELECT id FROM businesses ${which} ORDER BY id FOR NO KEY UPDATE`);
  await db.execute(sql`
    UPDATE businesses AS target SET
      review_count = visible.review_count,
      rating_overall = visible.overall,
      rating_price = visible.price,
      rating_punctuality = visible.punctuality,
      rating_cleanliness = visible.cleanliness,
      rating_quality = visible.quality,
      rating_friendliness = visible.friendliness
    FROM (
      SELECT
        businesses.id AS business_id,
        count(reviews.id)::int AS review_count,
        coalesce(round(avg(reviews.overall), 2), 0) AS overall,
        coalesce(round(avg(reviews.price), 2), 0) AS price,
        coalesce(round(avg(reviews.punctuality), 2), 0) AS punctuality,
        coalesce(round(avg(reviews.cleanliness), 2), 0) AS cleanliness,
        coalesce(round(avg(reviews.quality), 2), 0) AS quality,
        coalesce(round(avg(reviews.friendliness), 2), 0) AS friendliness
      FROM businesses
      LEFT JOIN reviews ON reviews.business_id = businesses.id AND reviews.hidden_reason IS NULL
      ${which}
      GROUP BY businesses.id
    ) AS visible
    WHERE target.id = visible.business_id
  `);
}
