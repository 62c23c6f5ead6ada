import type { CategoryTitle, RecommendationStatus } from '@tradeshub/sdk';
import type { DemoBusiness } from './demo-businesses.js';
import { categoryIdOf, DAY_MS, daysAfter, daysBefore, type DemoContext, type RecommendationRow, type ReviewRow } from './demo-context.js';
import type { DemoCustomer } from './demo-customers.js';
import { whoDidTheWork } from './demo-reviews.js';
import { writeRecommendationComment } from './recommendation-comments.js';

// Customers vouching for the businesses they know: mostly the ones they reviewed well, a few
// they only know through neighbours. Rows look as the API leaves them: a recommendation is
// PENDING until the business answers. Accepting one tells the recommender, but these
// customers' notices are left out: nobody signs in as them, and 600 more rows would cost the
// seed a tenth of a second (the demo customer's are in demo-customer-trust.ts).

const WINDOW_DAYS = 730;
/** Recommendations this recent may still be waiting for the business to answer. */
const UNANSWERED_DAYS = 6;

export interface DemoRecommendations {
  rows: RecommendationRow[];
  /** Who first referred each customer who came through another customer's link. */
  referredBy: Map<string, string>;
}

export interface RecommendationChoices {
  /** Leaves a customer's recommendation of a business out (hand-written ones, disputed reviewers). */
  skip(customerId: string, businessId: string): boolean;
  /** Businesses that have answered every recommendation, so none waits but the hand-written ones. */
  answersEverything: ReadonlySet<string>;
}

interface Intent {
  customer: DemoCustomer;
  category: CategoryTitle;
  createdAt: Date;
}

export function buildRecommendations(
  ctx: DemoContext,
  businesses: readonly DemoBusiness[],
  customers: readonly DemoCustomer[],
  reviews: readonly ReviewRow[],
  choices: RecommendationChoices,
): DemoRecommendations {
  const result: DemoRecommendations = { rows: [], referredBy: new Map() };
  const customerById = new Map(customers.map((c) => [c.user.id, c]));
  const reviewsOf = new Map<string, ReviewRow[]>();
  for (const review of reviews) {
    const theirs = reviewsOf.get(review.businessId);
    if (theirs) theirs.push(review);
    else reviewsOf.set(review.businessId, [review]);
  }
  const referrals: { at: Date; userId: string; referrerId: string }[] = [];

  for (const business of businesses) {
    const intents = [
      ...fromReviewers(ctx, business, reviewsOf.get(business.row.id) ?? [], customerById, choices),
      ...fromNeighbours(ctx, business, customers, reviewsOf.get(business.row.id) ?? [], choices),
    ].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    const made: RecommendationRow[] = [];
    for (const intent of intents) {
      const status = statusFor(ctx, intent.createdAt, choices.answersEverything.has(business.row.id));
      // Some came through an earlier recommender's shared link, which credits that person.
      const earlier = made.filter((r) => r.status !== 'REJECTED');
      const referrer = earlier.length > 0 && ctx.random.chance(0.12) ? ctx.random.pick(earlier).recommenderUserId! : null;
      const row = recommendationRow(ctx, {
        business,
        recommenderUserId: intent.customer.user.id,
        category: intent.category,
        comment: writeRecommendationComment(ctx.random, intent.category, whoDidTheWork(ctx.random, business)),
        createdAt: intent.createdAt,
        referredByUserId: referrer,
        ...status,
      });
      made.push(row);
      if (referrer) referrals.push({ at: row.createdAt, userId: intent.customer.user.id, referrerId: referrer });
    }
    result.rows.push(...made);
  }
  // The first referrer keeps the credit, as when the links are followed.
  for (const referral of referrals.sort((a, b) => a.at.getTime() - b.at.getTime())) {
    if (!result.referredBy.has(referral.userId)) result.referredBy.set(referral.userId, referral.referrerId);
  }
  return result;
}

