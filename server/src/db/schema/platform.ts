import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Mail and SMS the server sent or will send. `body`/`html` are what operators see, with
 * secrets (codes, reset links) redacted; the sendable text waits in `pending_*` only until
 * the sender has handed it to SMTP or given up, then it is cleared.
 * QUEUED rows are sent by the background sender (platform/mail-sender.ts) with backoff;
 * STORED rows were never meant for a transport (no SMTP configured).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    html: text('html'),
    templateKey: text('template_key'),
    status: text('status', { enum: ['QUEUED', 'STORED', 'SENT', 'FAILED'] }).notNull(),
    error: text('error'),
    pendingText: text('pending_text'),
    pendingHtml: text('pending_html'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_recipient_idx').on(t.recipient, t.createdAt),
    index('outbox_due_idx').on(t.nextAttemptAt).where(sql`status = 'QUEUED'`),
  ],
);

/**
 * Abuse-limit counters shared by every server process: one row per limited key (an action
 * with a client address or an account), counting hits until `resets_at`.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('rate_limit_counters_resets_idx').on(t.resetsAt)],
);

/** Operator-tunable settings, one row per key (commission rate, card fees). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Email and SMS templates (`GET /email-service/templates`). */
export const templates = pgTable('templates', {
  id: uuid('id').primaryKey().defaultRandom(),
  key: text('key').notNull().unique(),
  type: text('type', { enum: ['email', 'sms'] }).notNull(),
  name: text('name').notNull(),
  subject: text('subject'),
  body: text('body').notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Content pages and items (about-us, privacy, CommunityRules...), editable by an ADMIN. */
export const contentItems = pgTable('content_items', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  kind: text('kind', { enum: ['PAGE', 'HOW_TO_USE', 'RULES', 'BLOG_POST'] }).notNull(),
  summary: text('summary'),
  body: text('body').notNull(),
  position: integer('position').notNull().default(0),
  publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Messages from the hub's feedback widget. */
export const feedback = pgTable('feedback', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id'),
  name: text('name'),
  email: text('email'),
  message: text('message').notNull(),
  page: text('page'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
