import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { EARTH_DIAMETER_KM, milesToKm, type Post, type PostFeedSort, type PostType } from '@tradeshub/sdk';
import type { Queryable } from '../../db/client.js';
import { businessCategories, businesses, categories, communityPosts, users } from '../../db/schema/index.js';
import { badRequest, businessRequired } from '../../http/errors.js';
import { createdAtMs, decodeOffsetCursor, decodePageCursor, encodeOffsetCursor, toPage, type Page } from '../../http/page-cursor.js';
import { boundingBox, cellsCovering } from '../business/geo.js';
import { postColumns, toPost, visibleTo } from './item-views.js';
import { currentAddress } from './post-place.js';

// The two feeds. Candidates come from the H3 cells covering the circle (the h3_cell index,
// as business search gathers them), then the exact great-circle distance from the cell
// centre keeps those inside it (docs/decisions/0028-community-feeds.md).

const postCreatedAt = createdAtMs(communityPosts.createdAt);
/** TOP pages by offset; past this many posts, the newest order is the better tool. */
const MAX_TOP_OFFSET = 2000;

interface Circle {
  latitude: number;
  longitude: number;
  radiusKm: number;
}

/** Haversine on the sdk's sphere, so feed distances agree with the hub's. */
function distanceKmFrom({ latitude, longitude }: Circle): SQL<number> {
  const lat = sql`${latitude}::float8`;
  const lng = sql`${longitude}::float8`;
  return sql<number>`${EARTH_DIAMETER_KM}::float8 * asin(least(1::float8, sqrt(
    power(sin(radians(${communityPosts.latitude} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${communityPosts.latitude})) * power(sin(radians(${communityPosts.longitude} - ${lng}) / 2), 2)
  )))`.mapWith(Number);
}

/** Posts whose cell may lie in the circle (by cell, then a box), and then truly inside it. */
function insideCircle(circle: Circle, distanceKm: SQL<number>): SQL {
  const cells = cellsCovering(circle.latitude, circle.longitude, circle.radiusKm);
  const box = boundingBox(circle.latitude, circle.longitude, circle.radiusKm);
  return and(
    cells ? inArray(communityPosts.h3Cell, cells) : sql`${communityPosts.latitude} between ${box.minLatitude}::float8 and ${box.maxLatitude}::float8`,
    sql`${distanceKm} <= ${circle.radiusKm}::float8`,
  )!;
}

export interface LocalFeedRequest {
  cursor?: string | undefined;
  limit: number;
  type?: PostType | undefined;
  sort: PostFeedSort;
  latitude?: number | undefined;
  longitude?: number | undefined;
  radiusMiles?: number | undefined;
  categoryId?: string | undefined;
  authorId?: string | undefined;
}

/** The circle a local feed asks about: the place sent, else the viewer's current address; null for everywhere. */
async function feedCircle(db: Queryable, viewerId: string, request: LocalFeedRequest): Promise<Circle | null> {
  if ((request.latitude === undefined) !== (request.longitude === undefined)) {
    throw badRequest('Send both latitude and longitude for a place, or neither for your local area.');
  }
  if (request.latitude !== undefined && request.longitude !== undefined) {
    return { latitude: request.latitude, longitude: request.longitude, radiusKm: milesToKm(request.radiusMiles ?? 30) };
  }
  if (request.authorId) return null;
  const address = await currentAddress(db, viewerId);
  if (!address) return null;
  return { latitude: address.latitude, longitude: address.longitude, radiusKm: milesToKm(request.radiusMiles ?? address.radiusMiles) };
}

/**
 * Posts near a place (the viewer's local area by default) within a radius, newest or most
 * upvoted first. Deleted posts are gone from it; hidden ones are shown to their author only.
 * Someone with no address and no place sent sees posts from everywhere.
 */
