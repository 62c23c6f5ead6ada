import { withMessage } from '../../http/contract-routes.js';
import type { GroupHandlers } from '../../http/serve-contracts.js';
import { markPaymentRequestsRead, unreadPaymentRequestCount } from '../work/service.js';
import type { AppContext } from '../context.js';
import { createCheckoutSession, getCheckoutSession } from './checkouts.js';
import { createSupportProposalCheckoutSession } from './support-checkouts.js';
import {
  cardOf,
  cardsOf,
  connectedAccountOf,
  createKycSession,
  deleteConnectedAccount,
  externalAccountsOf,
  makeCardDefault,
  removeCard,
  requireOwnBusiness,
  updateAccountSettings,
  updateKycSession,
} from './connected-accounts.js';
import { documentFor, listDocuments } from './documents.js';
import { accountsCsv } from './accounts-csv.js';
import { accountPayments, accountsSummary, payoutsOf } from './accounts-summary.js';

/** Card payments and connected accounts (spec section 7, /backend-service/payment). */
export function paymentsHandlers(context: AppContext) {
  const { db } = context;
  return {
    createCheckoutSession: async ({ viewer, body }) => createCheckoutSession(context, viewer.userId, body.scheduleItemId),
    createSupportProposalCheckoutSession: async ({ viewer, body }) => createSupportProposalCheckoutSession(context, viewer, body.supportProposalId),
    getSession: async ({ viewer, params }) => getCheckoutSession(context, viewer.userId, params.id),
    createKycSession: async ({ viewer }) => createKycSession(context, viewer.userId),
    updateKycSession: async ({ viewer }) => updateKycSession(context, viewer.userId),
    getConnectedAccount: async ({ viewer }) => connectedAccountOf(db, viewer.userId),
    getExternalAccounts: async ({ viewer }) => externalAccountsOf(context, viewer.userId),
    deleteConnectedAccount: async ({ viewer }) => {
      await deleteConnectedAccount(context, viewer.userId);
      return withMessage(null, 'Your payment account has been removed. Connect one again to take card payments.');
    },
    getCards: async ({ viewer }) => cardsOf(context, viewer.userId),
    getCard: async ({ viewer, params }) => cardOf(context, viewer.userId, params.id),
    updateCard: async ({ viewer, params }) => withMessage(await makeCardDefault(context, viewer.userId, params.cardId), 'Payouts now go to this card.'),
    deleteCard: async ({ viewer, params }) => {
      await removeCard(context, viewer.userId, params.id);
      return withMessage(null, 'The card has been removed.');
    },
    getUnreadPaymentRequestsCount: async ({ viewer }) => ({ count: await unreadPaymentRequestCount(db, viewer.userId) }),
    markAllPaymentRequestsRead: async ({ viewer }) => {
      await markPaymentRequestsRead(db, viewer.userId);
      return null;
    },
  } satisfies GroupHandlers<'payments'>;
}

/** Receipts, fee invoices and the tradesperson's Accounts (/backend-service/payment, sdk accounts group). */
export function accountsHandlers(context: AppContext) {
  const { db } = context;
  return {
    getReceipts: async ({ viewer, query }) => listDocuments(db, 'RECEIPT', { customerUserId: viewer.userId }, query),
    getReceipt: async ({ viewer, params }) => documentFor(db, viewer.userId, 'RECEIPT', params.id),
    getFeeInvoices: async ({ viewer, query }) => {
      const business = await requireOwnBusiness(db, viewer.userId);
      return listDocuments(db, 'FEE_INVOICE', { businessId: business.id }, query);
    },
    getFeeInvoice: async ({ viewer, params }) => documentFor(db, viewer.userId, 'FEE_INVOICE', params.id),
    getSummary: async ({ viewer }) => accountsSummary(db, viewer.userId),
    getPayments: async ({ viewer, query }) => accountPayments(db, viewer.userId, query.status, query),
    getPayouts: async ({ viewer, query }) => payoutsOf(db, viewer.userId, query),
    exportCsv: async ({ viewer, query }) => accountsCsv(db, viewer.userId, query),
    updateSettings: async ({ viewer, body }) =>
      withMessage(
        await updateAccountSettings(db, viewer.userId, body.passCardFeeToCustomer),
        body.passCardFeeToCustomer ? 'Customers now pay the card fee on top.' : 'You now pay the card fee out of each payment.',
      ),
  } satisfies GroupHandlers<'accounts'>;
}
