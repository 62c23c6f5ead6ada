// The one seam between Tradeshub and whoever moves the money (ARCHITECTURE.md section 7).
// `sandbox` runs inside our server; `stripe` calls Stripe. Everything after the provider
// (what a payment does to a work, receipts, fees) is one code path: the payments module
// works with these shapes and with PaymentEvent, never with a provider's own objects.

/** What the provider says a connected account may do, and what it still needs. */
export interface ProviderAccount {
  id: string;
  accountType: 'individual' | 'company' | null;
  detailsSubmitted: boolean;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  /** Sentences a person can act on, e.g. 'Add a bank account for payouts.' */
  requirements: string[];
}

export interface ProviderLink {
  url: string;
  expiresAt: Date;
}

export interface ProviderBankAccount {
  id: string;
  bankName: string;
  last4: string;
  currency: string;
  isDefault: boolean;
}

export interface ProviderCard {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  isDefault: boolean;
}

export interface CheckoutRequest {
  /** The same key gives the same session, however many requests race (one open session per item). */
  idempotencyKey: string;
  /** The connected account the money goes to (a destination charge); null when Tradeshub itself is paid (a support proposal). */
  accountId: string | null;
  /** What the card is charged, in pence. */
  amountPence: number;
  /** What the platform keeps of it: platform fee + card fee. */
  applicationFeePence: number;
  /** One line the payer sees, e.g. "Deposit (25%) — Kitchen refit". */
  description: string;
  /** Who is paid, as the payer sees it. */
  payeeName: string;
  /** How the amount is made up, shown on the hosted page. */
  breakdown: { label: string; amountPence: number }[];
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
  metadata: { workId: string; scheduleItemId?: string; supportProposalId?: string };
}

export interface ProviderCheckout {
  id: string;
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  paid: boolean;
  expiresAt: Date;
  /** How it was paid once paid, e.g. 'Visa •••• 4242'. */
  paidWith: string | null;
  paymentIntentId: string | null;
}

export interface ProviderPayout {
  id: string;
  accountId: string;
  amountPence: number;
  status: 'IN_TRANSIT' | 'PAID' | 'FAILED';
  destination: string;
  arrivalDate: Date;
  createdAt: Date;
}

/** A provider event, after its signature was checked, in the one shape the payments module handles. */
export type PaymentEvent = { id: string; createdAt: Date } & (
  | { type: 'checkout.completed'; sessionId: string; paidWith: string | null; paymentIntentId: string | null }
  | { type: 'checkout.expired'; sessionId: string }
  | { type: 'payment.failed'; sessionId: string | null; scheduleItemId: string | null; message: string }
  | { type: 'account.updated'; account: ProviderAccount }
  | { type: 'payout.updated'; payout: ProviderPayout }
  /** An event we do not act on (still acknowledged, so the provider stops sending it). */
  | { type: 'ignored'; providerType: string }
);

export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  createAccount(input: { businessId: string; businessName: string; email: string }): Promise<ProviderAccount>;
  retrieveAccount(accountId: string): Promise<ProviderAccount>;
  /** A link to the hosted identity checks; returnUrl after, refreshUrl when the link is stale. */
  createOnboardingLink(accountId: string, urls: { returnUrl: string; refreshUrl: string }): Promise<ProviderLink>;
  deleteAccount(accountId: string): Promise<void>;
  listBankAccounts(accountId: string): Promise<ProviderBankAccount[]>;
  listCards(accountId: string): Promise<ProviderCard[]>;
  /** Makes a payout card the default for its currency; null when the account has no such card. */
  setDefaultCard(accountId: string, cardId: string): Promise<ProviderCard | null>;
  /** False when the account has no such card. */
  deleteCard(accountId: string, cardId: string): Promise<boolean>;
  createCheckout(request: CheckoutRequest): Promise<ProviderCheckout>;
  retrieveCheckout(sessionId: string): Promise<ProviderCheckout | null>;
  expireCheckout(sessionId: string): Promise<void>;
  /** Checks the signature (WebhookSignatureError otherwise) and reads the event. */
  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): PaymentEvent;
  /** The request header the signature comes in. */
  readonly signatureHeader: string;
}
