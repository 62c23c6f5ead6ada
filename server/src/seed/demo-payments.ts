import { and, eq, inArray } from 'drizzle-orm';
import { DEFAULT_CARD_FEES_ENABLED, checkoutCharge } from '@tradeshub/sdk';
import type { Queryable } from '../db/client.js';
import { paymentAccounts, paymentCheckouts, paymentScheduleItems, payouts, sandboxPaymentObjects, works } from '../db/schema/index.js';
import { issuePaymentDocuments } from '../modules/payments/documents.js';
import type { SandboxAccountData, SandboxBankData, SandboxCardData } from '../platform/payments/sandbox-provider.js';

// The demo tradesperson takes card payments: a verified sandbox account with payouts on, a
// bank account and a payout card, and every stage already paid to them paid through a
// checkout, with its receipt, fee invoice and payout, so /accounts has something to show.
// Ids come from the business and the stages, so the same demo gives the same rows.

const hex = (uuid: string) => uuid.replace(/-/g, '');

export async function insertDemoPayments(db: Queryable, business: { id: string; name: string; email: string }): Promise<void> {
  const accountId = `acct_demo_${hex(business.id).slice(0, 20)}`;
  const account: SandboxAccountData = { businessName: business.name, email: business.email, accountType: 'company', detailsSubmitted: true, answers: {}, requirements: [] };
  const bank: SandboxBankData = { bankName: 'Sandbox Bank (10-88-00)', last4: '2345', isDefault: true };
  const card: SandboxCardData = { brand: 'Visa', last4: '5556', expMonth: 12, expYear: 2034, isDefault: true };
  await db.insert(sandboxPaymentObjects).values([
    { id: accountId, kind: 'account', accountId, data: { ...account } },
    { id: `ba_demo_${hex(business.id).slice(0, 20)}`, kind: 'bank_account', accountId, data: { ...bank } },
    { id: `card_demo_${hex(business.id).slice(0, 20)}`, kind: 'card', accountId, data: { ...card } },
  ]);
  await db.insert(paymentAccounts).values({ businessId: business.id, provider: 'sandbox', providerAccountId: accountId, accountType: 'company', detailsSubmitted: true, chargesEnabled: true, payoutsEnabled: true, requirements: [] });

  const paid = await db
    .select({ item: paymentScheduleItems, customerId: works.customerId, commissionBasisPoints: works.commissionBasisPoints })
    .from(paymentScheduleItems)
    .innerJoin(works, eq(works.id, paymentScheduleItems.workId))
    .where(and(eq(works.businessId, business.id), inArray(paymentScheduleItems.status, ['PAID'])))
    .orderBy(paymentScheduleItems.paidAt, paymentScheduleItems.id);
  for (const { item, customerId, commissionBasisPoints } of paid) {
    const paidAt = item.paidAt ?? item.dueDate;
    const charge = checkoutCharge({ itemPence: item.amountPence, lateChargePence: item.lateChargePence, commissionRate: commissionBasisPoints / 100, cardFeesEnabled: DEFAULT_CARD_FEES_ENABLED, passCardFeeToCustomer: false });
    const [checkout] = await db
      .insert(paymentCheckouts)
      .values({
        id: `cs_test_demo_${hex(item.id).slice(0, 24)}`,
        provider: 'sandbox',
        scheduleItemId: item.id,
        workId: item.workId,
        customerUserId: customerId,
        businessId: business.id,
        providerAccountId: accountId,
        status: 'complete',
        url: null,
        amountPence: charge.chargePence,
        itemAmountPence: charge.itemPence,
        lateChargePence: charge.lateChargePence,
        platformFeePence: charge.platformFeePence,
        cardFeePence: charge.cardFeePence,
        cardFeePassedOn: false,
        applicationFeePence: charge.applicationFeePence,
        paidWith: 'Visa •••• 4242',
        paymentIntentId: `pi_demo_${hex(item.id).slice(0, 24)}`,
        expiresAt: paidAt,
        paidAt,
        createdAt: paidAt,
      })
      .returning();
    await issuePaymentDocuments(db, checkout!, paidAt);
    await db.insert(payouts).values({ id: `po_demo_${hex(item.id).slice(0, 24)}`, businessId: business.id, amountPence: charge.netPence, status: 'PAID', destination: `${bank.bankName} •••• ${bank.last4}`, arrivalDate: paidAt, syncedAt: paidAt, createdAt: paidAt });
  }
}
