import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { ACCESS_TOKEN_STORAGE_KEY, createClient, createMemoryStorage, isApiError } from '@tradeshub/sdk';
import { userBlocks, users } from '../src/db/schema/index.js';
import { hashPassword } from '../src/modules/auth/secrets.js';
import { createSession } from '../src/modules/auth/sessions.js';
import { isBlockedBetween } from '../src/modules/user/blocks.js';
import { startTestServer, type TestServer } from './harness.js';

let server: TestServer;
let passwordHash: string;

beforeAll(async () => {
  server = await startTestServer();
  passwordHash = await hashPassword('correct horse battery');
});
afterAll(async () => server?.close());
beforeEach(async () => server.reset());

async function signedInUser(firstName: string) {
  const [user] = await server.database.db
    .insert(users)
    .values({ firstName, lastName: 'Tester', email: `${firstName.toLowerCase()}@example.co.uk`, passwordHash, emailVerifiedAt: new Date() })
    .returning();
  if (!user) throw new Error('user not created');
  const storage = createMemoryStorage();
  storage.setItem(ACCESS_TOKEN_STORAGE_KEY, await createSession(server.database.db, user.id));
  return { user, client: createClient({ baseUrl: server.baseUrl, storage, logger: { warn: () => undefined } }) };
}

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw new Error(`Expected an ApiError, got ${String(error)}`);
  return error;
}

describe('blocking a user', () => {
  test('is recorded once however often it is asked, and counts in both directions', async () => {
    const ann = await signedInUser('Ann');
    const bob = await signedInUser('Bob');
    const carol = await signedInUser('Carol');
    const db = server.database.db;
    expect(await isBlockedBetween(db, ann.user.id, bob.user.id)).toBe(false);

    expect(await ann.client.user.block({ body: { userId: bob.user.id } })).toBeNull();
    expect(await ann.client.user.block({ body: { userId: bob.user.id } })).toBeNull();

    expect(await db.select().from(userBlocks).where(eq(userBlocks.blockerId, ann.user.id))).toHaveLength(1);
    expect(await isBlockedBetween(db, ann.user.id, bob.user.id)).toBe(true);
    expect(await isBlockedBetween(db, bob.user.id, ann.user.id)).toBe(true);
    expect(await isBlockedBetween(db, ann.user.id, carol.user.id)).toBe(false);
  });

  test('refuses blocking yourself and an unknown user', async () => {
    const ann = await signedInUser('Ann');
    const self = await failure(ann.client.user.block({ body: { userId: ann.user.id } }));
    expect(self.status).toBe(400);
    expect(self.message).toBe('You cannot block yourself.');

    const unknown = await failure(ann.client.user.block({ body: { userId: crypto.randomUUID() } }));
    expect(unknown.status).toBe(404);
    expect(unknown.message).toBe('We could not find that user.');
  });

  test('needs a signed-in caller', async () => {
    const bob = await signedInUser('Bob');
    const response = await fetch(`${server.baseUrl}/backend-service/user-block/block`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: bob.user.id }),
    });
    expect(response.status).toBe(401);
    expect(await server.database.db.select().from(userBlocks)).toEqual([]);
  });
});
