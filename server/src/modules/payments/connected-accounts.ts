import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { ConnectedAccount, ConnectedAccountCard, ExternalAccount, KycSession } from '@tradeshub/sdk';
import type { Queryable } from '../../db/client.js';
import { businesses, paymentAccounts, paymentCheckouts, paymentScheduleItems, payouts, users, works } from '../../db/schema/index.js';
import { AppError, businessRequired, conflict } from '../../http/errors.js';
import type { ProviderAccount } from '../../platform/payments/index.js';
import type { AppContext } from '../context.js';

// The business's connected payment account: created at the provider on the first identity
// check, kept in step by account.updated events, closed only when no money is on its way.

export type PaymentAccountRow = typeof paymentAccounts.$inferSelect;

const NO_BUSINESS = 'Only a tradesperson with a registered business can take card payments. Register your business first.';
const NO_ACCOUNT = 'You have not connected a payment account yet. Choose Connect to start.';

export interface OwnBusiness {
  id: string;
  name: string;
  email: string;
}

export async function businessOfOwner(db: Queryable, userId: string): Promise<OwnBusiness | null> {
  const [row] = await db.select({ id: businesses.id, name: businesses.name, email: users.email }).from(businesses).innerJoin(users, eq(users.id, businesses.ownerUserId)).where(eq(businesses.ownerUserId, userId)).limit(1);
  return row ?? null;
}

export async function requireOwnBusiness(db: Queryable, userId: string): Promise<OwnBusiness> {
  const business = await businessOfOwner(db, userId);
  if (!business) throw businessRequired(NO_BUSINESS);
  return business;
}

export async function accountOfBusiness(db: Queryable, businessId: string): Promise<PaymentAccountRow | null> {
  const [row] = await db.select().from(paymentAccounts).where(eq(paymentAccounts.businessId, businessId)).limit(1);
  return row ?? null;
}

async function requireAccount(db: Queryable, userId: string): Promise<PaymentAccountRow> {
  const business = await requireOwnBusiness(db, userId);
  const account = await accountOfBusiness(db, business.id);
  if (!account) throw new AppError(404, 'NOT_FOUND', NO_ACCOUNT);
  return account;
}

export function toConnectedAccount(row: PaymentAccountRow): ConnectedAccount {
  const verified = row.detailsSubmitted && row.chargesEnabled && row.payoutsEnabled && row.requirements.length === 0;
  return {
    id: row.providerAccountId,
    businessId: row.businessId,
    status: !row.detailsSubmitted ? 'PENDING' : verified ? 'VERIFIED' : 'RESTRICTED',
    accountType: row.accountType,
    passCardFeeToCustomer: row.passCardFeeToCustomer,
    detailsSubmitted: row.detailsSubmitted,
    chargesEnabled: row.chargesEnabled,
    payoutsEnabled: row.payoutsEnabled,
    requirements: row.requirements,
    createdAt: row.createdAt.toISOString(),
  };
}

function providerFields(account: ProviderAccount) {
  return {
    accountType: account.accountType,
    detailsSubmitted: account.detailsSubmitted,
    chargesEnabled: account.chargesEnabled,
    payoutsEnabled: account.payoutsEnabled,
    requirements: account.requirements.map((r) => r.slice(0, 300)),
  };
}

function kycUrls(siteUrl: string) {
  return { returnUrl: `${siteUrl}/callback/kyc?outcome=complete`, refreshUrl: `${siteUrl}/callback/kyc?outcome=refresh` };
}

/** The caller's business's account, made at the provider the first time; then a fresh identity-check link. */
export async function createKycSession({ db, config, payments }: AppContext, userId: string): Promise<KycSession> {
  const business = await requireOwnBusiness(db, userId);
  let account = await accountOfBusiness(db, business.id);
  if (!account) {
    const created = await payments.provider.createAccount({ businessId: business.id, businessName: business.name, email: business.email });
    const [inserted] = await db
      .insert(paymentAccounts)
      .values({ businessId: business.id, provider: payments.provider.name, providerAccountId: created.id, ...providerFields(created) })
      .onConflictDoNothing({ target: paymentAccounts.businessId })
      .returning();
    // A second tab won the race: keep its account and close the one made here.
    if (!inserted) await payments.provider.deleteAccount(created.id);
    account = inserted ?? (await accountOfBusiness(db, business.id))!;
  }
  const link = await payments.provider.createOnboardingLink(account.providerAccountId, kycUrls(config.siteUrl));
  return { accountId: account.providerAccountId, url: link.url, expiresAt: link.expiresAt.toISOString() };
}

/** A fresh identity-check link for an account that exists (the last one expired, or more is needed). */
export async function updateKycSession({ db, config, payments }: AppContext, userId: string): Promise<KycSession> {
  const account = await requireAccount(db, userId);
  const link = await payments.provider.createOnboardingLink(account.providerAccountId, kycUrls(config.siteUrl));
  return { accountId: account.providerAccountId, url: link.url, expiresAt: link.expiresAt.toISOString() };
}

