import { z } from 'zod';
import { id, isoDate, pence, penceSum, text } from '../common.js';
import { PAYMENT_SCHEDULE_STATUSES } from '../../domain/statuses.js';
import { urlField } from './fields.js';

// Payment provider objects. Their ids are the provider's own (not UUIDs).

export const CHECKOUT_SESSION_STATUSES = ['open', 'complete', 'expired'] as const;
export type CheckoutSessionStatus = (typeof CHECKOUT_SESSION_STATUSES)[number];

/** A hosted checkout for one schedule item or one support proposal. */
export const checkoutSessionSchema = z.object({
  id: text(255),
  /** Where to send the payer; null once the session is complete or expired. */
  url: urlField.nullable(),
  status: z.enum(CHECKOUT_SESSION_STATUSES),
  paid: z.boolean(),
  amountPence: pence,
  scheduleItemId: id.nullable(),
  supportProposalId: id.nullable(),
  expiresAt: isoDate,
  /** Why the last card tried was refused, as a sentence the payer can act on; null when nothing was refused. */
  declineMessage: text(300).nullable(),
});
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

/** A link to the provider's identity-verification (KYC) onboarding for the caller's business. */
export const kycSessionSchema = z.object({
  accountId: text(255),
  url: urlField,
  expiresAt: isoDate,
});
export type KycSession = z.infer<typeof kycSessionSchema>;

/**
 * Where a connected account stands: PENDING until identity details are sent, RESTRICTED
 * while the provider needs more (see requirements), VERIFIED once charges and payouts work.
 */
export const CONNECTED_ACCOUNT_STATUSES = ['PENDING', 'RESTRICTED', 'VERIFIED'] as const;
export type ConnectedAccountStatus = (typeof CONNECTED_ACCOUNT_STATUSES)[number];

/** The business's connected payment account and what it may do yet. */
export const connectedAccountSchema = z.object({
  id: text(255),
  businessId: id,
  status: z.enum(CONNECTED_ACCOUNT_STATUSES),
  /** 'individual' (a sole trader) or 'company', as identity checks answered it; null before. */
  accountType: z.enum(['individual', 'company']).nullable(),
  /** Whether the customer pays the card fee on top (the exact gross-up) rather than the tradesperson. */
  passCardFeeToCustomer: z.boolean(),
  detailsSubmitted: z.boolean(),
  chargesEnabled: z.boolean(),
  payoutsEnabled: z.boolean(),
  /** What the provider still needs, as sentences to show. */
  requirements: z.array(text(300)),
  createdAt: isoDate,
});
export type ConnectedAccount = z.infer<typeof connectedAccountSchema>;

/** A bank account payouts can go to. */
export const externalAccountSchema = z.object({
  id: text(255),
  bankName: text(100),
  last4: text(4),
  currency: text(3),
  isDefault: z.boolean(),
});
export type ExternalAccount = z.infer<typeof externalAccountSchema>;

/** A debit card on the connected account. */
export const connectedAccountCardSchema = z.object({
  id: text(255),
  brand: text(30),
  last4: text(4),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2000).max(2100),
  isDefault: z.boolean(),
});
export type ConnectedAccountCard = z.infer<typeof connectedAccountCardSchema>;

/** Which of the tradesperson's payments a list shows; LATE also takes in WARNING (overdue). */
export const ACCOUNT_PAYMENT_FILTERS = ['REQUESTED', 'PENDING', 'PAID', 'LATE'] as const;
export type AccountPaymentFilter = (typeof ACCOUNT_PAYMENT_FILTERS)[number];

/** One scheduled payment as the tradesperson's Accounts shows it. */
export const accountPaymentSchema = z.object({
  scheduleItemId: id,
  workId: id,
  workTitle: text(200),
  customerName: text(200),
  description: text(300),
  status: z.enum(PAYMENT_SCHEDULE_STATUSES),
  amountPence: pence,
  /** Late-payment interest: accrued so far while unpaid, as collected once paid. */
  lateChargePence: pence,
  dueDate: isoDate,
  requestedAt: isoDate.nullable(),
  paidAt: isoDate.nullable(),
  /** The fees taken and what reached the tradesperson; null until paid. */
  platformFeePence: pence.nullable(),
  cardFeePence: pence.nullable(),
  netPence: pence.nullable(),
  receiptId: id.nullable(),
  feeInvoiceId: id.nullable(),
});
export type AccountPayment = z.infer<typeof accountPaymentSchema>;

