import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// A real SMTP server on 127.0.0.1 that keeps what it is sent, so tests read verification
// codes and reset links where a person would: in the email, not in the outbox (which shows
// them redacted). Used by the server tests and by the browser tests' global setup.

export interface CaughtMail {
  to: string[];
  subject: string;
  /** The plain-text part, decoded. */
  text: string;
}

export interface MailCatcher {
  /** An SMTP_URL that sends here. */
  url: string;
  port: number;
  /** Every message accepted, oldest first. */
  caught: CaughtMail[];
  /** The newest message accepted for an address; throws when there is none. */
  lastTo(address: string): CaughtMail;
  /** Answers every message with this temporary failure (451) until called with null. */
  refuse(reason: string | null): void;
  /** Leaves every message unanswered until `release` is called; `arrived` settles when the first one is held. */
  hold(): { release: () => void; arrived: Promise<void> };
  close(): Promise<void>;
}

/** The six-digit code in a verification email. */
export function verificationCodeIn(mail: CaughtMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`No verification code in: ${mail.text}`);
  return code;
}

/** The reset link in a password-reset email. */
export function resetLinkIn(mail: CaughtMail): string {
  const link = /https?:\/\/\S+\/auth\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No reset link in: ${mail.text}`);
  return link;
}

/** Sends whatever the test server has queued, then the newest message the catcher holds for an address. */
export async function mailTo(
  server: { app: { mailSender: { drain(): Promise<number> } | null } },
  catcher: MailCatcher,
  address: string,
): Promise<CaughtMail> {
  await server.app.mailSender?.drain();
  return catcher.lastTo(address);
}

export async function startMailCatcher(options: { port?: number; onMail?: (mail: CaughtMail) => void } = {}): Promise<MailCatcher> {
  const caught: CaughtMail[] = [];
  let refusal: string | null = null;
  let held: Promise<void> | null = null;
  let onArrival = () => {};
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        onArrival();
        void (held ?? Promise.resolve()).then(() => {
          if (refusal) return callback(Object.assign(new Error(refusal), { responseCode: 451 }));
          const mail = { to: session.envelope.rcptTo.map((r) => r.address), ...parseMessage(raw) };
          caught.push(mail);
          options.onMail?.(mail);
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    caught,
    lastTo(address) {
      const mail = caught.findLast((m) => m.to.includes(address.toLowerCase()));
      if (!mail) throw new Error(`No email reached ${address}`);
      return mail;
    },
    refuse(reason) {
      refusal = reason;
    },
    hold() {
      let open = () => {};
      held = new Promise((resolve) => (open = resolve));
      const arrived = new Promise<void>((resolve) => (onArrival = resolve));
      return {
        arrived,
        release: () => {
          held = null;
          onArrival = () => {};
          open();
        },
      };
    },
    close: () => new Promise((resolve) => smtp.close(resolve)),
  };
}

interface Entity {
  headers: Map<string, string>;
  body: string;
}

function parseEntity(raw: string): Entity {
  const end = raw.indexOf('\r\n\r\n');
  const head = end === -1 ? raw : raw.slice(0, end);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end === -1 ? '' : raw.slice(end + 4) };
}

function decodeBody(body: string, encoding = '7bit'): string {
  if (/^base64$/i.test(encoding)) return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  if (/^quoted-printable$/i.test(encoding)) {
    return decodeURIComponent(body.replace(/=\r\n/g, '').replace(/%/g, '%25').replace(/=([0-9A-F]{2})/gi, '%$1'));
  }
  return body;
}

/** The first text/plain part, decoded, of a (possibly multipart) entity. */
function plainTextOf(entity: Entity): string | null {
  const type = entity.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const part of entity.body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      const text = plainTextOf(parseEntity(part.replace(/^\r\n/, '')));
      if (text !== null) return text;
    }
    return null;
  }
  return /^text\/plain/i.test(type) ? decodeBody(entity.body, entity.headers.get('content-transfer-encoding')) : null;
}

/** Decodes RFC 2047 words (=?UTF-8?Q?...?= / =?UTF-8?B?...?=), as nodemailer writes non-ASCII subjects. */
function decodeHeader(value: string): string {
  return value.replace(/=\?[^?]+\?([QB])\?([^?]*)\?=(?:\s+(?==\?))?/gi, (_, kind: string, word: string) =>
    kind.toUpperCase() === 'B' ? decodeBody(word, 'base64') : decodeBody(word.replace(/_/g, ' '), 'quoted-printable'),
  );
}

function parseMessage(raw: string): { subject: string; text: string } {
  const message = parseEntity(raw);
  return { subject: decodeHeader(message.headers.get('subject') ?? ''), text: (plainTextOf(message) ?? '').replace(/\r\n/g, '\n').trim() };
}
