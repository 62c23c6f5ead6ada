import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { PaymentProvider } from './provider.js';
import { createStripeProvider } from './stripe-provider.js';
import { createSandboxProvider, type SandboxPayments, type WebhookDelivery } from './sandbox-provider.js';

export type { PaymentEvent, PaymentProvider, ProviderAccount, ProviderCheckout } from './provider.js';
export { WebhookSignatureError } from './provider.js';

/** The path every provider's webhooks arrive at (sandbox and Stripe alike). */
export const PAYMENT_WEBHOOK_PATH = '/backend-service/payment/webhook';

export interface PaymentPlatform {
  provider: PaymentProvider;
  /** The sandbox's own parts (its hosted pages), when it is the provider. */
  sandbox: SandboxPayments | null;
}

/** The provider PAYMENT_PROVIDER names; the sandbox delivers its webhooks through `deliver`. */
export function createPaymentPlatform(config: Config, db: Database, deliver: () => WebhookDelivery): PaymentPlatform {
  const payments = config.payments;
  if (payments.provider === 'stripe') {
    if (!payments.stripe) throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: set both, or leave PAYMENT_PROVIDER unset (sandbox) to take payments offline.');
    const { secretKey, webhookSecrets, apiBase } = payments.stripe;
    return { provider: createStripeProvider({ secretKey, webhookSecrets, apiBase }), sandbox: null };
  }
  const sandbox = createSandboxProvider({ db, siteUrl: config.siteUrl, webhookSecret: payments.sandboxWebhookSecret, deliver });
  return { provider: sandbox.provider, sandbox };
}