/** Money earned over a period: what customers paid (gross), the fees and what is left (net). */
export const earningsSchema = z.object({
  /** First day of the period (UK), inclusive. */
  from: isoDate,
  grossPence: penceSum,
  /** Commission plus VAT on it. */
  platformFeePence: penceSum,
  cardFeePence: penceSum,
  /** platformFeePence + cardFeePence. */
  feesPence: penceSum,
  netPence: penceSum,
  paymentCount: z.number().int().min(0),
});
export type Earnings = z.infer<typeof earningsSchema>;

/** How many payments are in one state and what they add up to. */
export const paymentBucketSchema = z.object({
  count: z.number().int().min(0),
  amountPence: penceSum,
  /** Late-payment interest in the bucket (accrued so far for unpaid ones). */
  lateChargePence: penceSum,
});
export type PaymentBucket = z.infer<typeof paymentBucketSchema>;

export const PAYOUT_STATUSES = ['IN_TRANSIT', 'PAID', 'FAILED'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** Money sent from the connected account to the tradesperson's bank or card. */
export const payoutSchema = z.object({
  id: text(255),
  amountPence: pence,
  status: z.enum(PAYOUT_STATUSES),
  /** Where it went, e.g. 'Monzo •••• 6789'. */
  destination: text(120),
  arrivalDate: isoDate,
  createdAt: isoDate,
});
export type Payout = z.infer<typeof payoutSchema>;

export const PAYMENT_DOCUMENT_KINDS = ['RECEIPT', 'FEE_INVOICE'] as const;
export type PaymentDocumentKind = (typeof PAYMENT_DOCUMENT_KINDS)[number];

/** One line of a receipt or fee invoice; amounts in pence, VAT rate in percent (0 when outside VAT). */
export const paymentDocumentLineSchema = z.object({
  description: text(300),
  netPence: pence,
  vatRatePercent: z.number().min(0).max(100),
  vatPence: pence,
  totalPence: pence,
});
export type PaymentDocumentLine = z.infer<typeof paymentDocumentLineSchema>;

const documentParty = z.object({ name: text(200), vatNo: text(30).nullable(), address: text(500).nullable() });

/**
 * A numbered VAT receipt (to the customer, from the business, for a payment) or a fee
 * invoice (to the business, from Tradeshub, for its commission + VAT and any card fee).
 */
export const paymentDocumentSchema = z.object({
  id,
  kind: z.enum(PAYMENT_DOCUMENT_KINDS),
  /** Sequential per kind: 'R-000042' for receipts, 'F-000042' for fee invoices. */
  number: text(20),
  issuedAt: isoDate,
  workId: id,
  workTitle: text(200),
  scheduleItemId: id.nullable(),
  from: documentParty,
  to: documentParty,
  lines: z.array(paymentDocumentLineSchema),
  netPence: pence,
  vatPence: pence,
  totalPence: pence,
  /** How it was paid, e.g. 'Visa •••• 4242'; null for a fee invoice. */
  paidWith: text(60).nullable(),
  /**
   * On a receipt, the part of the total the customer's Tradeshub rewards paid (Tradeshub gave
   * up that much of its fee); the card paid the rest. 0 when none, and on fee invoices.
   */
  rewardCreditPence: pence.default(0),
});
export type PaymentDocument = z.infer<typeof paymentDocumentSchema>;

/** The tradesperson's Accounts page at a glance. */
export const accountsSummarySchema = z.object({
  thisMonth: earningsSchema,
  /** The calendar year so far. */
  thisYear: earningsSchema,
  requested: paymentBucketSchema,
  pending: paymentBucketSchema,
  paid: paymentBucketSchema,
  /** Overdue payments (WARNING and LATE), with the late charge accrued on them. */
  late: paymentBucketSchema,
  /** Payouts sent to the bank or card, not yet arrived. */
  payoutsInTransitPence: penceSum,
  /** The connected account, or null before onboarding. */
  account: connectedAccountSchema.nullable(),
});
export type AccountsSummary = z.infer<typeof accountsSummarySchema>;
