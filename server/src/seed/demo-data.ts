import type { CategoryTitle } from '@tradeshub/sdk';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, Queryable } from '../db/client.js';
import {
  addresses,
  businessCategories,
  businesses,
  communityActivities,
  communityComments,
  communityPosts,
  communityReplies,
  communityReports,
  communityUpvotes,
  notifications,
  operatorActions,
  outbox,
  recommendations,
  reviewDisputes,
  reviews,
  rewardEntries,
  supportProposals,
  userConnections,
  users,
} from '../db/schema/index.js';
import { hashPassword } from '../modules/auth/secrets.js';
import { recountAllRecommendations } from '../modules/recommendations/queries.js';
import { recomputeBusinessRatings } from '../modules/reviews/ratings.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.js';
import { buildBusinesses } from './demo-businesses.js';
import {
  categoryIdOf,
  daysBefore,
  PhoneBook,
  type AddressRow,
  type BusinessCategoryRow,
  type BusinessRow,
  type DemoContext,
  type ReviewRow,
  type UserRow,
} from './demo-context.js';
import { buildDemoConsole, type DemoConsole } from './demo-console.js';
import { buildDemoCommunity, type DemoCommunity } from './demo-community.js';
import { buildDemoConversation, insertDemoConversation } from './demo-conversation.js';
import { buildCustomers } from './demo-customers.js';
import { buildReviews } from './demo-reviews.js';
import { buildDemoRewards, type DemoRewards } from './demo-rewards.js';
import { buildDemoSupport, type DemoSupport } from './demo-support.js';
import { buildDemoTrust, type DemoTrust } from './demo-trust.js';
import { insertDemoPayments } from './demo-payments.js';
import { buildDemoWorks, insertDemoWorks, type DemoWorks } from './demo-works.js';
import { SeededRandom } from './random.js';
import { seedCategories } from './reference-data.js';

/** Change it and every demo business, customer and review changes with it. */
export const DEMO_SEED = 20_260_401;

/** Postgres takes at most 65,535 parameters a statement; a review row has 16. */
const ROWS_PER_INSERT = 1000;

export interface DemoData {
  users: UserRow[];
  businesses: BusinessRow[];
  businessCategories: BusinessCategoryRow[];
  addresses: AddressRow[];
  reviews: ReviewRow[];
  conversation: ReturnType<typeof buildDemoConversation>;
  trust: DemoTrust;
  works: DemoWorks;
  console: DemoConsole;
  community: DemoCommunity;
  rewards: DemoRewards;
  support: DemoSupport;
}

export interface DemoDataCounts {
  users: number;
  businesses: number;
  reviews: number;
  recommendations: number;
}

export interface BuildDemoDataOptions {
  /** The moment the data is built for: accounts and reviews are dated in the two or three years before it. */
  now: Date;
  /** One hash shared by every account (argon2 is deliberately slow). */
  passwordHash: string;
  categoryIds: ReadonlyMap<CategoryTitle, string>;
  seed?: number;
}

/** Builds every demo row in memory, with ids, so the whole set goes in with a few inserts. */
export function buildDemoData(options: BuildDemoDataOptions): DemoData {
  const random = new SeededRandom(options.seed ?? DEMO_SEED);
  const ctx: DemoContext = { ...options, random, phones: new PhoneBook(random) };
  const admin = adminRow(ctx);
  const demoBusinesses = buildBusinesses(ctx);
  const { customers, addresses: customerAddresses } = buildCustomers(ctx);
  const people = [admin, ...customers.map((c) => c.user), ...demoBusinesses.map((b) => b.owner)];
  const demoReviews = buildReviews(ctx, demoBusinesses, customers);
  const conversation = buildDemoConversation(people, random, options.now);
  const trust = buildDemoTrust(ctx, { businesses: demoBusinesses, customers, reviews: demoReviews, admin });
  const pair = { customer: customers[0]!.user, tradesperson: demoBusinesses[0]!.owner, conversationId: conversation.conversation.id };
  const works = buildDemoWorks(ctx, pair, demoBusinesses, customers);
  const decided = trust.disputes.find((d) => d.status === 'REJECTED')!;
  const operatorConsole = buildDemoConsole(
    options.now,
    { admin, suspended: customers.at(-1)!.user, reporter: customers[0]!.user },
    decided,
    demoBusinesses.find((b) => b.row.id === decided.businessId)!.row.name,
    // Drawn last, so every other demo row keeps the ids it had.
    { post: random.uuid(), report: random.uuid() },
  );
  const { suspended } = operatorConsole;
  const community = buildDemoCommunity(ctx, { businesses: demoBusinesses, customers, addresses: customerAddresses, seed: options.seed ?? DEMO_SEED });
  const rewards = buildDemoRewards(ctx, { customer: pair.customer, recommendations: trust.recommendations, businesses: demoBusinesses });
  // Drawn after everything else, so the rows above keep the ids they had before issue 16.
  const ravi = demoBusinesses[0]!;
  const support = buildDemoSupport(
    ctx,
    {
      customerId: pair.customer.id,
      customerName: `${pair.customer.firstName} ${pair.customer.lastName}`,
      businessId: ravi.row.id,
      businessName: ravi.row.name,
      businessUserId: pair.tradesperson.id,
      conversationId: pair.conversationId,
    },
    customerAddresses.find((a) => a.userId === pair.customer.id)!,
    demoBusinesses,
  );
  return {
    users: people.map((user) => ({
      ...user,
      ...(trust.referredBy.has(user.id) ? { referredByUserId: trust.referredBy.get(user.id) } : {}),
      ...(user.id === suspended.userId ? { suspendedAt: suspended.at, suspendedReason: suspended.reason } : {}),
    })),
    businesses: demoBusinesses.map((b) => (b.row.id === support.assessorBusinessId ? { ...b.row, isAssessor: true } : b.row)),
    businessCategories: demoBusinesses.flatMap((b) => b.categories.map((title) => ({ businessId: b.row.id, categoryId: categoryIdOf(ctx, title) }))),
    addresses: customerAddresses,
    reviews: demoReviews,
    conversation,
    trust,
    // Her unreviewed job goes last: the demo pair's works are picked out by position.
    works: { ...works, built: [...works.built, support.work, rewards.unreviewed], notifications: [...works.notifications, ...support.notifications] },
    console: operatorConsole,
    community,
    rewards,
    support,
  };
}

