import { eq } from 'drizzle-orm';
import type { CategoryTitle } from '@tradeshub/sdk';
import { paymentScheduleItems, users, works } from '../src/db/schema/index.js';
import { createUser, registerForm, seedCategories, type TestUser } from './business.fixtures.js';
import type { TestServer } from './harness.js';
import { workAt, type Parties } from './work.fixtures.js';

// Shared by the rewards.*.test.ts files: a registered business (so it can be recommended),
// its customer, and works finished at a chosen time.

export const DAY_MS = 86_400_000;
export const FOURTEEN_DAYS_MS = 14 * DAY_MS;

export interface RewardParties extends Parties {
  categoryIds: Map<CategoryTitle, string>;
}

/** A business registered through the API (offering Roofing and Plumbing), its customer and a stranger. */
export async function rewardParties(server: TestServer, businessName = 'Pennine Roofing'): Promise<RewardParties> {
  const categoryIds = await seedCategories(server);
  const owner = await createUser(server, 'Olive');
  const business = await owner.client.business.register({ body: registerForm(categoryIds, { name: businessName }) });
  return {
    categoryIds,
    business: { id: business.id, name: businessName, owner },
    owner,
    customer: await createUser(server, 'Cara'),
    stranger: await createUser(server, 'Eve'),
  };
}

/** The customer recommends the business for Roofing and the owner accepts. */
export async function acceptedRecommendation(p: RewardParties, recommender: TestUser = p.customer) {
  const created = await recommender.client.recommendations.create({
    body: { businessId: p.business.id, workCategoryId: p.categoryIds.get('Roofing')! },
  });
  return p.owner.client.recommendations.respond({ params: { id: created.id }, body: { status: 'ACCEPTED' } });
}

/** A work of the customer's with the business, COMPLETED (all paid) at `completedAt`. */
export async function completedWork(server: TestServer, p: RewardParties, completedAt: Date, title = 'New bathroom') {
  const work = await workAt(p, 'COMPLETED_PENDING', { title });
  const { db } = server.database;
  await db.update(paymentScheduleItems).set({ status: 'PAID', paidAt: completedAt }).where(eq(paymentScheduleItems.workId, work.id));
  await db.update(works).set({ status: 'COMPLETED', completedAt }).where(eq(works.id, work.id));
  return work;
}

/** Records `referrerId` as the one who referred the user (as update-referred-by does). */
export async function referredBy(server: TestServer, userId: string, referrerId: string): Promise<void> {
  await server.database.db.update(users).set({ referredByUserId: referrerId }).where(eq(users.id, userId));
}
