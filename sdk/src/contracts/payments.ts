import { z } from 'zod';
import { defineContract } from './contract.js';
import { emptyData } from './common.js';
import { countData, idOf, providerId } from './entities/fields.js';
import {
  checkoutSessionSchema,
  connectedAccountCardSchema,
  connectedAccountSchema,
  externalAccountSchema,
  kycSessionSchema,
} from './entities/payment.js';

// Spec section 7 "Payments (/backend-service/payment)". Ids of sessions and cards are the
// payment provider's, so they are strings rather than UUIDs.
const base = '/backend-service/payment';
const providerIdParams = z.object({ id: providerId });

export const paymentsContracts = {
  createCheckoutSession: defineContract({
    method: 'POST',
    path: `${base}/create-checkout-session`,
    access: 'private',
    summary: 'Opens a hosted checkout for one requested payment; the same payment reuses its open session.',
    body: z.object({ scheduleItemId: idOf('payment schedule item') }),
    data: checkoutSessionSchema,
  }),
  createSupportProposalCheckoutSession: defineContract({
    method: 'POST',
    path: `${base}/create-checkout-session-for-support-proposal-payment`,
    access: 'private',
    summary: 'Opens a hosted checkout to pay for a priced support proposal.',
    body: z.object({ supportProposalId: idOf('support proposal') }),
    data: checkoutSessionSchema,
  }),
  createKycSession: defineContract({
    method: 'POST',
    path: `${base}/create-connected-account-kyc-session`,
    access: 'private',
    summary: "Creates the business's connected payment account if needed and returns an identity-verification link.",
    data: kycSessionSchema,
  }),
  updateKycSession: defineContract({
    method: 'PATCH',
    path: `${base}/update-connected-account-kyc-session`,
    access: 'private',
    summary: 'Returns a fresh identity-verification link when the previous one expired or verification needs more.',
    data: kycSessionSchema,
  }),
  getConnectedAccount: defineContract({
    method: 'GET',
    path: `${base}/get-connected-account-details`,
    access: 'private',
    summary: "Returns the caller's connected payment account and its verification state, or null before onboarding.",
    data: connectedAccountSchema.nullable(),
  }),
  getExternalAccounts: defineContract({
    method: 'GET',
    path: `${base}/get-connected-external-accounts`,
    access: 'private',
    summary: 'Lists the bank accounts payouts can go to.',
    data: z.array(externalAccountSchema),
  }),
  getSession: defineContract({
    method: 'GET',
    path: `${base}/get-session/:id`,
    access: 'private',
    summary: 'Returns a checkout session the caller opened, to show the result after paying.',
    params: providerIdParams,
    data: checkoutSessionSchema,
  }),
  getUnreadPaymentRequestsCount: defineContract({
    method: 'GET',
    path: `${base}/get-total-unread-payment-requests-count`,
    access: 'private',
    summary: 'Counts payment requests to the caller they have not read yet.',
    data: countData,
  }),
  markAllPaymentRequestsRead: defineContract({
    method: 'PATCH',
    path: `${base}/update-all-payment-requests-as-read`,
    access: 'private',
    summary: 'Marks every payment request to the caller as read.',
    data: emptyData,
  }),
  deleteConnectedAccount: defineContract({
    method: 'DELETE',
    path: `${base}/delete-connected-account`,
    access: 'private',
    summary: "Closes the business's connected payment account; answers 409 while payments are outstanding.",
    data: emptyData,
  }),
  getCards: defineContract({
    method: 'GET',
    path: `${base}/get-connected-account-cards`,
    access: 'private',
    summary: 'Lists the debit cards on the connected account.',
    data: z.array(connectedAccountCardSchema),
  }),
  getCard: defineContract({
    method: 'GET',
    path: `${base}/get-connected-account-card/:id`,
    access: 'private',
    summary: 'Returns one debit card on the connected account.',
    params: providerIdParams,
    data: connectedAccountCardSchema,
  }),
  updateCard: defineContract({
    method: 'PATCH',
    path: `${base}/update-connected-account-card/:cardId`,
    access: 'private',
    summary: 'Makes a card the default for payouts.',
    params: z.object({ cardId: providerId }),
    body: z.object({ isDefault: z.literal(true, { error: 'A card can only be made the default (true)' }) }),
    data: connectedAccountCardSchema,
  }),
  deleteCard: defineContract({
    method: 'DELETE',
    path: `${base}/delete-connected-account-card/:id`,
    access: 'private',
    summary: 'Removes a card from the connected account.',
    params: providerIdParams,
    data: emptyData,
  }),
} as const;
