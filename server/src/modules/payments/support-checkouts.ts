import { and, count, eq } from 'drizzle-orm';
import { SUPPORT_TYPE_LABELS, type CheckoutSession } from '@tradeshub/sdk';
import { paymentCheckouts, supportProposals, users } from '../../db/schema/index.js';
import { conflict } from '../../http/errors.js';
import type { Viewer } from '../../http/viewer.js';
import type { AppContext } from '../context.js';
import { requireSupportAction, supportFor } from '../support/support-access.js';
import { toCheckoutSession } from './checkout-session.js';

// The hosted checkout for a priced support proposal, by the side that asked for it. Tradeshub
// itself is paid (no connected account, no fee split): the charge is the price an operator
// set, read here from the proposal every time. One open checkout per proposal, as for a
// schedule item: the idempotency key is the proposal and how many checkouts it had, and the
// partial unique index keeps a single open row whatever the order racing requests commit in.

export async function createSupportProposalCheckoutSession(context: AppContext, viewer: Viewer, proposalId: string): Promise<CheckoutSession> {
  const { db, payments, config } = context;
  const plan = await db.transaction(async (tx) => {
    const support = await supportFor(tx, viewer, proposalId, { lock: true });
    requireSupportAction(support, 'PAY');
    const pricePence = support.proposal.pricePence!;
    const [open] = await tx.select().from(paymentCheckouts).where(and(eq(paymentCheckouts.supportProposalId, proposalId), eq(paymentCheckouts.status, 'open'))).for('update');
    const stale: string[] = [];
    if (open) {
      if (open.expiresAt > new Date() && open.amountPence === pricePence) return { existing: open, stale, support, pricePence, attempt: 0, email: '' };
      // Expired, or re-priced since: this one gives way to a new one.
      await tx.update(paymentCheckouts).set({ status: 'expired' }).where(eq(paymentCheckouts.id, open.id));
      stale.push(open.id);
    }
    const [previous] = await tx.select({ n: count() }).from(paymentCheckouts).where(eq(paymentCheckouts.supportProposalId, proposalId));
    const [payer] = await tx.select({ email: users.email }).from(users).where(eq(users.id, viewer.userId)).limit(1);
    return { existing: null, stale, support, pricePence, attempt: Number(previous?.n ?? 0), email: payer!.email };
  });
  for (const id of plan.stale) await payments.provider.expireCheckout(id).catch(() => undefined);
  if (plan.existing) return toCheckoutSession(plan.existing);
  const { support, pricePence } = plan;
  const { work } = support.context;
  const description = `${SUPPORT_TYPE_LABELS[support.proposal.type]} — ${work.title}`;
  const callback = `${config.siteUrl}/callback/checkout?session_id={CHECKOUT_SESSION_ID}`;
  const session = await payments.provider.createCheckout({
    idempotencyKey: `support-${proposalId}-${plan.attempt}`,
    accountId: null,
    amountPence: pricePence,
    applicationFeePence: pricePence,
    description,
    payeeName: 'Tradeshub',
    breakdown: [{ label: description, amountPence: pricePence }],
    customerEmail: plan.email,
    successUrl: `${callback}&outcome=paid`,
    cancelUrl: `${callback}&outcome=cancelled`,
    metadata: { workId: work.id, supportProposalId: proposalId },
  });
  return db.transaction(async (tx) => {
    // The same locks in the same order as above (work, then proposal) before the insert.
    const locked = await supportFor(tx, viewer, proposalId, { lock: true });
    if (locked.proposal.stage !== 'AWAITING_PAYMENT' || locked.proposal.pricePence !== pricePence) {
      await payments.provider.expireCheckout(session.id).catch(() => undefined);
      throw conflict('This support request changed while the checkout was opening. Press Pay again.');
    }
    await tx
      .insert(paymentCheckouts)
      .values({
        id: session.id,
        provider: payments.provider.name,
        supportProposalId: proposalId,
        workId: work.id,
        customerUserId: viewer.userId,
        businessId: work.businessId,
        providerAccountId: null,
        status: 'open',
        url: session.url,
        amountPence: pricePence,
        itemAmountPence: pricePence,
        lateChargePence: 0,
        platformFeePence: pricePence,
        cardFeePence: 0,
        cardFeePassedOn: false,
        applicationFeePence: pricePence,
        expiresAt: session.expiresAt,
      })
      .onConflictDoNothing();
    const [open] = await tx.select().from(paymentCheckouts).where(and(eq(paymentCheckouts.supportProposalId, proposalId), eq(paymentCheckouts.status, 'open'))).limit(1);
    if (!open) throw conflict('This support request changed while the checkout was opening. Press Pay again.');
    if (open.id !== session.id) await payments.provider.expireCheckout(session.id).catch(() => undefined);
    return toCheckoutSession(open);
  });
}

/** A paid support checkout starts the proposal: IN_PROGRESS, paid now. Returns the proposal row for telling. */
export async function startPaidSupportProposal(tx: Parameters<Parameters<AppContext['db']['transaction']>[0]>[0], proposalId: string, paidAt: Date) {
  const [row] = await tx.select().from(supportProposals).where(eq(supportProposals.id, proposalId)).for('update');
  if (!row || row.stage !== 'AWAITING_PAYMENT') return null;
  const [updated] = await tx.update(supportProposals).set({ stage: 'IN_PROGRESS', paidAt, updatedAt: paidAt }).where(eq(supportProposals.id, proposalId)).returning();
  return updated ?? null;
}
