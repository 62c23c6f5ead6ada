import { and, count, eq } from 'drizzle-orm';
import { checkoutCharge, type CheckoutCharge, type CheckoutSession } from '@tradeshub/sdk';
import type { Database, Queryable } from '../../db/client.js';
import { paymentCheckouts, users } from '../../db/schema/index.js';
import { AppError, conflict } from '../../http/errors.js';
import { loadPlatformConfig } from '../platform-config/service.js';
import { findPayableScheduleItem, markScheduleCheckoutOpen, type PayableScheduleItem } from '../work/service.js';
import type { AppContext } from '../context.js';
import { accountOfBusiness } from './connected-accounts.js';
import { toCheckoutSession, type CheckoutRow } from './checkout-session.js';
import { completeCheckout, releaseCheckout } from './checkout-outcomes.js';
import { applyRewardCredit, returnCheckoutCredit, sameChargeBeforeCredit, type CreditedCharge } from './checkout-rewards.js';

// A hosted checkout for one requested payment. The money is recomputed here every time from
// the schedule item, today's late charge, the work's commission and the card-fee settings.
// One open checkout per item: the provider call carries an idempotency key made of the item
// and how many checkouts it had, so racing requests get the same session, and the partial
// unique index keeps a single open row whatever the order they commit in.

interface CheckoutPlan {
  existing: CheckoutRow | null;
  /** Checkouts to expire at the provider: stale ones this request replaced. */
  stale: string[];
  payable: PayableScheduleItem;
  charge: CheckoutCharge;
  /** The charge with the customer's rewards credit set aside for it. */
  credited: CreditedCharge;
  providerAccountId: string;
  attempt: number;
  customerEmail: string;
}

function chargeOf(payable: PayableScheduleItem, cardFeesEnabled: boolean, passCardFeeToCustomer: boolean): CheckoutCharge {
  try {
    return checkoutCharge({ itemPence: payable.amountPence, lateChargePence: payable.lateChargePence, commissionRate: payable.commissionRate, cardFeesEnabled, passCardFeeToCustomer });
  } catch (error) {
    if (error instanceof RangeError) throw conflict(`${error.message} Ask the tradesperson to change the payment schedule.`);
    throw error;
  }
}

async function planCheckout(db: Database, userId: string, scheduleItemId: string, cardFeesEnabled: boolean): Promise<CheckoutPlan> {
  return db.transaction(async (tx) => {
    const payable = await findPayableScheduleItem(tx, userId, scheduleItemId);
    const account = await accountOfBusiness(tx, payable.businessId);
    if (!account?.chargesEnabled) {
      throw conflict(`${payable.businessName} cannot take card payments yet: their payment account is still being verified. Message them to arrange payment, or try again later.`);
    }
    const charge = chargeOf(payable, cardFeesEnabled, account.passCardFeeToCustomer);
    const [open] = await tx.select().from(paymentCheckouts).where(and(eq(paymentCheckouts.scheduleItemId, scheduleItemId), eq(paymentCheckouts.status, 'open'))).for('update');
    const stale: string[] = [];
    if (open) {
      const fresh = open.expiresAt > new Date() && sameChargeBeforeCredit(open, charge);
      if (fresh) return { existing: open, stale, payable, charge, credited: noCredit(charge), providerAccountId: account.providerAccountId, attempt: 0, customerEmail: '' };
      // Expired, or the amount moved on (a late charge grew): this one gives way to a new one.
      await tx.update(paymentCheckouts).set({ status: 'expired' }).where(eq(paymentCheckouts.id, open.id));
      await returnCheckoutCredit(tx, open);
      stale.push(open.id);
    }
    const [previous] = await tx.select({ n: count() }).from(paymentCheckouts).where(eq(paymentCheckouts.scheduleItemId, scheduleItemId));
    const [customer] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
    const attempt = Number(previous?.n ?? 0);
    const credited = await applyRewardCredit(tx, userId, payable, charge, attempt);
    return { existing: null, stale, payable, charge, credited, providerAccountId: account.providerAccountId, attempt, customerEmail: customer!.email };
  });
}

const noCredit = (charge: CheckoutCharge): CreditedCharge => ({ chargePence: charge.chargePence, applicationFeePence: charge.applicationFeePence, creditPence: 0, spendId: null });

function breakdown(payable: PayableScheduleItem, charge: CheckoutCharge, creditPence: number) {
  const lines = [{ label: `${payable.item.description} — ${payable.workTitle}`, amountPence: charge.itemPence }];
  if (charge.lateChargePence > 0) lines.push({ label: 'Late payment interest (8% a year)', amountPence: charge.lateChargePence });
  if (charge.cardFeeSurchargePence > 0) lines.push({ label: 'Card processing fee', amountPence: charge.cardFeeSurchargePence });
  // The one line below zero: the lines still add up to the amount charged.
  if (creditPence > 0) lines.push({ label: 'Your Tradeshub rewards', amountPence: -creditPence });
  return lines;
}