/** Inserts the demo data and brings the rating and recommendation counts in step; run it inside a transaction. */
export async function insertDemoData(db: Queryable, passwordHash: string, now: Date): Promise<DemoDataCounts> {
  const categoryIds = await seedCategories(db);
  const data = buildDemoData({ now, passwordHash, categoryIds });
  await insertInBatches(db, users, data.users);
  await insertInBatches(db, businesses, data.businesses);
  await insertInBatches(db, businessCategories, data.businessCategories);
  await insertInBatches(db, addresses, data.addresses);
  await insertInBatches(db, reviews, data.reviews);
  await insertDemoConversation(db, data.conversation);
  await insertInBatches(db, recommendations, data.trust.recommendations);
  await insertInBatches(db, userConnections, data.trust.connections);
  await insertInBatches(db, reviewDisputes, data.trust.disputes);
  await insertInBatches(db, notifications, data.trust.notifications);
  await insertDemoWorks(db, data.works, (table, rows) => insertInBatches(db, table, rows));
  await insertInBatches(db, supportProposals, data.support.proposals);
  await insertInBatches(db, operatorActions, data.console.auditEntries);
  await insertInBatches(db, communityPosts, data.console.posts);
  await insertInBatches(db, communityReports, data.console.reports);
  await insertInBatches(db, outbox, data.console.outbox);
  const demoBusiness = data.businesses[0]!;
  await insertDemoPayments(db, { id: demoBusiness.id, name: demoBusiness.name, email: demoBusiness.email });
  await insertInBatches(db, communityPosts, data.community.posts);
  await insertInBatches(db, communityComments, data.community.comments);
  await insertInBatches(db, communityReplies, data.community.replies);
  await insertInBatches(db, communityUpvotes, data.community.upvotes);
  await insertInBatches(db, communityActivities, data.community.activities);
  await insertInBatches(db, notifications, data.community.notifications);
  await insertInBatches(db, rewardEntries, data.rewards.entries);
  await insertInBatches(db, notifications, data.rewards.notifications);
  await recomputeBusinessRatings(db);
  await recountAllRecommendations(db);
  return {
    users: data.users.length,
    businesses: data.businesses.length,
    reviews: data.reviews.length,
    recommendations: data.trust.recommendations.length,
  };
}

/** Adds the demo data in one transaction; fails if any of it is already there (use seedIfEmpty on start-up). */
export async function seedDemoData(db: Database, options: { now?: Date } = {}): Promise<DemoDataCounts> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction((tx) => insertDemoData(tx, passwordHash, options.now ?? new Date()));
}

async function insertInBatches<T extends PgTable>(db: Queryable, table: T, rows: readonly T['$inferInsert'][]): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await db.insert(table).values(rows.slice(start, start + ROWS_PER_INSERT));
  }
}

function adminRow(ctx: DemoContext): UserRow {
  const account = DEMO_ACCOUNTS.admin;
  const createdAt = daysBefore(ctx.now, 1100);
  return {
    id: ctx.random.uuid(),
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    passwordHash: ctx.passwordHash,
    role: 'ADMIN',
    emailVerifiedAt: createdAt,
    communityRuleAccepted: true,
    isBoarded: true,
    createdAt,
    updatedAt: createdAt,
  };
}
