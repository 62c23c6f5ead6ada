import { sql } from 'drizzle-orm';
import type { RealtimeEventName, RealtimeEvents } from '@tradeshub/sdk';
import type { Queryable } from '../db/client.js';
import { encodeEnvelope, encodeSignal } from './bus-body.js';
import { REALTIME_CHANNEL, toPayloads } from './bus-wire.js';
import type { BusSignal, RealtimeEnvelope } from './event-bus.js';

/**
 * Publishes an event from inside a transaction: PostgreSQL (and PGlite) hold a NOTIFY until
 * the transaction commits and drop it on rollback, so sockets hear only what was kept. Every
 * process's bus listens on the channel (docs/decisions/0010-realtime-bus.md). Outside a
 * transaction the event goes out at once.
 */
export async function publishOnCommit<K extends RealtimeEventName>(
  db: Queryable,
  to: readonly string[],
  event: K,
  data: RealtimeEvents[K],
): Promise<void> {
  if (to.length === 0) return;
  await notifyOnCommit(db, encodeEnvelope({ to, event, data } as RealtimeEnvelope));
}

/** Tells every server process, this one included, once the transaction commits (at once outside one). */
export async function signalOnCommit(db: Queryable, signal: BusSignal): Promise<void> {
  await notifyOnCommit(db, encodeSignal(signal));
}

async function notifyOnCommit(db: Queryable, body: string): Promise<void> {
  const notifies = toPayloads(body, '').map((payload) => sql`pg_notify(${REALTIME_CHANNEL}, ${payload})`);
  await db.execute(sql`select ${sql.join(notifies, sql`, `)}`);
}
