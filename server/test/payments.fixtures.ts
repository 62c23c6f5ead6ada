import { expect } from 'vitest';
import type { TestUser } from './business.fixtures.js';
import type { TestServer } from './harness.js';

// Going through the sandbox's hosted pages the way a browser does: a form post, then the
// redirect back to the hub (not followed: the hub is not served in tests).

export const ONBOARDING_ANSWERS = {
  accountType: 'individual',
  firstName: 'Bob',
  lastName: 'Slater',
  dob: '1980-05-17',
  phone: '07700 900123',
  addressLine1: '1 Mill Lane',
  town: 'Leeds',
  postcode: 'LS1 4AP',
  accountHolder: 'Bob Slater',
  sortCode: '10-88-00',
  accountNumber: '00012345',
  cardNumber: '4000 0566 5566 5556',
  cardExpiry: '12/34',
};

export const CARD = { expiry: '12/34', cvc: '123', name: 'Ann Example' };

export async function postForm(url: string, form: Record<string, string>): Promise<Response> {
  return fetch(url, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() });
}

/** Connects the business's sandbox account and passes its identity checks. */
export async function connectSandboxAccount(server: TestServer, owner: TestUser, answers: Record<string, string> = ONBOARDING_ANSWERS) {
  const kyc = await owner.client.payments.createKycSession();
  const response = await postForm(kyc.url.replace(server.config.siteUrl, server.baseUrl), answers);
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toBe(`${server.config.siteUrl}/callback/kyc?outcome=complete`);
  return owner.client.payments.getConnectedAccount();
}

/** Opens the customer's checkout for a stage and pays it with `cardNumber`; answers the checkout page's response. */
export async function payStage(server: TestServer, customer: TestUser, scheduleItemId: string, cardNumber = '4242 4242 4242 4242') {
  const session = await customer.client.payments.createCheckoutSession({ body: { scheduleItemId } });
  const response = await postForm(session.url!.replace(server.config.siteUrl, server.baseUrl), { number: cardNumber, ...CARD });
  return { session, response };
}
