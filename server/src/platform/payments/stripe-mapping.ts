import type Stripe from 'stripe';
import type { ProviderAccount, ProviderBankAccount, ProviderCard, ProviderCheckout, ProviderPayout } from './provider.js';
import { DECLINE_SENTENCE, NOT_CONFIRMED_SENTENCE } from './sandbox-cards.js';

// Stripe's objects in the shapes the payments module works with. Nothing here calls Stripe.

/** What each of Stripe's requirement fields asks a person to do, by the field's first part(s). */
const REQUIREMENT_SENTENCES: [prefix: string, sentence: string][] = [
  ['external_account', 'Add a bank account for payouts.'],
  ['tos_acceptance', 'Accept the Stripe services agreement.'],
  ['individual.verification', 'Upload a photo of your passport or driving licence.'],
  ['individual.dob', 'Tell us your date of birth.'],
  ['individual.address', 'Tell us your home address.'],
  ['individual.first_name', 'Tell us your name as it is on your ID.'],
  ['individual.last_name', 'Tell us your name as it is on your ID.'],
  ['individual.phone', 'Add your phone number.'],
  ['individual.email', 'Add your email address.'],
  ['individual', 'Tell us who you are: your name, date of birth and home address.'],
  ['business_profile', 'Tell us about your business: what you do and where customers find you.'],
  ['business_type', 'Tell us whether you work as a sole trader or a company.'],
  ['company.verification', 'Upload a document that proves your company is registered.'],
  ['company', 'Tell us about your company: its name, registration number and address.'],
  ['representative', 'Tell us who runs the company and verify their identity.'],
  ['directors', 'Tell us who the company’s directors are.'],
  ['owners', 'Tell us who owns the company.'],
  ['executives', 'Tell us who runs the company.'],
  ['person_', 'Tell us more about the people behind the company.'],
  ['settings.payments', 'Add the name customers see on their card statements.'],
];

function requirementSentence(field: string): string {
  const found = REQUIREMENT_SENTENCES.find(([prefix]) => field === prefix || field.startsWith(`${prefix}.`) || (prefix.endsWith('_') && field.startsWith(prefix)));
  return found ? found[1] : `Stripe needs more details (${field}).`;
}

/** Sentences a person can act on, from the fields Stripe says are due now, past due or wrong. */
export function requirementSentences(requirements: Stripe.Account.Requirements | null | undefined): string[] {
  if (!requirements) return [];
  const sentences: string[] = [];
  for (const error of requirements.errors ?? []) sentences.push(error.reason);
  for (const field of [...(requirements.past_due ?? []), ...(requirements.currently_due ?? [])]) sentences.push(requirementSentence(field));
  if (sentences.length === 0 && requirements.disabled_reason?.startsWith('rejected')) sentences.push('Stripe could not accept this account. Contact Stripe support to find out why.');
  if (sentences.length === 0 && requirements.disabled_reason === 'requirements.pending_verification') sentences.push('Stripe is checking your details. This usually takes a few minutes.');
  return [...new Set(sentences.map((s) => s.slice(0, 300)))];
}

export function toProviderAccount(account: Stripe.Account): ProviderAccount {
  const type = account.business_type;
  return {
    id: account.id,
    accountType: type === 'individual' ? 'individual' : type ? 'company' : null,
    detailsSubmitted: account.details_submitted,
    chargesEnabled: account.charges_enabled,
    payoutsEnabled: account.payouts_enabled,
    requirements: requirementSentences(account.requirements),
  };
}

export function toBankAccount(bank: Stripe.BankAccount): ProviderBankAccount {
  return { id: bank.id, bankName: bank.bank_name ?? 'Bank account', last4: bank.last4, currency: bank.currency, isDefault: bank.default_for_currency === true };
}

function brandName(brand: string): string {
  const names: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', american_express: 'American Express', discover: 'Discover', maestro: 'Maestro' };
  return names[brand.toLowerCase()] ?? (brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : 'Card');
}

export function toCard(card: Stripe.Card): ProviderCard {
  return { id: card.id, brand: brandName(card.brand), last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year, isDefault: card.default_for_currency === true };
}

/** 'Visa •••• 4242' from a charge, when its card is known. */
export function paidWithOf(charge: Stripe.Charge | string | null | undefined): string | null {
  if (!charge || typeof charge === 'string') return null;
  const card = charge.payment_method_details?.card;
  return card ? `${brandName(card.brand ?? '')} •••• ${card.last4 ?? ''}`.trim() : null;
}

export function toCheckout(session: Stripe.Checkout.Session): ProviderCheckout {
  const intent = session.payment_intent;
  const paymentIntentId = typeof intent === 'string' ? intent : (intent?.id ?? null);
  const charge = intent && typeof intent !== 'string' ? intent.latest_charge : null;
  return {
    id: session.id,
    url: session.status === 'open' ? session.url : null,
    status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
    paid: session.payment_status === 'paid',
    expiresAt: new Date(session.expires_at * 1000),
    paidWith: paidWithOf(charge),
    paymentIntentId,
  };
}

const PAYOUT_STATUS: Record<string, ProviderPayout['status']> = { paid: 'PAID', failed: 'FAILED', canceled: 'FAILED', pending: 'IN_TRANSIT', in_transit: 'IN_TRANSIT' };

export function toPayout(payout: Stripe.Payout, accountId: string): ProviderPayout {
  const destination = typeof payout.destination === 'string' ? payout.destination : (payout.destination?.id ?? '');
  return {
    id: payout.id,
    accountId,
    amountPence: payout.amount,
    status: PAYOUT_STATUS[payout.status] ?? 'IN_TRANSIT',
    destination: destination.startsWith('card_') ? 'Your payout card' : 'Your bank account',
    arrivalDate: new Date(payout.arrival_date * 1000),
    createdAt: new Date(payout.created * 1000),
  };
}

/** The sentence a payer sees for a refused card: the same ones the sandbox uses, where they fit. */
export function declineSentence(error: Stripe.PaymentIntent.LastPaymentError | null | undefined): string {
  if (!error) return DECLINE_SENTENCE;
  const reason = error.decline_code ?? error.code ?? '';
  switch (reason) {
    case 'insufficient_funds':
      return 'Your card was declined: there is not enough money in the account. Try another card.';
    case 'expired_card':
      return 'Your card has expired. Try a card with a future expiry date.';
    case 'incorrect_cvc':
      return 'The security code was wrong. Check the 3 digits on the back of your card and try again.';
    case 'authentication_required':
    case 'payment_intent_authentication_failure':
      return NOT_CONFIRMED_SENTENCE;
    default:
      return DECLINE_SENTENCE;
  }
}
