import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { userBlocks } from '../src/db/schema/index.js';
import { hashPassword } from '../src/modules/auth/secrets.js';
import { isBlockedBetween } from '../src/modules/user/blocks.js';
import { failure, signedInUser } from './clients.js';
import { startTestServer, type TestServer } from './harness.js';

let server: TestServer;
let passwordHash: string;

beforeAll(async () => {
  server = await startTestServer();
  passwordHash = await hashPassword('correct horse battery');
});
afterAll(async () => server?.close());
beforeEach(async () => server.reset());



describe('blocking a user', () => {
  test('is recorded once however often it is asked, and counts in both directions', async () => {
    const ann = await signedInUser(server, passwordHash, 'Ann');
    const bob = await signedInUser(server, passwordHash, 'Bob');
    const carol = await signedInUser(server, passwordHash, 'Carol');
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
    const ann = await signedInUser(server, passwordHash, 'Ann');
    const self = await failure(ann.client.user.block({ body: { userId: ann.user.id } }));
    expect(self.status).toBe(400);
    expect(self.message).toBe('You cannot block yourself.');

    const unknown = await failure(ann.client.user.block({ body: { userId: crypto.randomUUID() } }));
    expect(unknown.status).toBe(404);
    expect(unknown.message).toBe('We could not find that user.');
  });

  test('needs a signed-in caller', async () => {
    const bob = await signedInUser(server, passwordHash, 'Bob');
    const response = await fetch(`${server.baseUrl}/backend-service/user-block/block`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: bob.user.id }),
    });
    expect(response.status).toBe(401);
    expect(await server.database.db.select().from(userBlocks)).toEqual([]);
  });
});
