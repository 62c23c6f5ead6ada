import { expect, test } from '@playwright/test';
import { DEMO, declineCookies, signInThroughForm, uniqueEmail, verificationCodeFor } from './support';

const PASSWORD = 'Slate-roof-Tuesday-4';

test('a new tradesperson joins, verifies, registers a business and a customer finds it', async ({ page, browser }) => {
  const email = uniqueEmail('tiler');
  const businessName = `Kestrel Tiling ${Date.now() % 100000}`;

  // Join.
  await page.goto('/auth/register');
  await declineCookies(page);
  await page.getByLabel('First name').fill('Nia');
  await page.getByLabel('Last name').fill('Hughes');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Phone number').fill('07700 900321');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create my account' }).click();

  // Verify with the code from the email, as the local SMTP server received it.
  await expect(page).toHaveURL(/\/auth\/verify/);
  await page.getByLabel('6-digit code').fill(await verificationCodeFor(email));
  await expect(page).not.toHaveURL(/\/auth\//);

  // Register a business.
  await page.goto('/business/register');
  await page.getByText('Tiling', { exact: true }).click();
  await page.getByLabel('Business name').fill(businessName);
  await page.getByText('As an individual').click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Business phone').fill('01225 496000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Address line 1').fill('12 Milsom Street');
  await page.getByLabel('Town or city').fill('Bath');
  await page.getByRole('option', { name: /^Bath/ }).first().click();
  await page.getByLabel('Postcode').fill('BA1 1DN');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('I have read the Business Rules').click();
  await page.getByRole('button', { name: 'Register my business' }).click();
  await expect(page).toHaveURL(/\/business$/);
  await expect(page.getByText(businessName).first()).toBeVisible();

  // Another person finds it and opens its profile.
  const customer = await browser.newPage();
  await customer.goto('/auth/signin');
  await declineCookies(customer);
  await signInThroughForm(customer, DEMO.customer);
  await expect(customer).not.toHaveURL(/\/auth\//);
  await customer.goto('/findabussiness?category=Tiling&place=Bath');
  const card = customer.getByRole('link', { name: new RegExp(businessName) }).first();
  await expect(card).toBeVisible();
  await card.click();
  await expect(customer).toHaveURL(/\/business\/view\/[0-9a-f-]{36}$/);
  await expect(customer.getByRole('heading', { name: businessName }).first()).toBeVisible();
  await expect(customer.getByText('Tiling').first()).toBeVisible();
  await customer.close();
});

test('a visitor searches without an account and sees ratings in their colours', async ({ page }) => {
  await page.goto('/findabussiness?category=Plumbing&place=London');
  await declineCookies(page);
  await expect(page.getByText(/tradespe(ople|rson)/i).filter({ visible: true }).first()).toBeVisible();
  const first = page.getByRole('link', { name: /Clarke & Patel Plumbing/ }).first();
  await expect(first).toBeVisible();
  await first.click();
  await expect(page.getByRole('heading', { name: 'Clarke & Patel Plumbing' }).first()).toBeVisible();
  // Public pages never show contact details.
  await expect(page.getByText('trades@demo.tradeshub.uk')).toHaveCount(0);
});
