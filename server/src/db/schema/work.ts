import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type {
  ContractMode,
  LockStatus,
  PaymentScheduleChangeSetStatus,
  PaymentScheduleStatus,
  QuoteStatus,
  WorkEventKind,
  WorkSide,
  WorkStatus,
} from '@tradeshub/sdk';
import { businesses, categories } from './businesses.js';
import { conversations } from './chat.js';
import { users } from './users.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A work (contract) between a customer and a business: a quote while OPEN, then a contract.
 * Amounts are stored as the server computed them from the lines (never as a client sent
 * them), so lists and value bands read them without the lines.
 */
export const works = pgTable(
  'works',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** The conversation its QUOTE message went to; set when the quote is sent, if not before. */
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    mode: text('mode').$type<ContractMode>().notNull(),
    status: text('status').$type<WorkStatus>().notNull().default('OPEN'),
    /** Where an independent assessment returns the work to (issue 16). */
    statusBeforeAssessment: text('status_before_assessment').$type<WorkStatus>(),
    quoteStatus: text('quote_status').$type<QuoteStatus>().notNull().default('DRAFT'),
    lockStatus: text('lock_status').$type<LockStatus>().notNull().default('OPEN'),
    subtotalPence: integer('subtotal_pence').notNull(),
    vatPence: integer('vat_pence').notNull(),
    totalPence: integer('total_pence').notNull(),
    /** The commission (basis points) the quote was priced at, kept once sent so a later change of rate does not move its fee. */
    commissionBasisPoints: integer('commission_basis_points').notNull(),
    startDate: at('start_date'),
    dueDate: at('due_date'),
    completedAt: at('completed_at'),
    /** Each side's confirmation of the contract; AGREED once both are set. */
    customerAgreedAt: at('customer_agreed_at'),
    businessAgreedAt: at('business_agreed_at'),
    /** A request to cancel started work, waiting for the other side to confirm. */
    cancelRequestedBy: text('cancel_requested_by').$type<WorkSide>(),
    cancelRequestedAt: at('cancel_requested_at'),
    cancelReason: text('cancel_reason'),
    /** Manage-work markers: a change this side has not seen yet (the menu badge counts works with it set). */
    customerUnseenAt: at('customer_unseen_at'),
    businessUnseenAt: at('business_unseen_at'),
    /** Kept to the millisecond, as JavaScript dates are, so pages order and compare by the column itself and use its indexes. */
    createdAt: at('created_at').notNull().default(sql`date_trunc('milliseconds', now())`),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // Ascending: read backwards they give 'created_at desc, id desc' (drizzle's desc() adds NULLS LAST, which that order cannot use).
    index('works_customer_created_idx').on(t.customerId, t.createdAt, t.id),
    index('works_business_created_idx').on(t.businessId, t.createdAt, t.id),
    index('works_conversation_idx').on(t.conversationId),
    index('works_customer_unseen_idx').on(t.customerId).where(sql`${t.customerUnseenAt} is not null`),
    index('works_business_unseen_idx').on(t.businessId).where(sql`${t.businessUnseenAt} is not null`),
  ],
);

/** A quote line: price in pence excluding VAT; VAT in basis points (2000 = 20 %), so it stays exact. */
export const workLineItems = pgTable(
  'work_line_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workId: uuid('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    pricePence: integer('price_pence').notNull(),
    vatBasisPoints: integer('vat_basis_points').notNull(),
    priority: integer('priority').notNull(),
  },
  (t) => [index('work_line_items_work_idx').on(t.workId, t.priority)],
);

/**
 * One scheduled payment. OPEN until the business asks for it (REQUESTED, with its due date),
 * PENDING while a checkout is open, PAID; WARNING past due and LATE from 21 days past due,
 * when lateChargePence accrues (sdk late-payment rules).
 */
export const paymentScheduleItems = pgTable(
  'payment_schedule_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workId: uuid('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    amountPence: integer('amount_pence').notNull(),
    dueDate: at('due_date').notNull(),
    status: text('status').$type<PaymentScheduleStatus>().notNull().default('OPEN'),
    requestedAt: at('requested_at'),
    paidAt: at('paid_at'),
    /** Interest at 8 % a year once LATE, as of late_checked_on (frozen at payment). */
    lateChargePence: integer('late_charge_pence').notNull().default(0),
    /** The UK day ('YYYY-MM-DD') the late rules were last applied, so the daily job does each item once a day. */
    lateCheckedOn: text('late_checked_on'),
    /** The overdue status both sides were last told of, so each change is told once. */
    lastLateStatusNotified: text('last_late_status_notified').$type<PaymentScheduleStatus>(),
    /**
     * When the customer read the request for this payment; null while unread. The unread
     * payment-request badge counts requested items with this null (schedule-payments.ts).
     */
    requestReadAt: at('request_read_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('payment_schedule_items_work_idx').on(t.workId, t.dueDate),
    // The daily late-payment job walks only payments that have been asked for and are not paid.
    index('payment_schedule_items_unpaid_requested_idx')
      .on(t.dueDate)
      .where(sql`${t.status} in ('REQUESTED', 'PENDING', 'WARNING', 'LATE')`),
  ],
);

/** One payment of a proposed schedule, as the change set holds it until it is approved. */
export interface ChangeSetPayment {
  /** The existing unpaid payment it keeps (changed or not); absent for a new one. */
  id?: string;
  description: string;
  amountPence: number;
  dueDate: string;
}

/** A proposed replacement of the unpaid part of a work's schedule; one waits for an answer at a time. */
export const paymentScheduleChangeSets = pgTable(
  'payment_schedule_change_sets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workId: uuid('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    requestedByUserId: uuid('requested_by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedBySide: text('requested_by_side').$type<WorkSide>().notNull(),
    status: text('status').$type<PaymentScheduleChangeSetStatus>().notNull().default('REQUESTED'),
    payments: jsonb('payments').$type<ChangeSetPayment[]>().notNull(),
    respondedByUserId: uuid('responded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    respondedAt: at('responded_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('payment_schedule_change_sets_work_idx').on(t.workId, t.createdAt),
    // One proposal waits at a time: a second one races into this index and is refused.
    uniqueIndex('payment_schedule_change_sets_one_waiting').on(t.workId).where(sql`${t.status} = 'REQUESTED'`),
  ],
);

export const paymentScheduleChangeSetMessages = pgTable(
  'payment_schedule_change_set_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    changeSetId: uuid('change_set_id')
      .notNull()
      .references(() => paymentScheduleChangeSets.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('payment_schedule_change_set_messages_set_idx').on(t.changeSetId, t.createdAt)],
);

/** What happened to a work, told once as a sentence (the timeline). A null actor is Tradeshub itself. */
export const workEvents = pgTable(
  'work_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workId: uuid('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<WorkEventKind>().notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorSide: text('actor_side').$type<WorkSide>(),
    text: text('text').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    /** Insertion order: events of one change share their time and still read in the order they happened. */
    position: bigserial('position', { mode: 'number' }).notNull(),
  },
  (t) => [index('work_events_work_idx').on(t.workId, t.createdAt)],
);
