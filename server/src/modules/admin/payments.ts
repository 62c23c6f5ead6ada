import { and, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AdminPayment, WebhookEvent } from '@tradeshub/sdk';
import type { Database } from '../../db/client.js';
import { businesses, paymentCheckouts, paymentWebhookEvents, users, works } from '../../db/schema/index.js';
import { badRequest } from '../../http/errors.js';
import { createdAtMs, encodePageCursor, type PageCursor } from '../../http/page-cursor.js';

// The console's Payments and webhooks (read-only): every checkout with where it stands, and
// every provider event the webhook route accepted, with whether it was applied.

// Both lists are keyed by the provider's ids (text, not uuids), so their cursors are read here.
const PROVIDER_ID = /^[A-Za-z0-9_-]{1,255}$/;

function decodeCursor(value: string, what: string): PageCursor {
  const [time, id, ...rest] = Buffer.from(value.slice(0, 400), 'base64url').toString('utf8').split('|');
  const createdAt = new Date(time ?? '');
  if (rest.length > 0 || !id || !PROVIDER_ID.test(id) || !Number.isFinite(createdAt.getTime())) throw badRequest(`That page of ${what} no longer exists. Load the ${what} again from the start.`);
  return { createdAt, id };
}

function afterCursor(at: SQL<Date>, id: AnyColumn, cursor: PageCursor | null): SQL | undefined {
  return cursor ? sql`(${at}, ${id}) < (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id})` : undefined;
}

function toPage<R, T>(rows: readonly R[], limit: number, position: (row: R) => PageCursor, map: (row: R) => T) {
  const kept = rows.slice(0, limit);
  const last = kept.at(-1);
  return { items: kept.map(map), nextCursor: rows.length > limit && last ? encodePageCursor(position(last)) : null };
}

const checkoutAtMs = createdAtMs(paymentCheckouts.createdAt);
const receivedAtMs = createdAtMs(paymentWebhookEvents.receivedAt);

export async function adminPayments(db: Database, query: { cursor?: string | undefined; limit: number }) {
  const after = query.cursor ? decodeCursor(query.cursor, 'payments') : null;
  const rows = await db
    .select({ checkout: paymentCheckouts, businessName: businesses.name, firstName: users.firstName, lastName: users.lastName, workTitle: works.title, position: checkoutAtMs })
    .from(paymentCheckouts)
    .innerJoin(businesses, eq(businesses.id, paymentCheckouts.businessId))
    .innerJoin(users, eq(users.id, paymentCheckouts.customerUserId))
    .innerJoin(works, eq(works.id, paymentCheckouts.workId))
    .where(afterCursor(checkoutAtMs, paymentCheckouts.id, after))
    .orderBy(desc(checkoutAtMs), desc(paymentCheckouts.id))
    .limit(query.limit + 1);
  return toPage(
    rows,
    query.limit,
    (r) => ({ createdAt: r.position, id: r.checkout.id }),
    ({ checkout: c, businessName, firstName, lastName, workTitle }): AdminPayment => ({
      id: c.id,
      provider: c.provider,
      status: c.status === 'open' && c.expiresAt <= new Date() ? 'expired' : c.status,
      paid: c.paidAt !== null,
      amountPence: c.amountPence,
      applicationFeePence: c.applicationFeePence,
      businessName,
      customerName: `${firstName} ${lastName}`.trim(),
      workTitle,
      paidWith: c.paidWith,
      declineMessage: c.status === 'open' ? c.declineMessage : null,
      createdAt: c.createdAt.toISOString(),
      paidAt: c.paidAt?.toISOString() ?? null,
    }),
  );
}

export async function adminWebhookEvents(db: Database, query: { cursor?: string | undefined; limit: number; status?: 'PROCESSED' | 'FAILED' | undefined }) {
  const t = paymentWebhookEvents;
  const after = query.cursor ? decodeCursor(query.cursor, 'webhook events') : null;
  const rows = await db
    .select({ event: t, position: receivedAtMs })
    .from(t)
    .where(and(query.status ? eq(t.status, query.status) : undefined, afterCursor(receivedAtMs, t.id, after)))
    .orderBy(desc(receivedAtMs), desc(t.id))
    .limit(query.limit + 1);
  return toPage(
    rows,
    query.limit,
    (r) => ({ createdAt: r.position, id: r.event.id }),
    ({ event: e }): WebhookEvent => ({
      id: e.id,
      provider: e.provider,
      type: e.type,
      status: e.status,
      error: e.error,
      attempts: e.attempts,
      receivedAt: e.receivedAt.toISOString(),
      updatedAt: e.updatedAt.toISOString(),
    }),
  );
}
