import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { outbox } from '../db/schema/index.js';

export interface MailMessage {
  to: string;
  /** Kept and shown as given, so it must hold no secret (templated-mail.ts renders it redacted). */
  subject: string;
  text: string;
  html?: string;
  templateKey?: string;
  /** The message as operators may read it, secrets redacted; leave out when nothing in it is secret. */
  shown?: { text: string; html?: string };
}

/**
 * Takes mail for sending. Every message becomes an outbox row at once; the mail sender
 * (mail-sender.ts) delivers it later, so no request ever waits on a mail server.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface OutboxMailerOptions {
  /** True when a mail sender delivers queued rows (SMTP_URL is set); otherwise mail is only stored. */
  delivers: boolean;
  /** Told after each queued message, so the sender need not wait for its next poll. */
  onQueued?: () => void;
  /** Given each message that is stored and never sent, unredacted: a developer's stand-in for an inbox. */
  onStored?: (message: MailMessage) => void;
}

/**
 * Queues mail in the outbox: QUEUED with its sendable text (kept only until sent or given up)
 * when there is a mail server to send to, STORED when there is none. `body`/`html` are what
 * operators see, secrets redacted.
 */
export function createOutboxMailer(db: Queryable, options: OutboxMailerOptions): Mailer {
  return {
    async send(message) {
      const shown = message.shown ?? { text: message.text, html: message.html };
      await db.insert(outbox).values({
        channel: 'email',
        recipient: message.to,
        subject: message.subject,
        body: shown.text,
        html: shown.html ?? null,
        templateKey: message.templateKey ?? null,
        ...(options.delivers
          ? { status: 'QUEUED', pendingText: message.text, pendingHtml: message.html ?? null, nextAttemptAt: sql`now()` }
          : { status: 'STORED' }),
      });
      if (options.delivers) options.onQueued?.();
      else options.onStored?.(message);
    },
  };
}
