import { desc, eq } from 'drizzle-orm';
import { createClient, createMemoryStorage, type TradeshubClient } from '@tradeshub/sdk';
import { outbox } from '../src/db/schema/index.js';
import type { TestServer } from './harness.js';

const quiet = { warn: () => undefined };

/** A fresh sdk client (its own storage, so its own session) talking to the test server. */
export function clientFor(server: TestServer): TradeshubClient {
  return createClient({ baseUrl: server.baseUrl, storage: createMemoryStorage(), logger: quiet });
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
