import { UK_PHONE_PATTERN, UK_POSTCODE_PATTERN } from '@tradeshub/sdk';
import { escapeHtml } from '../templates.js';
import { cardFormErrors } from './sandbox-cards.js';
import { alert, field, page } from './sandbox-html.js';

// The identity questions a UK sole trader or limited company answers to be paid (KYC): who
// they are, where they live, the company if there is one, and the bank account for payouts.

export type OnboardingAnswers = Record<string, string>;

const COMPANY_NUMBER = /^(?:\d{8}|[A-Z]{2}\d{6})$/;

/** Field errors for the answers; empty when they are complete. */
export function onboardingErrors(a: OnboardingAnswers, now = new Date()): Record<string, string> {
  const e: Record<string, string> = {};
  const has = (name: string) => (a[name] ?? '').trim().length > 0;
  if (a.accountType !== 'individual' && a.accountType !== 'company') e.accountType = 'Choose whether you trade as a sole trader or a limited company.';
  if (!has('firstName') || a.firstName!.length > 50) e.firstName = 'Enter your first name.';
  if (!has('lastName') || a.lastName!.length > 50) e.lastName = 'Enter your last name.';
  const dob = /^\d{4}-\d{2}-\d{2}$/.test(a.dob ?? '') ? new Date(`${a.dob}T00:00:00Z`) : null;
  const adult = dob && !Number.isNaN(dob.getTime()) ? new Date(Date.UTC(dob.getUTCFullYear() + 18, dob.getUTCMonth(), dob.getUTCDate())) <= now : false;
  if (!dob || Number.isNaN(dob.getTime())) e.dob = 'Enter your date of birth.';
  else if (!adult) e.dob = 'You must be 18 or over to take payments.';
  if (!has('addressLine1') || a.addressLine1!.length > 100) e.addressLine1 = 'Enter the first line of your home address.';
  if (!has('town') || a.town!.length > 60) e.town = 'Enter your town or city.';
  if (!UK_POSTCODE_PATTERN.test((a.postcode ?? '').trim())) e.postcode = 'Enter a valid UK postcode, like SW1A 1AA.';
  if (!UK_PHONE_PATTERN.test((a.phone ?? '').trim())) e.phone = 'Enter a valid UK phone number, like 07700 900123.';
  if (a.accountType === 'company') {
    if (!has('companyName') || a.companyName!.length > 100) e.companyName = 'Enter your company’s registered name.';
    if (!COMPANY_NUMBER.test((a.companyNumber ?? '').trim().toUpperCase())) e.companyNumber = 'Enter your 8-character Companies House number, like 01234567 or SC123456.';
  }
  if (!has('accountHolder') || a.accountHolder!.length > 100) e.accountHolder = 'Enter the name on the bank account.';
  if (!/^\d{6}$/.test((a.sortCode ?? '').replace(/[\s-]/g, ''))) e.sortCode = 'Enter the 6-digit sort code, like 10-88-00.';
  if (!/^\d{8}$/.test((a.accountNumber ?? '').replace(/\s/g, ''))) e.accountNumber = 'Enter the 8-digit account number, like 00012345.';
  if ((a.cardNumber ?? '').trim() || (a.cardExpiry ?? '').trim()) {
    const card = cardFormErrors({ number: a.cardNumber ?? '', expiry: a.cardExpiry ?? '', cvc: '000', name: 'x' }, now);
    if (card.number) e.cardNumber = 'Enter the 16-digit number of your debit card, like 4000 0566 5566 5556, or leave it empty.';
    if (card.expiry) e.cardExpiry = card.expiry;
  }
  return e;
}

export function onboardingPage(businessName: string, action: string, answers: OnboardingAnswers, errors: Record<string, string>): string {
  const v = (name: string) => answers[name] ?? '';
  const f = (name: string, label: string, extra: Partial<Parameters<typeof field>[0]> = {}) => field({ name, label, value: v(name), error: errors[name], ...extra });
  const checked = (value: string) => (v('accountType') === value ? ' checked' : '');
  const problem = Object.keys(errors).length > 0 ? 'Some answers need changing. Check the fields marked below.' : null;
  return page(
    `Get paid: verify ${businessName}`,
    `${alert(problem)}
<p>To pay out to you, payment providers must check who you are (UK rules on money laundering). In this sandbox any well-formed answers pass; use sort code 10-88-00 and account number 00012345.</p>
<form method="post" action="${escapeHtml(action)}" novalidate class="card">
<fieldset><legend>How do you trade?</legend>
${errors.accountType ? `<p class="error" id="f-accountType-error">${escapeHtml(errors.accountType)}</p>` : ''}
<label class="radio"><input type="radio" name="accountType" value="individual"${checked('individual')}>Sole trader (self-employed)</label>
<label class="radio"><input type="radio" name="accountType" value="company"${checked('company')}>Limited company</label>
</fieldset>
<fieldset><legend>About you</legend>
${f('firstName', 'First name', { autocomplete: 'given-name' })}
${f('lastName', 'Last name', { autocomplete: 'family-name' })}
${f('dob', 'Date of birth', { type: 'date', autocomplete: 'bday' })}
${f('phone', 'Phone number', { type: 'tel', autocomplete: 'tel' })}
${f('addressLine1', 'Home address', { autocomplete: 'address-line1' })}
${f('town', 'Town or city', { autocomplete: 'address-level2' })}
${f('postcode', 'Postcode', { autocomplete: 'postal-code' })}
</fieldset>
<fieldset><legend>Your company (limited companies only)</legend>
${f('companyName', 'Registered company name', { autocomplete: 'organization', required: false })}
${f('companyNumber', 'Companies House number', { hint: '8 characters, like 01234567', required: false })}
</fieldset>
<fieldset><legend>Where we pay you</legend>
${f('accountHolder', 'Name on the account', { autocomplete: 'name' })}
${f('sortCode', 'Sort code', { inputmode: 'numeric', hint: '6 digits, like 10-88-00' })}
${f('accountNumber', 'Account number', { inputmode: 'numeric', hint: '8 digits' })}
</fieldset>
<fieldset><legend>A debit card for payouts (optional)</legend>
${f('cardNumber', 'Debit card number', { autocomplete: 'cc-number', inputmode: 'numeric', hint: 'Test debit card: 4000 0566 5566 5556', required: false })}
${f('cardExpiry', 'Expiry date (MM/YY)', { autocomplete: 'cc-exp', inputmode: 'numeric', required: false })}
</fieldset>
<button type="submit">Send for checking</button>
</form>`,
  );
}
