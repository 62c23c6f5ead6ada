import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { notificationCopies, notifications, users } from '../../db/schema/index.js';
import { startBatchJob } from '../../platform/batch-job.js';
import type { Mailer } from '../../platform/mail.js';
import type { SmsSender } from '../../platform/sms.js';
import { sendTemplatedEmail, sendTemplatedSms } from '../../platform/templated-mail.js';
import { TEMPLATE_KEYS } from '../../seed/templates.js';

// Sends the email and text copies queued with notifications (copies.ts). Several server
// processes may run a dispatcher: a copy is claimed by one UPDATE ... SKIP LOCKED before it is
// sent, and the send happens outside any transaction. An email copy is SENT once it is in the
// mail queue (platform/mail.ts); its outbox row says whether the mail server took it.

const BATCH = 20;
const MAX_ATTEMPTS = 5;
/** A copy claimed this long ago and still SENDING was left by a process that stopped mid-send. */
const STALE_CLAIM_MS = 10 * 60_000;
const SUBJECT_LENGTH = 78;

export interface CopyDispatcherOptions {
  db: Database;
  mailer: Mailer;
  sms: SmsSender;
  siteUrl: string;
  /** How often queued copies are looked for; 0 never polls (tests call drain()). */
  intervalMs: number;
  onError: (error: unknown) => void;
}

export interface CopyDispatcher {
  /** Sends everything queued now; answers how many copies were settled. */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

type ClaimedCopy = { id: string; channel: 'email' | 'sms'; attempts: number; notificationId: string };

function summaryOf(message: string): string {
  return message.length <= SUBJECT_LENGTH ? message : `${message.slice(0, SUBJECT_LENGTH - 1).trimEnd()}…`;
}

async function claim(db: Database): Promise<ClaimedCopy[]> {
  await db
    .update(notificationCopies)
    .set({ status: 'QUEUED', claimedAt: null })
    .where(and(eq(notificationCopies.status, 'SENDING'), lt(notificationCopies.claimedAt, new Date(Date.now() - STALE_CLAIM_MS))));
  const queued = db
    .select({ id: notificationCopies.id })
    .from(notificationCopies)
    .where(eq(notificationCopies.status, 'QUEUED'))
    .orderBy(notificationCopies.createdAt)
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(notificationCopies)
    .set({ status: 'SENDING', claimedAt: new Date(), attempts: sql`${notificationCopies.attempts} + 1` })
    .where(inArray(notificationCopies.id, queued))
    .returning({
      id: notificationCopies.id,
      channel: notificationCopies.channel,
      attempts: notificationCopies.attempts,
      notificationId: notificationCopies.notificationId,
    });
}

async function settle(db: Database, id: string, status: 'SENT' | 'SKIPPED' | 'FAILED' | 'QUEUED', lastError: string | null) {
  await db
    .update(notificationCopies)
    .set({ status, lastError, claimedAt: null, ...(status === 'SENT' ? { sentAt: new Date() } : {}) })
    .where(eq(notificationCopies.id, id));
}

export function startCopyDispatcher(options: CopyDispatcherOptions): CopyDispatcher {
  const { db, mailer, sms, siteUrl } = options;
  const link = `${siteUrl}/notifications`;
  const settingsLink = `${siteUrl}/user/settings/notifications`;

  async function send(copy: ClaimedCopy): Promise<void> {
    const [row] = await db
      .select({ message: notifications.message, firstName: users.firstName, email: users.email, phoneNumber: users.phoneNumber })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(eq(notifications.id, copy.notificationId));
    if (!row) return settle(db, copy.id, 'SKIPPED', 'The notification no longer exists');
    try {
      if (copy.channel === 'email') {
        const values = { firstName: row.firstName, summary: summaryOf(row.message), message: row.message, link, settingsLink };
        await sendTemplatedEmail(db, mailer, TEMPLATE_KEYS.notificationCopyEmail, row.email, values);
      } else {
        const phoneNumber = row.phoneNumber?.trim();
        if (!phoneNumber) return settle(db, copy.id, 'SKIPPED', 'No mobile number on the profile');
        await sendTemplatedSms(db, sms, TEMPLATE_KEYS.notificationCopySms, phoneNumber, { message: row.message, link });
      }
      await settle(db, copy.id, 'SENT', null);
    } catch (error) {
      const reason = error instanceof Error ? error.message.slice(0, 500) : 'unknown error';
      await settle(db, copy.id, copy.attempts >= MAX_ATTEMPTS ? 'FAILED' : 'QUEUED', reason);
      options.onError(error);
    }
  }

  async function sendBatch(): Promise<number> {
    const batch = await claim(db);
    for (const copy of batch) await send(copy);
    return batch.length;
  }
  const job = startBatchJob({ runBatch: sendBatch, batchSize: BATCH, intervalMs: options.intervalMs, onError: options.onError });
  return { drain: job.run, stop: job.stop };
}
