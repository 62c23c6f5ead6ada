import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { outbox } from '../db/schema/index.js';
import { startBatchJob } from './batch-job.js';
import { createOutboxMailer, type Mailer } from './mail.js';

// Delivers the mail queued in the outbox (mail.ts). Several server processes may each run a
// sender: a row is claimed by one UPDATE ... WHERE id IN (SELECT ... FOR UPDATE SKIP LOCKED)
// that moves its next try past a lease, so no other sender sees it as due while it is being
// sent, and a sender that dies mid-send leaves it to be tried again when the lease ends.
// The send happens outside any transaction, so a slow mail server holds no locks.

export const MAIL_DELIVERY = {
  /** Rows claimed per batch. */
  batchSize: 20,
  /** After this many failed tries a message is given up (FAILED) and its sendable text dropped. */
  maxAttempts: 8,
  /** The wait after the first failure; it doubles with each further one, up to maxRetryDelayMs. */
  firstRetryDelayMs: 60_000,
  maxRetryDelayMs: 60 * 60_000,
  /** The longest one send may take before it counts as failed. */
  sendTimeoutMs: 60_000,
  /** How long a claimed row is hidden from other senders; well past sendTimeoutMs. */
  claimLeaseMs: 5 * 60_000,
} as const;

/** How long to wait before the next try of a message that has failed `attempts` times. */
export function mailRetryDelayMs(attempts: number): number {
  return Math.min(MAIL_DELIVERY.firstRetryDelayMs * 2 ** Math.max(attempts - 1, 0), MAIL_DELIVERY.maxRetryDelayMs);
}

export interface MailSenderOptions {
  db: Database;
  smtpUrl: string;
  from: string;
  /** How often due mail is looked for; 0 turns the sender off (tests call drain()). */
  intervalMs: number;
  /** Told of each failed try; the row keeps the reason too. */
  onSendFailed: (failure: { outboxId: string; attempts: number; givenUp: boolean; error: unknown }) => void;
  onError: (error: unknown) => void;
}

export interface MailSender {
  /** Sends everything due now; answers how many messages were settled (sent or tried). */
  drain(): Promise<number>;
  /** Sends what is due soon without the caller waiting; does nothing when the sender is off. */
  wake(): void;
  /** Abandons sends under way, handing their rows back uncounted for the next sender, and stops. */
  stop(): Promise<void>;
}

type ClaimedMail = Pick<typeof outbox.$inferSelect, 'id' | 'recipient' | 'subject' | 'pendingText' | 'pendingHtml' | 'attempts'>;

const afterMs = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

async function claimDue(db: Database): Promise<ClaimedMail[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, 'QUEUED'), lte(outbox.nextAttemptAt, sql`now()`)))
    .orderBy(outbox.nextAttemptAt)
    .limit(MAIL_DELIVERY.batchSize)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: afterMs(MAIL_DELIVERY.claimLeaseMs) })
    .where(inArray(outbox.id, due))
    .returning({
      id: outbox.id,
      recipient: outbox.recipient,
      subject: outbox.subject,
      pendingText: outbox.pendingText,
      pendingHtml: outbox.pendingHtml,
      attempts: outbox.attempts,
    });
}

/** A queued row whose sendable text is gone can never be sent: it is given up at once. */
class MessageNotKept extends Error {
  constructor() {
    super('The message to send was not kept, so it cannot be sent');
  }
}

function reasonOf(error: unknown): string {
  return (error instanceof Error ? error.message : 'The mail server failed without saying why').slice(0, 500);
}