/** The customer's checkout for a requested payment: the open one, or a new one. */
export async function createCheckoutSession(context: AppContext, userId: string, scheduleItemId: string): Promise<CheckoutSession> {
  const { db, payments, config } = context;
  const { cardFeesEnabled } = await loadPlatformConfig(db);
  const plan = await planCheckout(db, userId, scheduleItemId, cardFeesEnabled);
  for (const id of plan.stale) await payments.provider.expireCheckout(id).catch(() => undefined);
  if (plan.existing) return toCheckoutSession(plan.existing);
  const { payable, charge, credited } = plan;
  const callback = `${config.siteUrl}/callback/checkout?session_id={CHECKOUT_SESSION_ID}`;
  const session = await payments.provider.createCheckout({
    idempotencyKey: `checkout-${scheduleItemId}-${plan.attempt}`,
    accountId: plan.providerAccountId,
    amountPence: credited.chargePence,
    applicationFeePence: credited.applicationFeePence,
    description: `${payable.item.description} — ${payable.workTitle}`,
    payeeName: payable.businessName,
    breakdown: breakdown(payable, charge, credited.creditPence),
    customerEmail: plan.customerEmail,
    successUrl: `${callback}&outcome=paid`,
    cancelUrl: `${callback}&outcome=cancelled`,
    metadata: { scheduleItemId, workId: payable.workId },
  });
  return db.transaction(async (tx) => {
    // Takes the work's and the item's row locks before the insert does (its foreign keys would
    // take weaker ones first, and two requests upgrading them would deadlock).
    await markScheduleCheckoutOpen(tx, scheduleItemId);
    await tx
      .insert(paymentCheckouts)
      .values({
        id: session.id,
        provider: payments.provider.name,
        scheduleItemId,
        workId: payable.workId,
        customerUserId: userId,
        businessId: payable.businessId,
        providerAccountId: plan.providerAccountId,
        status: 'open',
        url: session.url,
        amountPence: credited.chargePence,
        itemAmountPence: charge.itemPence,
        lateChargePence: charge.lateChargePence,
        platformFeePence: charge.platformFeePence,
        cardFeePence: charge.cardFeePence,
        cardFeePassedOn: charge.cardFeeSurchargePence > 0,
        applicationFeePence: credited.applicationFeePence,
        rewardCreditPence: credited.creditPence,
        rewardSpendId: credited.spendId,
        expiresAt: session.expiresAt,
      })
      .onConflictDoNothing();
    const [open] = await tx.select().from(paymentCheckouts).where(and(eq(paymentCheckouts.scheduleItemId, scheduleItemId), eq(paymentCheckouts.status, 'open'))).limit(1);
    if (!open) throw conflict('This payment changed while the checkout was opening. Press Pay again.');
    if (open.id !== session.id) {
      await payments.provider.expireCheckout(session.id).catch(() => undefined);
      // Another attempt's checkout won: the credit set aside for this one goes back.
      if (credited.spendId !== open.rewardSpendId) await returnCheckoutCredit(tx, open, credited.spendId);
    }
    return toCheckoutSession(open);
  });
}

async function checkoutOfPayer(db: Queryable, userId: string, sessionId: string): Promise<CheckoutRow> {
  const [row] = await db.select().from(paymentCheckouts).where(and(eq(paymentCheckouts.id, sessionId), eq(paymentCheckouts.customerUserId, userId))).limit(1);
  if (!row) throw new AppError(404, 'NOT_FOUND', 'We could not find that checkout.');
  return row;
}

/**
 * A checkout its payer opened. While it is open here, the provider is asked too: a payment
 * whose webhook has not arrived yet is recorded now, by the same steps the webhook takes.
 */
export async function getCheckoutSession(context: AppContext, userId: string, sessionId: string): Promise<CheckoutSession> {
  const row = await checkoutOfPayer(context.db, userId, sessionId);
  if (row.status !== 'open') return toCheckoutSession(row);
  const live = await context.payments.provider.retrieveCheckout(sessionId);
  if (live?.status === 'complete' && live.paid) {
    await completeCheckout(context, sessionId, { paidWith: live.paidWith, paymentIntentId: live.paymentIntentId, paidAt: new Date() });
  } else if (live?.status === 'expired' || (!live && row.expiresAt <= new Date())) {
    await releaseCheckout(context.db, sessionId);
  }
  return toCheckoutSession(await checkoutOfPayer(context.db, userId, sessionId));
}

