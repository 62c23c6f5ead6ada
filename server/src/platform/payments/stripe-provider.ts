import Stripe from 'stripe';
import { conflict } from '../../http/errors.js';
import type { PaymentProvider, ProviderCard } from './provider.js';
import { WebhookSignatureError } from './provider.js';
import { toPaymentEvent } from './stripe-events.js';
import { paidWithOf, toBankAccount, toCard, toCheckout, toProviderAccount } from './stripe-mapping.js';

// The `stripe` provider (PAYMENT_PROVIDER=stripe), on the official SDK. Tradespeople get
// Custom connected accounts in GB taking GBP (Custom, so Tradeshub may manage their bank
// accounts and payout cards through the API), verified through Stripe's hosted onboarding
// (account links). A stage is paid by a destination charge through a hosted Checkout
// session: the application fee stays with the platform, the rest goes to the account.
// Webhooks are verified by the SDK and read into PaymentEvent (stripe-events.ts); from there
// the sandbox and Stripe share one code path.

export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';

export interface StripeSettings {
  secretKey: string;
  /** One or more signing secrets (the platform's endpoint and the connected accounts' endpoint). */
  webhookSecrets: string[];
  /** Another place to find Stripe's API (a fake Stripe server in tests); Stripe's own when null. */
  apiBase: string | null;
}

function clientOptions(apiBase: string | null): Stripe.StripeConfig {
  const options: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 20_000, telemetry: false, appInfo: { name: 'Tradeshub' } };
  if (!apiBase) return options;
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { ...options, host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
}

const isStripeError = (error: unknown): error is Stripe.errors.StripeError => error instanceof Stripe.errors.StripeError;
const isMissing = (error: unknown) => isStripeError(error) && (error.statusCode === 404 || error.code === 'resource_missing');

/** The account's payout cards, or bank accounts: Stripe keeps both as external accounts. */
async function externalAccounts<K extends 'card' | 'bank_account'>(stripe: Stripe, accountId: string, object: K) {
  const list = await stripe.accounts.listExternalAccounts(accountId, { object, limit: 100 });
  return list.data.filter((item): item is K extends 'card' ? Stripe.Card : Stripe.BankAccount => item.object === object);
}

export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, clientOptions(settings.apiBase));

  async function cards(accountId: string): Promise<Stripe.Card[]> {
    return externalAccounts(stripe, accountId, 'card') as Promise<Stripe.Card[]>;
  }

  async function paidWith(sessionId: string): Promise<string | null> {
    try {
      const session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent.latest_charge'] });
      const intent = session.payment_intent;
      return intent && typeof intent !== 'string' ? paidWithOf(intent.latest_charge) : null;
    } catch {
      // The payment is recorded all the same; the receipt then says card without its number.
      return null;
    }
  }

  function verify(rawBody: Buffer, header: string | undefined): Stripe.Event {
    if (!header) throw new WebhookSignatureError('The webhook has no signature header.');
    let failure: unknown = null;
    for (const secret of settings.webhookSecrets) {
      try {
        return stripe.webhooks.constructEvent(rawBody, header, secret);
      } catch (error) {
        failure = error;
      }
    }
    // The SDK's own messages are long and point at its docs; the sender is told the reason in short.
    if (!(failure instanceof Stripe.errors.StripeSignatureVerificationError)) throw new WebhookSignatureError('The webhook body is not a Stripe event in JSON.');
    if (/timestamp outside/i.test(failure.message)) throw new WebhookSignatureError('The webhook signature is too old.');
    if (/unable to extract/i.test(failure.message)) throw new WebhookSignatureError('The webhook signature header is malformed.');
    throw new WebhookSignatureError('The webhook signature does not match.');
  }

  return {
    name: 'stripe',
    signatureHeader: STRIPE_SIGNATURE_HEADER,
    async createAccount({ businessId, businessName, email }) {
      const account = await stripe.accounts.create({
        type: 'custom',
        country: 'GB',
        default_currency: 'gbp',
        email,
        business_profile: { name: businessName.slice(0, 100), product_description: 'Building, repair and home improvement work for customers found through Tradeshub.' },
        capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
        metadata: { businessId },
      });
      return toProviderAccount(account);
    },
    async retrieveAccount(accountId) {
      return toProviderAccount(await stripe.accounts.retrieve(accountId));
    },
    async createOnboardingLink(accountId, urls) {
      const link = await stripe.accountLinks.create({
        account: accountId,
        type: 'account_onboarding',
        collection_options: { fields: 'currently_due' },
        return_url: urls.returnUrl,
        refresh_url: urls.refreshUrl,
      });
      return { url: link.url, expiresAt: new Date(link.expires_at * 1000) };
    },
    async deleteAccount(accountId) {
      try {
        await stripe.accounts.del(accountId);
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
    async listBankAccounts(accountId) {
      return ((await externalAccounts(stripe, accountId, 'bank_account')) as Stripe.BankAccount[]).map(toBankAccount);
    },
    async listCards(accountId) {
      return (await cards(accountId)).map(toCard);
    },
    async setDefaultCard(accountId, cardId): Promise<ProviderCard | null> {
      if (!(await cards(accountId)).some((card) => card.id === cardId)) return null;
      const updated = await stripe.accounts.updateExternalAccount(accountId, cardId, { default_for_currency: true });
      return updated.object === 'card' ? toCard(updated) : null;
    },
    async deleteCard(accountId, cardId) {
      const card = (await cards(accountId)).find((c) => c.id === cardId);
      if (!card) return false;
      if (card.default_for_currency) throw conflict('Payouts go to this card. Make another card or your bank account the default for payouts first, then remove this one.');
      try {
        await stripe.accounts.deleteExternalAccount(accountId, cardId);
      } catch (error) {
        if (isMissing(error)) return false;
        if (error instanceof Stripe.errors.StripeInvalidRequestError) throw conflict(`Stripe would not remove this card: ${error.message}`);
        throw error;
      }
      return true;
    },
    async createCheckout(request) {
      // Stripe takes no negative line (a rewards credit) and the lines must add up to the charge:
      // otherwise one line carries the whole amount.
      const itemised = request.breakdown.every((line) => line.amountPence > 0) && request.breakdown.reduce((sum, line) => sum + line.amountPence, 0) === request.amountPence;
      const lines = itemised ? request.breakdown : [{ label: request.description, amountPence: request.amountPence }];
      // No connected account: Tradeshub itself is paid (a support proposal), so no fee and no transfer.
      const destination = request.accountId ? { application_fee_amount: request.applicationFeePence, transfer_data: { destination: request.accountId } } : {};
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          locale: 'en-GB',
          customer_email: request.customerEmail || undefined,
          client_reference_id: request.metadata.scheduleItemId,
          line_items: lines.map((line) => ({ quantity: 1, price_data: { currency: 'gbp', unit_amount: line.amountPence, product_data: { name: line.label.slice(0, 250) } } })),
          payment_intent_data: {
            ...destination,
            description: request.description.slice(0, 1000),
            metadata: request.metadata,
          },
          metadata: request.metadata,
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        // Racing requests for one item carry one key, so Stripe answers them all with one session.
        { idempotencyKey: request.idempotencyKey },
      );
      return toCheckout(session);
    },
    async retrieveCheckout(sessionId) {
      try {
        return toCheckout(await stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent.latest_charge'] }));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async expireCheckout(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
      } catch (error) {
        // Already paid, expired or gone: nothing left to close.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      }
    },
    async parseWebhook(rawBody, header) {
      return toPaymentEvent(verify(rawBody, header), paidWith);
    },
  };
}
