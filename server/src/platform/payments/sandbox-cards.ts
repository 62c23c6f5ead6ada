// The sandbox's test cards (Stripe's numbers, so the same habits work in both): what each
// does, and the checks a card form makes before anything is charged.

export const SANDBOX_TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  needsConfirmation: '4000002500003155',
} as const;

export const DECLINE_SENTENCE = 'Your card was declined. Try another card, or ask your bank why the payment was refused.';
export const NOT_CONFIRMED_SENTENCE = 'The payment was not confirmed with your bank, so nothing was taken. Try again, or use another card.';

export type CardOutcome = 'succeeds' | 'declined' | 'needsConfirmation';

export interface CardEntry {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** Field errors (by field name) for a card form; empty when the card may be tried. */
export function cardFormErrors(entry: CardEntry, now = new Date()): Record<string, string> {
  const errors: Record<string, string> = {};
  const digits = entry.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) errors.number = 'Enter the 16-digit number on the front of your card, like 4242 4242 4242 4242.';
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(entry.expiry.trim());
  const month = expiry ? Number(expiry[1]) : 0;
  const year = expiry ? 2000 + Number(expiry[2]) : 0;
  if (!expiry || month < 1 || month > 12) errors.expiry = 'Enter the expiry date as MM/YY, like 04/29.';
  else if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) errors.expiry = 'This card has expired. Use a card with a future expiry date.';
  if (!/^\d{3,4}$/.test(entry.cvc.trim())) errors.cvc = 'Enter the 3 digits on the back of your card.';
  if (entry.name.trim().length === 0 || entry.name.length > 100) errors.name = 'Enter the name on your card.';
  return errors;
}

/** What a valid card number does in the sandbox; null for a number that is not one of its test cards. */
export function cardOutcome(number: string): CardOutcome | null {
  const digits = number.replace(/[\s-]/g, '');
  const found = Object.entries(SANDBOX_TEST_CARDS).find(([, n]) => n === digits);
  return found ? (found[0] as CardOutcome) : null;
}

/** 'Visa •••• 4242' */
export function cardLabel(number: string): string {
  const digits = number.replace(/[\s-]/g, '');
  return `${digits.startsWith('4') ? 'Visa' : 'Card'} •••• ${digits.slice(-4)}`;
}
