import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CheckoutSessionStatus, PaymentDocument, PaymentDocumentKind, PayoutStatus } from '@tradeshub/sdk';
import { businesses } from './businesses.js';
import { users } from './users.js';
import { supportProposals } from './support.js';
import { paymentScheduleItems, works } from './work.js';

// Card payments (ARCHITECTURE.md section 7). The provider (sandbox or Stripe) owns the money
// and the identity checks; these tables keep what we need to answer without asking it, and
// what we issued (receipts, fee invoices). Provider ids are text: they are the provider's.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A business's connected account at the provider, as its last account event described it. */
export const paymentAccounts = pgTable('payment_accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  businessId: uuid('business_id')
    .notNull()
    .unique()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  providerAccountId: text('provider_account_id').notNull().unique(),
  accountType: text('account_type').$type<'individual' | 'company'>(),
  detailsSubmitted: boolean('details_submitted').notNull().default(false),
  chargesEnabled: boolean('charges_enabled').notNull().default(false),
  payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
  /** What the provider still needs, as sentences. */
  requirements: jsonb('requirements').$type<string[]>().notNull().default([]),
  passCardFeeToCustomer: boolean('pass_card_fee_to_customer').notNull().default(false),
  /** When the provider event we last applied was created: an older event arriving late is ignored. */
  syncedAt: at('synced_at'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * A hosted checkout for one schedule item or one support proposal, with the money as the
 * server computed it when it was opened. One open checkout per item (and per proposal): the
 * partial unique indexes hold it whatever the concurrency (the item's or the proposal's row
 * lock makes the second request find the first's). customerUserId is whoever pays: the
 * customer for a schedule item, the side that asked for a support proposal.
 */
export const paymentCheckouts = pgTable(
  'payment_checkouts',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    scheduleItemId: uuid('schedule_item_id').references(() => paymentScheduleItems.id, { onDelete: 'set null' }),
    supportProposalId: uuid('support_proposal_id').references(() => supportProposals.id, { onDelete: 'set null' }),
    workId: uuid('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    customerUserId: uuid('customer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** The connected account paid; null when Tradeshub itself is paid (a support proposal). */
    providerAccountId: text('provider_account_id'),
    status: text('status').$type<CheckoutSessionStatus>().notNull().default('open'),
    url: text('url'),
    /** What the card is charged: item + late charge (+ the card fee when passed on). */
    amountPence: integer('amount_pence').notNull(),
    itemAmountPence: integer('item_amount_pence').notNull(),
    lateChargePence: integer('late_charge_pence').notNull(),
    platformFeePence: integer('platform_fee_pence').notNull(),
    cardFeePence: integer('card_fee_pence').notNull(),
    cardFeePassedOn: boolean('card_fee_passed_on').notNull(),
    /** platform fee + card fee: what the platform keeps of the charge. */
    applicationFeePence: integer('application_fee_pence').notNull(),
    /**
     * The customer's rewards paying part of the platform fee (decision 0053): off the charge
     * and off the application fee alike. Set aside in the ledger when the checkout opens,
     * given back (a RETURNED entry) when it ends unpaid.
     */
    rewardCreditPence: integer('reward_credit_pence').notNull().default(0),
    /** The ledger key (reward_entries.source_id) of that credit; null when none was used. */
    rewardSpendId: uuid('reward_spend_id'),
    declineMessage: text('decline_message'),
    paidWith: text('paid_with'),
    paymentIntentId: text('payment_intent_id'),
    expiresAt: at('expires_at').notNull(),
    paidAt: at('paid_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_checkouts_one_open_per_item').on(t.scheduleItemId).where(sql`${t.status} = 'open'`),
    uniqueIndex('payment_checkouts_one_open_per_support_proposal').on(t.supportProposalId).where(sql`${t.status} = 'open'`),
    index('payment_checkouts_business_paid_idx').on(t.businessId, t.paidAt),
    // A stage's checkouts: its paid one for Accounts and receipts, its history on the work page.
    index('payment_checkouts_schedule_item_idx').on(t.scheduleItemId),
    index('payment_checkouts_customer_idx').on(t.customerUserId, t.createdAt),
  ],
);

/** Every provider event applied, by its id: the same event delivered again changes nothing. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: at('received_at').notNull().defaultNow(),
  /** PROCESSED once applied (then skipped when sent again); FAILED while it could not be, with why: the provider sends it again. */
  status: text('status').$type<'PROCESSED' | 'FAILED'>().notNull().default('PROCESSED'),
  error: text('error'),
  attempts: integer('attempts').notNull().default(1),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** Receipts (to the customer) and fee invoices (to the business), numbered per kind without gaps. */
export const paymentDocuments = pgTable(
  'payment_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<PaymentDocumentKind>().notNull(),
    number: text('number').notNull().unique(),
    checkoutId: text('checkout_id')
      .notNull()
      .references(() => paymentCheckouts.id, { onDelete: 'cascade' }),
    workId: uuid('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    scheduleItemId: uuid('schedule_item_id'),
    customerUserId: uuid('customer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** The document as issued: later changes to names or addresses do not rewrite it. */
    document: jsonb('document').$type<PaymentDocument>().notNull(),
    /** Always the payment's time as JavaScript had it (whole milliseconds): lists order by it as it is (timeWrittenInMs). */
    issuedAt: at('issued_at').notNull(),
  },
  (t) => [
    uniqueIndex('payment_documents_one_per_checkout').on(t.checkoutId, t.kind),
    index('payment_documents_customer_idx').on(t.customerUserId, t.issuedAt),
    index('payment_documents_business_idx').on(t.businessId, t.issuedAt),
  ],
);

/** The last number issued of each document kind. */
export const paymentDocumentCounters = pgTable('payment_document_counters', {
  kind: text('kind').$type<PaymentDocumentKind>().primaryKey(),
  last: integer('last').notNull(),
});

/** Money the provider sent from the connected account to the business's bank or card. */
export const payouts = pgTable(
  'payouts',
  {
    id: text('id').primaryKey(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    amountPence: integer('amount_pence').notNull(),
    status: text('status').$type<PayoutStatus>().notNull(),
    destination: text('destination').notNull(),
    arrivalDate: at('arrival_date').notNull(),
    syncedAt: at('synced_at').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('payouts_business_idx').on(t.businessId, t.createdAt)],
);

/**
 * The sandbox provider's own store (its accounts, sessions, bank accounts and cards), as a
 * real provider would keep them on its side. Unused with Stripe.
 */
export const sandboxPaymentObjects = pgTable(
  'sandbox_payment_objects',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    accountId: text('account_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('sandbox_payment_objects_account_idx').on(t.accountId, t.kind)],
);
