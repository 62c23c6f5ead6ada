import { z } from 'zod';
import { id, isoDate, pence, text } from '../common.js';
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
});
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

/** A link to the provider's identity-verification (KYC) onboarding for the caller's business. */
export const kycSessionSchema = z.object({
  accountId: text(255),
  url: urlField,
  expiresAt: isoDate,
});
export type KycSession = z.infer<typeof kycSessionSchema>;

/** The business's connected payment account and what it may do yet. */
export const connectedAccountSchema = z.object({
  id: text(255),
  businessId: id,
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