/** The caller's account, or null when they have no business or have not connected one. */
export async function connectedAccountOf(db: Queryable, userId: string): Promise<ConnectedAccount | null> {
  const business = await businessOfOwner(db, userId);
  const account = business ? await accountOfBusiness(db, business.id) : null;
  return account ? toConnectedAccount(account) : null;
}

export async function updateAccountSettings(db: Queryable, userId: string, passCardFeeToCustomer: boolean): Promise<ConnectedAccount> {
  const account = await requireAccount(db, userId);
  const [updated] = await db.update(paymentAccounts).set({ passCardFeeToCustomer, updatedAt: new Date() }).where(eq(paymentAccounts.id, account.id)).returning();
  return toConnectedAccount(updated!);
}

export async function externalAccountsOf({ db, payments }: AppContext, userId: string): Promise<ExternalAccount[]> {
  const business = await requireOwnBusiness(db, userId);
  const account = await accountOfBusiness(db, business.id);
  return account ? payments.provider.listBankAccounts(account.providerAccountId) : [];
}

export async function cardsOf({ db, payments }: AppContext, userId: string): Promise<ConnectedAccountCard[]> {
  const business = await requireOwnBusiness(db, userId);
  const account = await accountOfBusiness(db, business.id);
  return account ? payments.provider.listCards(account.providerAccountId) : [];
}

const cardNotFound = () => new AppError(404, 'NOT_FOUND', 'We could not find that card on your payment account.');

export async function cardOf(context: AppContext, userId: string, cardId: string): Promise<ConnectedAccountCard> {
  const card = (await cardsOf(context, userId)).find((c) => c.id === cardId);
  if (!card) throw cardNotFound();
  return card;
}

export async function makeCardDefault({ db, payments }: AppContext, userId: string, cardId: string): Promise<ConnectedAccountCard> {
  const account = await requireAccount(db, userId);
  const card = await payments.provider.setDefaultCard(account.providerAccountId, cardId);
  if (!card) throw cardNotFound();
  return card;
}

export async function removeCard({ db, payments }: AppContext, userId: string, cardId: string): Promise<void> {
  const account = await requireAccount(db, userId);
  if (!(await payments.provider.deleteCard(account.providerAccountId, cardId))) throw cardNotFound();
}

/** Why the account cannot close now, or null when no money is on its way to or through it. */
async function moneyInFlight(db: Queryable, businessId: string): Promise<string | null> {
  const [checkouts] = await db.select({ n: count() }).from(paymentCheckouts).where(and(eq(paymentCheckouts.businessId, businessId), eq(paymentCheckouts.status, 'open'), gt(paymentCheckouts.expiresAt, sql`now()`)));
  if (Number(checkouts?.n ?? 0) > 0) return 'A customer is paying you right now. Try again once their checkout has finished.';
  const [requested] = await db
    .select({ n: count() })
    .from(paymentScheduleItems)
    .innerJoin(works, eq(works.id, paymentScheduleItems.workId))
    .where(and(eq(works.businessId, businessId), inArray(paymentScheduleItems.status, ['REQUESTED', 'PENDING', 'WARNING', 'LATE'])));
  const waiting = Number(requested?.n ?? 0);
  if (waiting > 0) return `${waiting === 1 ? 'A payment you asked for is' : `${waiting} payments you asked for are`} still to be paid. Remove the account once customers have paid.`;
  const [moving] = await db.select({ n: count() }).from(payouts).where(and(eq(payouts.businessId, businessId), eq(payouts.status, 'IN_TRANSIT')));
  if (Number(moving?.n ?? 0) > 0) return 'A payout to your bank is still on its way. Remove the account once it has arrived.';
  return null;
}

export async function deleteConnectedAccount({ db, payments }: AppContext, userId: string): Promise<void> {
  const account = await requireAccount(db, userId);
  const reason = await moneyInFlight(db, account.businessId);
  if (reason) throw conflict(reason);
  await payments.provider.deleteAccount(account.providerAccountId);
  await db.delete(paymentAccounts).where(eq(paymentAccounts.id, account.id));
}

/** Applies an account.updated event, unless a newer one was applied already (events may arrive out of order). */
export async function applyAccountUpdate(db: Queryable, account: ProviderAccount, eventCreatedAt: Date): Promise<void> {
  await db
    .update(paymentAccounts)
    .set({ ...providerFields(account), syncedAt: eventCreatedAt, updatedAt: new Date() })
    .where(and(eq(paymentAccounts.providerAccountId, account.id), sql`(${paymentAccounts.syncedAt} is null or ${paymentAccounts.syncedAt} <= ${eventCreatedAt.toISOString()}::timestamptz)`));
}
