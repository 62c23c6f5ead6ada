import { eq } from 'drizzle-orm';
import { isApiError, type ApiError, type RatingScores } from '@tradeshub/sdk';
import { businesses, users } from '../src/db/schema/index.js';
import { cellOf } from '../src/modules/business/geo.js';
import { createUser, MANCHESTER, type TestUser } from './business.fixtures.js';
import type { TestServer } from './harness.js';

// Shared by the reviews.*.test.ts files: a customer, a business with a signed-in owner, an operator.

export const scores = (overall: number, rest = overall): RatingScores => ({
  OVERALL: overall,
  PRICE: rest,
  PUNCTUALITY: rest,
  CLEANLINESS: rest,
  QUALITY: rest,
  FRIENDLINESS: rest,
});

export interface TestBusiness {
  id: string;
  name: string;
  owner: TestUser;
}

/** A business owned by a fresh signed-in tradesperson. */
export async function createBusiness(server: TestServer, name = 'Pennine Roofing'): Promise<TestBusiness> {
  const owner = await createUser(server, 'Olivia');
  const { db } = server.database;
  await db.update(users).set({ role: 'TRADEPERSON' }).where(eq(users.id, owner.id));
  const [row] = await db
    .insert(businesses)
    .values({
      ownerUserId: owner.id,
      name,
      email: 'office@example.co.uk',
      phoneNumber: '0161 496 0000',
      address1: '1 Deansgate',
      locality: 'Manchester',
      postcode: 'M3 1AZ',
      latitude: MANCHESTER.latitude,
      longitude: MANCHESTER.longitude,
      h3Cell: cellOf(MANCHESTER.latitude, MANCHESTER.longitude),
    })
    .returning({ id: businesses.id });
  return { id: row!.id, name, owner };
}

/** A signed-in Tradeshub operator. */
export async function createOperator(server: TestServer): Promise<TestUser> {
  const operator = await createUser(server, 'Opal');
  await server.database.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, operator.id));
  return operator;
}

/** The business's aggregates as its profile and search read them. */
export async function ratingsOf(server: TestServer, businessId: string) {
  const [row] = await server.database.db
    .select({ reviewCount: businesses.reviewCount, overall: businesses.ratingOverall, price: businesses.ratingPrice })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row!;
}

/** The ApiError a call failed with; fails the test if it succeeded. */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw new Error(`Expected an ApiError, got ${String(error)}`);
  return error;
}