export async function localFeed(db: Queryable, viewerId: string, request: LocalFeedRequest): Promise<Page<Post>> {
  const circle = await feedCircle(db, viewerId, request);
  const distanceKm = circle ? distanceKmFrom(circle) : null;
  const where = and(
    isNull(communityPosts.deletedAt),
    visibleTo(viewerId, communityPosts),
    circle && distanceKm ? insideCircle(circle, distanceKm) : undefined,
    request.type ? eq(communityPosts.type, request.type) : undefined,
    request.categoryId ? eq(communityPosts.categoryId, request.categoryId) : undefined,
    request.authorId ? eq(communityPosts.authorId, request.authorId) : undefined,
  );
  const joined = feedSelect(db, viewerId, distanceKm);
  if (request.sort === 'TOP') {
    const offset = decodeOffsetCursor(request.cursor, 'posts', MAX_TOP_OFFSET);
    const rows = await joined
      .where(where)
      .orderBy(desc(communityPosts.upvoteCount), desc(postCreatedAt), desc(communityPosts.id))
      .limit(request.limit + 1)
      .offset(offset);
    const more = rows.length > request.limit && offset + request.limit < MAX_TOP_OFFSET;
    return { items: rows.slice(0, request.limit).map(toPost), nextCursor: more ? encodeOffsetCursor(offset + request.limit) : null };
  }
  const after = request.cursor ? decodePageCursor(request.cursor, 'posts') : null;
  const rows = await joined
    .where(and(where, after ? sql`(${postCreatedAt}, ${communityPosts.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)` : undefined))
    .orderBy(desc(postCreatedAt), desc(communityPosts.id))
    .limit(request.limit + 1);
  return toPage(rows, request.limit, (r) => ({ createdAt: r.createdAtMs, id: r.post.id }), toPost);
}

/** Posts as a feed shows them, with their distance from the circle's centre when there is one. */
function feedSelect(db: Queryable, viewerId: string, distanceKm: SQL<number> | null) {
  return db
    .select({
      ...postColumns(viewerId),
      distanceKm: distanceKm ?? sql<number | null>`null::float8`,
      createdAtMs: postCreatedAt,
      rank: sql<number>`(case when ${communityPosts.status} = 'OPEN' then 0 else 1 end)`.mapWith(Number),
    })
    .from(communityPosts)
    .innerJoin(users, eq(users.id, communityPosts.authorId))
    .leftJoin(categories, eq(categories.id, communityPosts.categoryId));
}

export interface JobFeedRequest {
  cursor?: string | undefined;
  limit: number;
  categoryId?: string | undefined;
  radiusMiles?: number | undefined;
}

/**
 * Find a Job: job requests inside the viewer's business's service area and in its trades,
 * open ones first, each group newest first. Only someone with a business may ask.
 */
export async function jobRequestFeed(db: Queryable, viewerId: string, request: JobFeedRequest): Promise<Page<Post>> {
  const [business] = await db
    .select({ id: businesses.id, latitude: businesses.latitude, longitude: businesses.longitude, serviceAreaMiles: businesses.serviceAreaMiles })
    .from(businesses)
    .where(eq(businesses.ownerUserId, viewerId))
    .limit(1);
  if (!business) throw businessRequired('Find a Job is for tradespeople. Register your business to see job requests near you.');
  const trades = (await db.select({ id: businessCategories.categoryId }).from(businessCategories).where(eq(businessCategories.businessId, business.id))).map((c) => c.id);
  if (request.categoryId && !trades.includes(request.categoryId)) {
    throw badRequest("Choose one of your business's trades, or add this trade to your business details first.");
  }
  const wanted = request.categoryId ? [request.categoryId] : trades;
  if (wanted.length === 0) return { items: [], nextCursor: null };
  const radiusMiles = Math.min(request.radiusMiles ?? business.serviceAreaMiles, business.serviceAreaMiles);
  const circle = { latitude: business.latitude, longitude: business.longitude, radiusKm: milesToKm(radiusMiles) };
  const distanceKm = distanceKmFrom(circle);
  const rank = sql<number>`(case when ${communityPosts.status} = 'OPEN' then 0 else 1 end)`;
  const after = request.cursor ? decodePageCursor(request.cursor, 'job requests') : null;
  const rows = await feedSelect(db, viewerId, distanceKm)
    .where(
      and(
        eq(communityPosts.type, 'JOB_REQUEST'),
        isNull(communityPosts.deletedAt),
        visibleTo(viewerId, communityPosts),
        inArray(communityPosts.categoryId, wanted),
        insideCircle(circle, distanceKm),
        after
          ? sql`(${rank}, ${postCreatedAt}, ${communityPosts.id}) > (${after.rank ?? 0}::int, ${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(rank), desc(postCreatedAt), desc(communityPosts.id))
    .limit(request.limit + 1);
  return toPage(rows, request.limit, (r) => ({ rank: r.rank, createdAt: r.createdAtMs, id: r.post.id }), toPost);
}