/** Happy reviewers often vouch for the business too, in the category they reviewed, within days. */
function fromReviewers(
  ctx: DemoContext,
  business: DemoBusiness,
  reviews: readonly ReviewRow[],
  customerById: ReadonlyMap<string, DemoCustomer>,
  choices: RecommendationChoices,
): Intent[] {
  const intents: Intent[] = [];
  for (const review of reviews) {
    if (review.overall < 4 || !ctx.random.chance(review.overall === 5 ? 0.55 : 0.35)) continue;
    const customer = customerById.get(review.authorUserId);
    if (!customer || choices.skip(customer.user.id, business.row.id)) continue;
    const createdAt = earliest(daysAfter(review.createdAt, ctx.random.between(0, 3)), daysBefore(ctx.now, 1 / 24));
    intents.push({ customer, category: review.categoryTitle as CategoryTitle, createdAt });
  }
  return intents;
}

/** A few customers in the business's town who did not review it vouch for it anyway. */
function fromNeighbours(
  ctx: DemoContext,
  business: DemoBusiness,
  customers: readonly DemoCustomer[],
  reviews: readonly ReviewRow[],
  choices: RecommendationChoices,
): Intent[] {
  const { random, now } = ctx;
  const count =
    business.reviewTarget === 0
      ? random.weighted([[0, 7], [1, 3]] as const)
      : business.calibre >= 4
        ? random.weighted([[0, 5], [1, 3], [2, 1]] as const)
        : random.weighted([[0, 8], [1, 1]] as const);
  if (count === 0) return [];
  const reviewers = new Set(reviews.map((r) => r.authorUserId));
  const neighbours = customers.filter(
    (c) =>
      c.towns.has(business.town.name) &&
      !reviewers.has(c.user.id) &&
      !choices.skip(c.user.id, business.row.id) &&
      c.user.lastName !== business.owner.lastName &&
      !business.row.name.includes(c.user.lastName),
  );
  const [primary] = business.categories as [CategoryTitle, ...CategoryTitle[]];
  return random.sample(neighbours, count).map((customer) => {
    const start = Math.max(daysBefore(now, WINDOW_DAYS).getTime(), customer.user.createdAt.getTime(), business.row.createdAt.getTime());
    return {
      customer,
      category: random.chance(0.7) ? primary : random.pick(business.categories),
      createdAt: new Date(start + random.next() * (now.getTime() - start)),
    };
  });
}

type Answer = Pick<RecommendationRow, 'status' | 'respondedAt'>;

/** Businesses answer within a few days; the most recent may still be waiting, and a few are turned down. */
function statusFor(ctx: DemoContext, createdAt: Date, answersEverything: boolean): Answer {
  const { random, now } = ctx;
  const ageMs = now.getTime() - createdAt.getTime();
  if (!answersEverything && ageMs < UNANSWERED_DAYS * DAY_MS && random.chance(0.6)) return { status: 'PENDING', respondedAt: null };
  const respondedAt = new Date(createdAt.getTime() + random.between(0.1, 1) * Math.min(4 * DAY_MS, ageMs));
  const status: RecommendationStatus = !answersEverything && random.chance(0.02) ? 'REJECTED' : 'ACCEPTED';
  return { status, respondedAt };
}

export interface NewRecommendation extends Answer {
  business: DemoBusiness;
  recommenderUserId: string;
  category: CategoryTitle;
  comment: string | null;
  createdAt: Date;
  referredByUserId?: string | null;
}

/** A customer's recommendation as createRecommendation writes it, answered as respondToRecommendation leaves it. */
export function recommendationRow(ctx: DemoContext, r: NewRecommendation): RecommendationRow {
  if (!r.business.categories.includes(r.category)) throw new Error(`${r.business.row.name} does not offer ${r.category}`);
  return {
    id: ctx.random.uuid(),
    referralCode: ctx.random.uuid(),
    businessId: r.business.row.id,
    categoryId: categoryIdOf(ctx, r.category),
    recommenderUserId: r.recommenderUserId,
    referredByUserId: r.referredByUserId ?? null,
    status: r.status,
    comment: r.comment,
    inviteCount: 0,
    respondedAt: r.respondedAt ?? null,
    revokedAt: null,
    createdAt: r.createdAt,
    updatedAt: r.respondedAt ?? r.createdAt,
  };
}

function earliest(a: Date, b: Date): Date {
  return a.getTime() <= b.getTime() ? a : b;
}
