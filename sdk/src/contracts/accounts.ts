import { z } from 'zod';
import { defineContract } from './contract.js';
import { idParams, page, pageQuery } from './common.js';
import {
  ACCOUNT_PAYMENT_FILTERS,
  accountPaymentSchema,
  accountsSummarySchema,
  connectedAccountSchema,
  paymentDocumentSchema,
  payoutSchema,
} from './entities/payment.js';

// What the payments feature adds beyond spec section 7's fourteen calls (whose paths the spec
// does not show, so they follow its style under /backend-service/payment): the
// tradesperson's Accounts (/accounts), their fee invoices and payout setting, and the
// customer's receipts. Every amount is the server's, in pence.
const base = '/backend-service/payment';

/** A date range for the Accounts export, both UK days inclusive; at most ten years. */
export const accountsExportQuerySchema = z
  .object({
    from: z.iso.date({ error: "Expected 'from' as a date like 2026-04-06" }),
    to: z.iso.date({ error: "Expected 'to' as a date like 2027-04-05" }),
  })
  .refine((range) => range.from <= range.to, { error: "The 'from' date must be on or before the 'to' date", path: ['to'] });
export type AccountsExportQuery = z.infer<typeof accountsExportQuerySchema>;

/** The Accounts export: a CSV text (one row per payment received in the range) and its file name. */
export const accountsCsvSchema = z.object({
  filename: z.string().max(100),
  contentType: z.literal('text/csv'),
  csv: z.string(),
});
export type AccountsCsv = z.infer<typeof accountsCsvSchema>;

export const accountsContracts = {
  getSummary: defineContract({
    method: 'GET',
    path: `${base}/get-accounts-summary`,
    access: 'private',
    summary: "The tradesperson's earnings this month and year (gross, fees, net), payments requested, pending, paid and late, and payouts in transit.",
    errors: ['BUSINESS_REQUIRED'],
    data: accountsSummarySchema,
  }),
  getPayments: defineContract({
    method: 'GET',
    path: `${base}/get-account-payments`,
    access: 'private',
    summary: "Lists the tradesperson's requested, pending, paid or late payments, newest first.",
    errors: ['BUSINESS_REQUIRED'],
    query: pageQuery.extend({ status: z.enum(ACCOUNT_PAYMENT_FILTERS, { error: 'Choose REQUESTED, PENDING, PAID or LATE' }) }),
    data: page(accountPaymentSchema),
  }),
  getPayouts: defineContract({
    method: 'GET',
    path: `${base}/get-payouts`,
    access: 'private',
    summary: 'Lists payouts to the bank account or card, newest first.',
    errors: ['BUSINESS_REQUIRED'],
    query: pageQuery,
    data: page(payoutSchema),
  }),
  getFeeInvoices: defineContract({
    method: 'GET',
    path: `${base}/get-fee-invoices`,
    access: 'private',
    summary: "Lists Tradeshub's fee invoices to the tradesperson (commission + VAT, card fees), newest first.",
    errors: ['BUSINESS_REQUIRED'],
    query: pageQuery,
    data: page(paymentDocumentSchema),
  }),
  getFeeInvoice: defineContract({
    method: 'GET',
    path: `${base}/get-fee-invoice/:id`,
    access: 'private',
    summary: 'Returns one of the tradesperson\'s fee invoices, to view and print.',
    params: idParams,
    data: paymentDocumentSchema,
  }),
  getReceipts: defineContract({
    method: 'GET',
    path: `${base}/get-receipts`,
    access: 'private',
    summary: "Lists the customer's VAT receipts for payments made, newest first.",
    query: pageQuery,
    data: page(paymentDocumentSchema),
  }),
  getReceipt: defineContract({
    method: 'GET',
    path: `${base}/get-receipt/:id`,
    access: 'private',
    summary: 'Returns one receipt to its customer (or the business that issued it), to view and print.',
    params: idParams,
    data: paymentDocumentSchema,
  }),
  exportCsv: defineContract({
    method: 'GET',
    path: `${base}/export-accounts-csv`,
    access: 'private',
    summary: 'The payments received in a date range as CSV: date, job, customer, gross, fees, net, receipt and invoice numbers.',
    errors: ['BUSINESS_REQUIRED'],
    query: accountsExportQuerySchema,
    data: accountsCsvSchema,
  }),
  updateSettings: defineContract({
    method: 'PATCH',
    path: `${base}/update-connected-account-settings`,
    access: 'private',
    summary: 'Chooses whether customers pay the card fee on top (the exact gross-up) when card fees apply.',
    errors: ['BUSINESS_REQUIRED'],
    body: z.object({ passCardFeeToCustomer: z.boolean({ error: 'Say whether the customer pays the card fee (true or false)' }) }),
    data: connectedAccountSchema,
  }),
} as const;

