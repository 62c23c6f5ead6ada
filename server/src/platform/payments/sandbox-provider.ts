import { createHmac, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { CheckoutRequest, PaymentEvent, PaymentProvider, ProviderAccount, ProviderBankAccount, ProviderCard, ProviderCheckout } from './provider.js';
import { WebhookSignatureError } from './provider.js';
import { createSandboxStore } from './sandbox-store.js';
import { signPayload, verifySignedPayload } from './signature.js';
import { SANDBOX_PAGES } from './sandbox-paths.js';

// The offline provider: it keeps its own accounts and sessions, serves hosted checkout and
// onboarding pages from our server (sandbox-pages.ts), and tells us what happened only by
// signed webhooks to our own webhook route, exactly as Stripe would.

export const SANDBOX_SIGNATURE_HEADER = 'tradeshub-sandbox-signature';
const CHECKOUT_TTL_MS = 24 * 3_600_000;
const LINK_TTL_MS = 30 * 60_000;

export interface SandboxAccountData {
  businessName: string;
  email: string;
  accountType: 'individual' | 'company' | null;
  detailsSubmitted: boolean;
  /** Whatever the identity form answered (kept as a provider would; never sent back to us). */
  answers: Record<string, string>;
  requirements: string[];
}

export interface SandboxCheckoutData {
  accountId: string | null;
  status: 'open' | 'complete' | 'expired';
  paid: boolean;
  amountPence: number;
  applicationFeePence: number;
  description: string;
  payeeName: string;
  breakdown: { label: string; amountPence: number }[];
  successUrl: string;
  cancelUrl: string;
  metadata: { workId: string; scheduleItemId?: string; supportProposalId?: string };
  expiresAt: string;
  paidWith: string | null;
  paymentIntentId: string | null;
}

export interface SandboxLinkData {
  accountId: string;
  returnUrl: string;
  refreshUrl: string;
  expiresAt: string;
}

export interface SandboxBankData {
  bankName: string;
  last4: string;
  isDefault: boolean;
}

export interface SandboxCardData {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  isDefault: boolean;
}

/** Sends one signed webhook to our own webhook route; resolves once it was accepted. */
export type WebhookDelivery = (payload: string, headers: Record<string, string>) => Promise<void>;

const accountSchema = z.object({
  id: z.string(),
  accountType: z.enum(['individual', 'company']).nullable(),
  detailsSubmitted: z.boolean(),
  chargesEnabled: z.boolean(),
  payoutsEnabled: z.boolean(),
  requirements: z.array(z.string()),
});
const date = z.iso.datetime({ offset: true }).transform((value) => new Date(value));
const eventSchema = z
  .object({ id: z.string().min(1).max(255), createdAt: date })
  .and(
    z.discriminatedUnion('type', [
      z.object({ type: z.literal('checkout.completed'), sessionId: z.string(), paidWith: z.string().nullable(), paymentIntentId: z.string().nullable() }),
      z.object({ type: z.literal('checkout.expired'), sessionId: z.string() }),
      z.object({ type: z.literal('payment.failed'), sessionId: z.string().nullable(), scheduleItemId: z.string().nullable(), message: z.string().max(300) }),
      z.object({ type: z.literal('account.updated'), account: accountSchema }),
      z.object({
        type: z.literal('payout.updated'),
        payout: z.object({
          id: z.string(),
          accountId: z.string(),
          amountPence: z.number().int().min(0),
          status: z.enum(['IN_TRANSIT', 'PAID', 'FAILED']),
          destination: z.string(),
          arrivalDate: date,
          createdAt: date,
        }),
      }),
    ]),
  );

type SandboxEvent = Exclude<PaymentEvent, { type: 'ignored' }>;
type EventBody = SandboxEvent extends infer E ? (E extends SandboxEvent ? Omit<E, 'id' | 'createdAt'> : never) : never;

function randomId(prefix: string): string {
  return `${prefix}_${randomBytes(18).toString('base64url')}`;
}

export function toProviderAccount(id: string, data: SandboxAccountData): ProviderAccount {
  const verified = data.detailsSubmitted && data.requirements.length === 0;
  return { id, accountType: data.accountType, detailsSubmitted: data.detailsSubmitted, chargesEnabled: verified, payoutsEnabled: verified, requirements: data.requirements };
}

function toCheckout(id: string, data: SandboxCheckoutData, siteUrl: string, now = new Date()): ProviderCheckout {
  const status = data.status === 'open' && new Date(data.expiresAt) <= now ? 'expired' : data.status;
  return {
    id,
    url: status === 'open' ? `${siteUrl}${SANDBOX_PAGES.checkout(id)}` : null,
    status,
    paid: data.paid,
    expiresAt: new Date(data.expiresAt),
    paidWith: data.paidWith,
    paymentIntentId: data.paymentIntentId,
  };
}

export const NEW_ACCOUNT_REQUIREMENTS = ['Tell us who you are: your name, date of birth and home address.', 'Add a bank account for payouts.'];

/** The sandbox provider plus what its hosted pages need. */
export function createSandboxProvider(options: { db: Database; siteUrl: string; webhookSecret: string; deliver: () => WebhookDelivery }) {
  const store = createSandboxStore(options.db);
  const { siteUrl, webhookSecret } = options;

  async function emit(body: EventBody): Promise<void> {
    const event = { id: randomId('evt'), createdAt: new Date().toISOString(), ...body };
    const payload = JSON.stringify(event);
    await options.deliver()(payload, { [SANDBOX_SIGNATURE_HEADER]: signPayload(webhookSecret, payload), 'content-type': 'application/json' });
  }

  async function account(accountId: string): Promise<SandboxAccountData> {
    const data = await store.get<SandboxAccountData>('account', accountId);
    if (!data) throw new Error(`The sandbox has no account ${accountId}.`);
    return data;
  }

  const provider: PaymentProvider = {
    name: 'sandbox',
    signatureHeader: SANDBOX_SIGNATURE_HEADER,
    async createAccount({ businessName, email }) {
      const id = randomId('acct');
      const data: SandboxAccountData = { businessName, email, accountType: null, detailsSubmitted: false, answers: {}, requirements: NEW_ACCOUNT_REQUIREMENTS };
      await store.put('account', id, id, data);
      return toProviderAccount(id, data);
    },
    async retrieveAccount(accountId) {
      return toProviderAccount(accountId, await account(accountId));
    },
    async createOnboardingLink(accountId, urls) {
      await account(accountId);
      const token = randomId('link');
      const expiresAt = new Date(Date.now() + LINK_TTL_MS);
      await store.put<SandboxLinkData>('account_link', token, accountId, { accountId, ...urls, expiresAt: expiresAt.toISOString() });
      return { url: `${siteUrl}${SANDBOX_PAGES.onboarding(token)}`, expiresAt };
    },
    async deleteAccount(accountId) {
      for (const kind of ['bank_account', 'card', 'account_link'] as const) {
        for (const row of await store.list(kind, accountId)) await store.remove(kind, row.id);
      }
      await store.remove('account', accountId);
    },
    async listBankAccounts(accountId) {
      const rows = await store.list<SandboxBankData>('bank_account', accountId);
      return rows.map(({ id, data }): ProviderBankAccount => ({ id, ...data, currency: 'gbp' }));
    },
    async listCards(accountId) {
      const rows = await store.list<SandboxCardData>('card', accountId);
      return rows.map(({ id, data }): ProviderCard => ({ id, ...data }));
    },
    async setDefaultCard(accountId, cardId) {
      const cards = await store.list<SandboxCardData>('card', accountId);
      if (!cards.some((card) => card.id === cardId)) return null;
      for (const card of cards) await store.put('card', card.id, accountId, { ...card.data, isDefault: card.id === cardId });
      const chosen = cards.find((card) => card.id === cardId)!;
      return { id: cardId, ...chosen.data, isDefault: true };
    },
    async deleteCard(accountId, cardId) {
      const cards = await store.list<SandboxCardData>('card', accountId);
      if (!cards.some((card) => card.id === cardId)) return false;
      return store.remove('card', cardId);
    },
    async createCheckout(request: CheckoutRequest) {
      // The id is derived from the idempotency key (keyed, so it cannot be guessed from it):
      // racing requests with one key land on one session, as Stripe's idempotency keys do.
      const id = `cs_test_${createHmac('sha256', webhookSecret).update(`checkout:${request.idempotencyKey}`).digest('base64url').slice(0, 32)}`;
      const data = await store.insertOnce<SandboxCheckoutData>('checkout', id, request.accountId, {
        accountId: request.accountId,
        status: 'open',
        paid: false,
        amountPence: request.amountPence,
        applicationFeePence: request.applicationFeePence,
        description: request.description,
        payeeName: request.payeeName,
        breakdown: request.breakdown,
        successUrl: request.successUrl.replace('{CHECKOUT_SESSION_ID}', id),
        cancelUrl: request.cancelUrl.replace('{CHECKOUT_SESSION_ID}', id),
        metadata: request.metadata,
        expiresAt: new Date(Date.now() + CHECKOUT_TTL_MS).toISOString(),
        paidWith: null,
        paymentIntentId: null,
      });
      return toCheckout(id, data, siteUrl);
    },
    async retrieveCheckout(sessionId) {
      const data = await store.get<SandboxCheckoutData>('checkout', sessionId);
      return data ? toCheckout(sessionId, data, siteUrl) : null;
    },
    async expireCheckout(sessionId) {
      const data = await store.get<SandboxCheckoutData>('checkout', sessionId);
      if (!data || data.status !== 'open') return;
      await store.put('checkout', sessionId, data.accountId, { ...data, status: 'expired' });
      await emit({ type: 'checkout.expired', sessionId });
    },
    parseWebhook(rawBody, header) {
      verifySignedPayload(webhookSecret, rawBody, header);
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new WebhookSignatureError('The webhook body is not JSON.');
      }
      const parsed = eventSchema.safeParse(json);
      if (!parsed.success) throw new WebhookSignatureError('The webhook body is not a sandbox event.');
      return parsed.data as PaymentEvent;
    },
  };

  return { provider, store, emit, siteUrl };
}

export type SandboxPayments = ReturnType<typeof createSandboxProvider>;
