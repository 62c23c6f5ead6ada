import { and, eq } from 'drizzle-orm';
import { REALTIME_EVENTS, SUPPORT_TYPE_LABELS, formatPounds, type PaymentScheduleStatus } from '@tradeshub/sdk';
import type { Database, Queryable } from '../../db/client.js';
import { businesses, paymentCheckouts, users } from '../../db/schema/index.js';
import { sendTemplatedEmail } from '../../platform/templated-mail.js';
import { publishOnCommit } from '../../realtime/publish-on-commit.js';
import { lockWorkRow, markScheduleCheckoutReleased, recordSchedulePaymentPaid } from '../work/service.js';
import { workContext } from '../work/work-access.js';
import { tellSupportChange } from '../support/notify.js';
import { startPaidSupportProposal } from './support-checkouts.js';
import type { AppContext } from '../context.js';
import { rewardReferrerOnFirstPayment } from '../rewards/earn.js';
import { returnCheckoutCredit } from './checkout-rewards.js';
import { issuePaymentDocuments } from './documents.js';
import type { CheckoutRow } from './checkout-session.js';

// What a checkout's outcome does, whoever reports it (a webhook, or the payer's return page
// asking the provider): paid -> the item PAID (and the work COMPLETED when nothing is left),
// receipt and fee invoice issued and emailed, both sides told; expired -> the item payable
// again; declined -> the item payable again with the sentence the payer saw. Each locks the
// checkout row first and does nothing to a checkout already settled, so repeats and late
// arrivals change nothing.


/** Locks the checkout's work, then the checkout: the order opening a checkout takes them in, so the two never deadlock. */
async function lockCheckout(tx: Queryable, sessionId: string): Promise<CheckoutRow | null> {
  const [ref] = await tx.select({ workId: paymentCheckouts.workId }).from(paymentCheckouts).where(eq(paymentCheckouts.id, sessionId)).limit(1);
  if (!ref) return null;
  await lockWorkRow(tx, ref.workId);
  const [row] = await tx.select().from(paymentCheckouts).where(eq(paymentCheckouts.id, sessionId)).for('update');
  return row ?? null;
}

async function tellBothSides(tx: Queryable, row: CheckoutRow, status: PaymentScheduleStatus, receiptId: string | null, declineMessage: string | null): Promise<void> {
  if (!row.scheduleItemId) return;
  const [owner] = await tx.select({ userId: businesses.ownerUserId }).from(businesses).where(eq(businesses.id, row.businessId)).limit(1);
  await publishOnCommit(tx, [row.customerUserId, owner!.userId], REALTIME_EVENTS.PAYMENT_UPDATED, {
    workId: row.workId,
    scheduleItemId: row.scheduleItemId,
    status,
    checkoutSessionId: row.id,
    receiptId,
    declineMessage,
  });
}

export interface PaidCheckout {
  paidWith: string | null;
  paymentIntentId: string | null;
  paidAt: Date;
}

/** Records a paid checkout; 'unknown' when no such checkout exists here (yet). */
export async function completeCheckout(context: AppContext, sessionId: string, paid: PaidCheckout): Promise<'done' | 'already' | 'unknown'> {
  const outcome = await context.db.transaction(async (tx) => {
    const row = await lockCheckout(tx, sessionId);
    if (!row) return { kind: 'unknown' as const };
    if (row.paidAt) return { kind: 'already' as const };
    const [settled] = await tx
      .update(paymentCheckouts)
      .set({ status: 'complete', paidAt: paid.paidAt, paidWith: paid.paidWith?.slice(0, 60) ?? null, paymentIntentId: paid.paymentIntentId, declineMessage: null, url: null })
      .where(eq(paymentCheckouts.id, sessionId))
      .returning();
    if (row.supportProposalId) {
      // Tradeshub is paid for help on the work: the proposal starts; the business is not paid, so no reward and no fee invoice.
      const proposal = await startPaidSupportProposal(tx, row.supportProposalId, paid.paidAt);
      const documents = await issuePaymentDocuments(tx, settled!, paid.paidAt);
      if (proposal) {
        const text = `The ${SUPPORT_TYPE_LABELS[proposal.type].toLowerCase()} is paid and under way.`;
        await tellSupportChange(tx, proposal, await workContext(tx, proposal.workId), { kind: 'SUPPORT_UPDATED', actor: null, text }, paid.paidAt);
      }
      return { kind: 'done' as const, row: settled!, documents };
    }
    if (row.scheduleItemId) await recordSchedulePaymentPaid(tx, row.scheduleItemId, { paidAt: paid.paidAt, lateChargePence: row.lateChargePence });
    // A business's first payment through Tradeshub earns whoever referred it (once per business).
    await rewardReferrerOnFirstPayment(tx, row.businessId, paid.paidAt);
    const documents = await issuePaymentDocuments(tx, settled!, paid.paidAt);
    await tellBothSides(tx, settled!, 'PAID', documents.receiptId, null);
    return { kind: 'done' as const, row: settled!, documents };
  });
  if (outcome.kind === 'done') await emailDocuments(context, outcome.row, outcome.documents);
  return outcome.kind;
}

