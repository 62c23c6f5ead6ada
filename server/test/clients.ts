import { desc, eq } from 'drizzle-orm';
import { ACCESS_TOKEN_STORAGE_KEY, createClient, createMemoryStorage, isApiError, type ApiError, type TradeshubClient } from '@tradeshub/sdk';
import { outbox, users } from '../src/db/schema/index.js';
import { createSession } from '../src/modules/auth/sessions.js';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts.js';
import type { TestServer } from './harness.js';

const quiet = { warn: () => undefined };

/** A fresh sdk client (its own storage, so its own session) talking to the test server. */
export function clientFor(server: TestServer): TradeshubClient {
  return createClient({ baseUrl: server.baseUrl, storage: createMemoryStorage(), logger: quiet });
}

/** A client signed in as one of the seeded demo accounts (they share a password). */
export async function demoClient(server: TestServer, emailAddress: string): Promise<TradeshubClient> {
  const client = clientFor(server);
  await client.signIn({ emailAddress, password: DEMO_ACCOUNTS.customer.password });
  return client;
}

/** The newest email the server sent to an address (the outbox keeps every one). */
export async function lastEmailTo(server: TestServer, recipient: string) {
  const [mail] = await server.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, recipient))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  if (!mail) throw new Error(`No email was sent to ${recipient}`);
  return mail;
}

/** The ApiError a call fails with; fails the test if the call succeeds or throws something else. */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw new Error(`Expected an ApiError, got ${String(error)}`);
  return error;
}

/** A verified user made directly in the database, with a client already holding their session. */
export async function signedInUser(server: TestServer, passwordHash: string, firstName: string) {
  const [user] = await server.database.db
    .insert(users)
    .values({ firstName, lastName: 'Tester', email: `${firstName.toLowerCase()}@example.co.uk`, passwordHash, emailVerifiedAt: new Date() })
    .returning();
  if (!user) throw new Error('user not created');
  const storage = createMemoryStorage();
  storage.setItem(ACCESS_TOKEN_STORAGE_KEY, await createSession(server.database.db, user.id));
  return { user, client: createClient({ baseUrl: server.baseUrl, storage, logger: quiet }) };
}
