import type { CategoryTitle } from '@tradeshub/sdk';
import type { DemoBusiness } from './demo-businesses.js';
import {
  daysAfter,
  daysBefore,
  type ConnectionRow,
  type DemoContext,
  type NotificationRow,
  type RecommendationRow,
  type ReviewRow,
} from './demo-context.js';
import type { DemoCustomer } from './demo-customers.js';
import { recommendationRow } from './demo-recommendations.js';
import { whoDidTheWork } from './demo-reviews.js';
import { writeComment } from './recommendation-comments.js';
import { connectionAcceptedNotice, recommendationAcceptedNotice } from './trust-notices.js';

// What the demo customer, Amelia Clarke, finds on her first sign-in: three businesses she
// vouched for (the newest acceptance not yet read), a recommendation of the demo business
// waiting for Ravi to answer, three people she is connected with (the newest acceptance
// unread) and a request she has not seen yet.

const HOURS = 1 / 24;

export interface DemoCustomerTrust {
  recommendations: RecommendationRow[];
  connections: ConnectionRow[];
  notifications: NotificationRow[];
}

export interface DemoCustomerTrustInput {
  customer: DemoCustomer;
  demoBusiness: DemoBusiness;
  businesses: readonly DemoBusiness[];
  customers: readonly DemoCustomer[];
  reviews: readonly ReviewRow[];
  /** Everyone else's recommendations: her connections are people who vouch for London firms too. */
  othersRecommendations: readonly RecommendationRow[];
}

export function buildDemoCustomerTrust(ctx: DemoContext, input: DemoCustomerTrustInput): DemoCustomerTrust {
  const recommended = recommendationsOf(ctx, input);
  const { connections, notifications } = connectionsOf(ctx, input);
  return {
    recommendations: [...recommended.rows, pendingRecommendation(ctx, input)],
    connections,
    notifications: [...recommended.notifications, ...notifications],
  };
}

/** Two London firms and one in Brighton (her mother's house) that she reviewed well a while ago. */
function recommendationsOf(ctx: DemoContext, input: DemoCustomerTrustInput) {
  const { random, now } = ctx;
  const me = input.customer.user;
  const businessById = new Map(input.businesses.map((b) => [b.row.id, b]));
  const reviewed = input.reviews
    .filter((r) => r.authorUserId === me.id && r.overall >= 4 && r.createdAt.getTime() < daysBefore(now, 30).getTime())
    .sort((a, b) => b.overall - a.overall || b.createdAt.getTime() - a.createdAt.getTime());
  const inTown = (town: string) => reviewed.filter((r) => businessById.get(r.businessId)?.town.name === town);
  const chosen = [inTown('London')[0], inTown('Brighton')[0], inTown('London')[1]];
  if (chosen.some((r) => r === undefined)) throw new Error('The demo customer needs two well-reviewed London firms and one in Brighton to recommend');

  const rows: RecommendationRow[] = [];
  const notifications: NotificationRow[] = [];
  const byReviewDate = (chosen as ReviewRow[]).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  byReviewDate.forEach((review, index) => {
    const business = businessById.get(review.businessId)!;
    const isNewest = index === byReviewDate.length - 1;
    // The older two soon after her review; the newest this week, accepted yesterday.
    const createdAt = isNewest ? daysBefore(now, 3 - random.between(0, 0.5)) : daysAfter(review.createdAt, random.between(0.5, 2));
    const respondedAt = isNewest ? daysBefore(now, random.between(18, 22) * HOURS) : daysAfter(createdAt, random.between(0.2, 1.5));
    const category = review.categoryTitle as CategoryTitle;
    const row = recommendationRow(ctx, {
      business,
      recommenderUserId: me.id,
      category,
      comment: writeComment(random, category, whoDidTheWork(random, business)),
      createdAt,
      status: 'ACCEPTED',
      respondedAt,
    });
    rows.push(row);
    notifications.push(
      recommendationAcceptedNotice(
        random,
        { userId: me.id, triggeredByUserId: business.owner.id, at: respondedAt, read: !isNewest },
        { id: row.id, businessId: business.row.id, businessName: business.row.name },
      ),
    );
  });
  return { rows, notifications };
}