export function startMailSender(options: MailSenderOptions): MailSender {
  const { db } = options;
  const transport = nodemailer.createTransport(options.smtpUrl);
  const stopping = new AbortController();

  /** Settles one claimed row; the `attempts` check leaves alone a row another sender re-claimed after our lease ran out. */
  function settle(mail: ClaimedMail, change: PgUpdateSetSource<typeof outbox>) {
    return db
      .update(outbox)
      .set(change)
      .where(and(eq(outbox.id, mail.id), eq(outbox.status, 'QUEUED'), eq(outbox.attempts, mail.attempts)));
  }

  /** Hands a claimed row back, its try not counted: this process stopped before it could know. */
  async function release(mail: ClaimedMail): Promise<void> {
    await settle(mail, { attempts: mail.attempts - 1, nextAttemptAt: sql`now()` });
  }

  async function deliver(mail: ClaimedMail): Promise<void> {
    try {
      if (mail.pendingText === null) throw new MessageNotKept();
      await transport.sendMail({
        from: options.from,
        to: mail.recipient,
        subject: mail.subject ?? '',
        text: mail.pendingText,
        html: mail.pendingHtml ?? undefined,
        signal: AbortSignal.any([stopping.signal, AbortSignal.timeout(MAIL_DELIVERY.sendTimeoutMs)]),
      });
    } catch (error) {
      if (stopping.signal.aborted) return release(mail);
      const givenUp = error instanceof MessageNotKept || mail.attempts >= MAIL_DELIVERY.maxAttempts;
      await settle(
        mail,
        givenUp
          ? { status: 'FAILED', error: reasonOf(error), nextAttemptAt: null, pendingText: null, pendingHtml: null }
          : { error: reasonOf(error), nextAttemptAt: afterMs(mailRetryDelayMs(mail.attempts)) },
      );
      options.onSendFailed({ outboxId: mail.id, attempts: mail.attempts, givenUp, error });
      return;
    }
    await settle(mail, { status: 'SENT', sentAt: sql`now()`, error: null, nextAttemptAt: null, pendingText: null, pendingHtml: null });
  }

  async function sendBatch(): Promise<number> {
    if (stopping.signal.aborted) return 0;
    const batch = await claimDue(db);
    for (const mail of batch) await (stopping.signal.aborted ? release(mail) : deliver(mail));
    // A batch cut short by stop() must not look full, or the job would claim the released rows again.
    return stopping.signal.aborted ? 0 : batch.length;
  }
  const job = startBatchJob({
    runBatch: sendBatch,
    batchSize: MAIL_DELIVERY.batchSize,
    intervalMs: options.intervalMs,
    onError: options.onError,
  });
  return {
    drain: job.run,
    wake: () => {
      if (options.intervalMs > 0) job.wake();
    },
    async stop() {
      stopping.abort(new Error('The server stopped before the mail server answered'));
      await job.stop();
      transport.close();
    },
  };
}

export interface AppMail {
  mailer: Mailer;
  /** Null when SMTP_URL is not set: mail is then only stored. */
  sender: MailSender | null;
}

/**
 * The app's one way to send mail: an outbox mailer, and the sender that delivers what it
 * queues when SMTP_URL is set. In development without SMTP the full message is logged, so
 * whoever runs `npm start` can still read their verification code; never in production.
 */
export function startAppMail(config: Config, db: Database, log: FastifyBaseLogger): AppMail {
  const sender = config.smtpUrl
    ? startMailSender({
        db,
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        intervalMs: config.mailSendIntervalMs,
        onSendFailed: ({ outboxId, attempts, givenUp, error }) =>
          log.warn({ outboxId, attempts, err: error }, givenUp ? 'An email could not be sent and was given up' : 'An email could not be sent; it will be tried again'),
        onError: (error) => log.error({ err: error }, 'Queued mail could not be sent'),
      })
    : null;
  const mailer = createOutboxMailer(db, {
    delivers: sender !== null,
    onQueued: () => sender?.wake(),
    onStored:
      config.env === 'development'
        ? (message) => log.info({ to: message.to, subject: message.subject, text: message.text }, 'SMTP_URL is not set: this email was kept, not sent')
        : undefined,
  });
  return { mailer, sender };
}
