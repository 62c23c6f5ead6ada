import { expect, type APIRequestContext, type Page } from '@playwright/test';

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

/** The newest six-digit code emailed to an address, read from the outbox as an operator would. */
export async function verificationCodeFor(request: APIRequestContext, emailAddress: string): Promise<string> {
  const token = await apiSignIn(request, DEMO.admin);
  const response = await request.get(`/backend-service/admin/outbox?recipient=${encodeURIComponent(emailAddress)}&limit=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as Envelope<{ items: { body: string }[] }>;
  const code = /\b(\d{6})\b/.exec(body.data.items[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`No verification code was emailed to ${emailAddress}`);
  return code;
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

/** A new, verified customer made through the API (register, code from the outbox, verify); returns the token. */
export async function newVerifiedCustomer(request: APIRequestContext, emailAddress: string, password: string): Promise<string> {
  const registered = await request.post('/backend-service/auth/register', {
    data: { firstName: 'Olu', lastName: 'Adeyemi', emailAddress, password, confirmPassword: password, phoneNumber: '07700 900654' },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const code = await verificationCodeFor(request, emailAddress);
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
