import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { verificationCodeIn, type CaughtMail } from '../../server/test/mail-catcher';

export const DEMO_PASSWORD = 'Tradeshub-demo-2026';
export const DEMO = {
  customer: 'customer@demo.tradeshub.uk',
  tradesperson: 'trades@demo.tradeshub.uk',
  admin: 'admin@demo.tradeshub.uk',
} as const;
export const TOKEN_KEY = 'tradeshub.accessToken.v1';

interface Envelope<T> {
  data: T;
}

/** Signs in through the API and returns the bearer token. */
export async function apiSignIn(request: APIRequestContext, emailAddress: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await request.post('/backend-service/auth/sign-in', { data: { emailAddress, password } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as Envelope<{ token: string }>).data.token;
}

/** Every email the test server has sent so far, oldest first, as the local SMTP server received them (mail-setup.ts). */
async function receivedMail(): Promise<CaughtMail[]> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the browser tests with hub/e2e/playwright.config.ts');
  const names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  return Promise.all(names.map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as CaughtMail));
}

/** The newest email to an address whose subject matches, waiting for the server to send it. */
export async function emailTo(emailAddress: string, subject: RegExp): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(async () => {
      found = (await receivedMail()).findLast((mail) => mail.to.includes(emailAddress.toLowerCase()) && subject.test(mail.subject));
      return found !== undefined;
    }, { message: `An email to ${emailAddress} with a subject like ${subject}` })
    .toBe(true);
  return found!;
}

/** The six-digit code in the newest verification email to an address. */
export async function verificationCodeFor(emailAddress: string): Promise<string> {
  return verificationCodeIn(await emailTo(emailAddress, /verification code/i));
}

/** Answers the cookie banner so it does not sit over the page. */
export async function declineCookies(page: Page): Promise<void> {
  const banner = page.getByRole('region', { name: 'Would You Like A Cookie?' });
  if (await banner.isVisible()) await banner.getByRole('button', { name: 'Decline' }).click();
}

/** Signs in through the hub's form. */
export async function signInThroughForm(page: Page, emailAddress: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Email address').fill(emailAddress);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export const uniqueEmail = (who: string) => `${who}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.co.uk`;

/** A new, verified customer made through the API (register, code from the email, verify); returns the token. */
export async function newVerifiedCustomer(request: APIRequestContext, emailAddress: string, password: string): Promise<string> {
  const registered = await request.post('/backend-service/auth/register', {
    data: { firstName: 'Olu', lastName: 'Adeyemi', emailAddress, password, confirmPassword: password, phoneNumber: '07700 900654' },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const code = await verificationCodeFor(emailAddress);
  const verified = await request.post('/backend-service/auth/verify-email', { data: { emailAddress, code } });
  expect(verified.ok(), await verified.text()).toBe(true);
  return ((await verified.json()) as Envelope<{ token: string }>).data.token;
}

/** Opens the hub with a session already in place (the token the sdk keeps in localStorage). */
export async function openSignedIn(page: Page, token: string, path: string): Promise<void> {
  await page.goto('/about-us');
  await declineCookies(page);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
  await page.goto(path);
}

/** The id of a demo business, found through the public search. */
export async function demoBusinessId(request: APIRequestContext, name: string, place: string): Promise<string> {
  const response = await request.post('/backend-service/public/business/search', { data: { place, limit: 100 } });
  const body = (await response.json()) as Envelope<{ items: { id: string; name: string }[] }>;
  const found = body.data.items.find((b) => b.name === name);
  if (!found) throw new Error(`No demo business called ${name} near ${place}`);
  return found.id;
}