/** Sent yesterday, while she was arranging the tap repair with Ravi: on /business it waits for him. */
function pendingRecommendation(ctx: DemoContext, input: DemoCustomerTrustInput): RecommendationRow {
  const business = input.demoBusiness;
  return recommendationRow(ctx, {
    business,
    recommenderUserId: input.customer.user.id,
    category: business.categories[0]!,
    comment: `${business.owner.firstName} came out on a Sunday evening when our hot water cylinder sprang a leak and had it sorted within the hour. Fair, friendly and tidy, and our first call for anything plumbing now.`,
    createdAt: daysBefore(ctx.now, ctx.random.between(26, 28) * HOURS),
    status: 'PENDING',
    respondedAt: null,
  });
}

/**
 * Three Londoners who recommend local firms themselves (so a firm's profile can show her
 * which of her connections vouch for it): two accepted her request, she accepted the third's.
 * A customer from Brighton has just asked to connect.
 */
function connectionsOf(ctx: DemoContext, input: DemoCustomerTrustInput) {
  const { random, now } = ctx;
  const me = input.customer.user;
  const londonFirms = new Set(input.businesses.filter((b) => b.town.name === 'London').map((b) => b.row.id));
  const vouchesLocally = new Set(
    input.othersRecommendations.filter((r) => r.status === 'ACCEPTED' && londonFirms.has(r.businessId)).map((r) => r.recommenderUserId),
  );
  const longStanding = (c: DemoCustomer) => c.user.id !== me.id && c.user.createdAt.getTime() < daysBefore(now, 200).getTime();
  const friends = random.sample(
    input.customers.filter((c) => longStanding(c) && c.towns.has('London') && vouchesLocally.has(c.user.id)),
    3,
  );
  const askers = input.customers.filter((c) => longStanding(c) && c.towns.has('Brighton') && !c.towns.has('London'));
  if (friends.length < 3 || askers.length === 0) throw new Error('The demo customer needs three London connections and a Brighton customer to ask her');

  const plan = [
    { other: friends[0]!, iAsked: true, askedDaysAgo: 130, acceptedDaysAgo: 129.5 },
    { other: friends[1]!, iAsked: false, askedDaysAgo: 61, acceptedDaysAgo: 60 },
    { other: friends[2]!, iAsked: true, askedDaysAgo: 1.5, acceptedDaysAgo: 6 * HOURS },
  ];
  const connections: ConnectionRow[] = [];
  const notifications: NotificationRow[] = [];
  for (const { other, iAsked, askedDaysAgo, acceptedDaysAgo } of plan) {
    const [sender, receiver] = iAsked ? [me, other.user] : [other.user, me];
    const askedAt = daysBefore(now, askedDaysAgo + random.between(0, 0.2));
    const acceptedAt = daysBefore(now, acceptedDaysAgo * random.between(0.8, 1));
    const connection: ConnectionRow = {
      id: random.uuid(),
      senderId: sender.id,
      receiverId: receiver.id,
      status: 'ACCEPTED',
      seen: true,
      isTrustedConnection: false,
      createdAt: askedAt,
      updatedAt: acceptedAt,
    };
    connections.push(connection);
    // The one who asked hears of it; her newest has not been read yet.
    const read = !(iAsked && acceptedDaysAgo < 1);
    notifications.push(
      connectionAcceptedNotice(random, { userId: sender.id, triggeredByUserId: receiver.id, at: acceptedAt, read }, connection.id, receiver),
    );
  }
  const askedAt = daysBefore(now, random.between(4, 6) * HOURS);
  connections.push({
    id: random.uuid(),
    senderId: random.pick(askers).user.id,
    receiverId: me.id,
    status: 'PENDING',
    seen: false,
    isTrustedConnection: false,
    createdAt: askedAt,
    updatedAt: askedAt,
  });
  return { connections, notifications };
}