async function emailDocuments({ db, mailer, config }: AppContext, row: CheckoutRow, documents: { receiptId: string; feeInvoiceId: string | null }): Promise<void> {
  const [customer] = await db.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, row.customerUserId)).limit(1);
  if (!documents.feeInvoiceId) {
    if (customer) {
      await sendTemplatedEmail(db, mailer, 'payment-receipt-email', customer.email, { firstName: customer.firstName, businessName: 'Tradeshub', amount: formatPounds(row.amountPence), link: `${config.siteUrl}/receipts/${documents.receiptId}` });
    }
    return;
  }
  const [business] = await db.select({ name: businesses.name, email: users.email, firstName: users.firstName }).from(businesses).innerJoin(users, eq(users.id, businesses.ownerUserId)).where(eq(businesses.id, row.businessId)).limit(1);
  if (customer && business) {
    await sendTemplatedEmail(db, mailer, 'payment-receipt-email', customer.email, {
      firstName: customer.firstName,
      businessName: business.name,
      amount: formatPounds(row.amountPence),
      link: `${config.siteUrl}/receipts/${documents.receiptId}`,
    });
    await sendTemplatedEmail(db, mailer, 'fee-invoice-email', business.email, {
      firstName: business.firstName,
      // The business's view: a rewards credit paid part of the charge and of Tradeshub's fee, never of its net.
      amount: formatPounds(row.amountPence + row.rewardCreditPence),
      fees: formatPounds(row.applicationFeePence + row.rewardCreditPence),
      net: formatPounds(row.amountPence - row.applicationFeePence),
      link: `${config.siteUrl}/accounts/invoices/${documents.feeInvoiceId}`,
    });
  }
}

/** The checkout expired unpaid: the payment is payable again (a new checkout will open). */
export async function releaseCheckout(db: Database, sessionId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockCheckout(tx, sessionId);
    if (!row || row.status !== 'open') return;
    await tx.update(paymentCheckouts).set({ status: 'expired', url: null }).where(eq(paymentCheckouts.id, sessionId));
    await returnCheckoutCredit(tx, row);
    if (row.scheduleItemId) await markScheduleCheckoutReleased(tx, row.scheduleItemId);
  });
}

/**
 * A card was refused on the checkout: the payment stays payable (REQUESTED, or overdue as it
 * was) and the checkout keeps the sentence, which get-session shows. The session stays open
 * for another card. A failure reported after the payment went through changes nothing.
 */
export async function declineCheckout(db: Database, ref: { sessionId: string | null; scheduleItemId: string | null }, message: string): Promise<void> {
  await db.transaction(async (tx) => {
    const where = ref.sessionId ? eq(paymentCheckouts.id, ref.sessionId) : and(eq(paymentCheckouts.scheduleItemId, ref.scheduleItemId ?? ''), eq(paymentCheckouts.status, 'open'));
    const [found] = ref.sessionId || ref.scheduleItemId ? await tx.select({ id: paymentCheckouts.id }).from(paymentCheckouts).where(where).limit(1) : [];
    const row = found ? await lockCheckout(tx, found.id) : null;
    if (!row || row.status !== 'open' || row.paidAt) return;
    await tx.update(paymentCheckouts).set({ declineMessage: message.slice(0, 300) }).where(eq(paymentCheckouts.id, row.id));
    if (!row.scheduleItemId) return;
    const item = await markScheduleCheckoutReleased(tx, row.scheduleItemId);
    await tellBothSides(tx, row, item.status, null, message.slice(0, 300));
  });
}
