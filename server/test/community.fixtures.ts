import { eq } from 'drizzle-orm';
import type { CreatePostBody } from '@tradeshub/sdk';
import { users } from '../src/db/schema/index.js';
import { createUser, type TestUser } from './business.fixtures.js';
import type { TestServer } from './harness.js';

// Shared by the community.*.test.ts files: people who have accepted the rules, places at
// known distances and a job request as the hub sends one.

export const BATH = { latitude: 51.3811, longitude: -2.359 };
export const BATH_HOME = { address1: '4 Gay Street', locality: 'Bath', postcode: 'BA1 2PH', ...BATH };

/** A signed-in person who has accepted the community rules (through the API, as the hub does). */
export async function member(server: TestServer, firstName: string): Promise<TestUser> {
  const user = await createUser(server, firstName);
  await user.client.user.updateCommunityRuleAccepted({ body: { accepted: true } });
  return user;
}

export async function setRole(server: TestServer, userId: string, role: 'TRADEPERSON' | 'CUSTOMER'): Promise<void> {
  await server.database.db.update(users).set({ role }).where(eq(users.id, userId));
}

export function jobRequest(categoryId: string, overrides: Partial<CreatePostBody> = {}): CreatePostBody {
  return {
    type: 'JOB_REQUEST',
    title: 'Retile the bathroom floor',
    body: 'About 6 square metres, old tiles to come up first.',
    categoryId,
    budgetBand: 'FROM_500_TO_5000',
    location: BATH,
    locality: 'Bath',
    ...overrides,
  };
}

export function generalPost(overrides: Partial<CreatePostBody> = {}): CreatePostBody {
  return { type: 'GENERAL', title: 'Anyone know a good chimney sweep?', body: 'Ours has retired.', location: BATH, locality: 'Bath', ...overrides };
}
