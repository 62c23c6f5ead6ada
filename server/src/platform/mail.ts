import nodemailer, { type Transporter } from 'nodemailer';
import type { Queryable } from '../db/client.js';
import { outbox } from '../db/schema/index.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  templateKey?: string;
}

/** Sends mail. Every message is also kept in the outbox so an operator can read what went out. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer when a URL is configured; otherwise the outbox is the transport. */
export function createMailer(db: Queryable, options: { smtpUrl: string | null; from: string }): Mailer {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(message) {
      let status: 'STORED' | 'SENT' | 'FAILED' = 'STORED';
      let error: string | null = null;
      if (transport) {
        try {
          await transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
          status = 'SENT';
        } catch (cause) {
          status = 'FAILED';
          error = cause instanceof Error ? cause.message.slice(0, 500) : 'unknown error';
        }
      }
      await db.insert(outbox).values({
        channel: 'email',
        recipient: message.to,
        subject: message.subject,
        body: message.text,
        html: message.html ?? null,
        templateKey: message.templateKey ?? null,
        status,
        error,
      });
    },
    close() {
      transport?.close();
    },
  };
}
