import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEMO, apiSignIn, newVerifiedCustomer, openSignedIn, uniqueEmail } from './support';

// Payments end to end, in two browsers, on the sandbox provider (offline, the default): a new
// tradesperson connects a payment account and passes the identity checks on the sandbox's
// hosted onboarding page, then asks the demo customer for a deposit; she is declined with a
// test card (the stage stays payable), then pays with 4242…, and both sides see it paid
// without reloading; her receipt opens.

const PASSWORD = 'Payments-e2e-2026!';
const DECLINED = 'Your card was declined. Try another card, or ask your bank why the payment was refused.';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

interface Envelope<T> {
  data: T;
}

async function api<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST' | 'PATCH', path: string, data?: unknown): Promise<T> {
  const response = await request.fetch(path, { method, data, headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as Envelope<T>).data;
}

/** A new tradesperson (registered, verified, with a business) through the API; returns their token. */
async function newTradesperson(request: APIRequestContext): Promise<string> {
  const token = await newVerifiedCustomer(request, uniqueEmail('trades'), PASSWORD);
  const categories = await api<{ id: string; title: string }[]>(request, token, 'GET', '/backend-service/business/get-all-categories');
  const plumbing = categories.find((c) => c.title === 'Plumbing')!;
  await api(request, token, 'POST', '/backend-service/business/register', {
    workCategories: [{ id: plumbing.id, title: plumbing.title }],
    name: `Aire Valley Plumbing ${Date.now().toString(36)}`,
    email: 'office@airevalley.example.co.uk',
    businessPhoneNumber: '0113 496 0000',
    location: { address1: '12 Kirkgate', locality: 'Leeds', postcode: 'LS1 6BY', latitude: 53.7965, longitude: -1.5398 },
  });
  return token;
}

/** A running job for the demo customer with a deposit and a balance, walked through the API as the hub would. */
async function runningJob(request: APIRequestContext, tradesToken: string, customerToken: string): Promise<string> {
  const customer = await api<{ id: string }>(request, customerToken, 'GET', '/backend-service/user/profile');
  const work = await api<{ id: string }>(request, tradesToken, 'POST', '/backend-service/work/create-work', {
    customerId: customer.id,
    title: `Bathroom refit (${Date.now().toString(36)})`,
    description: 'Replace the suite and re-tile around the bath.',
    mode: 'STANDARD',
    lineItems: [
      { description: 'Bathroom suite, fitted', price: 100_000, vat: 20, priority: 1 },
      { description: 'Waste removal', price: 10_000, vat: 0, priority: 2 },
    ],
    payments: [
      { description: 'Deposit', amountPence: 30_000, dueDate: inDays(10) },
      { description: 'Balance', amountPence: 100_000, dueDate: inDays(40) },
    ],
  });
  const quote = `/backend-service/work/update-quote-status/${work.id}`;
  const status = `/backend-service/work/update-work-status/${work.id}`;
  await api(request, tradesToken, 'PATCH', quote, { status: 'SENT' });
  await api(request, customerToken, 'PATCH', quote, { status: 'ACCEPTED' });
  await api(request, customerToken, 'PATCH', status, { status: 'AGREED' });
  await api(request, tradesToken, 'PATCH', status, { status: 'AGREED' });
  await api(request, tradesToken, 'PATCH', status, { status: 'IN_PROGRESS' });
  return work.id;
}

async function newSignedInPage(browser: Browser, token: string, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await openSignedIn(page, token, path);
  return page;
}

const depositRow = (page: Page) => page.getByRole('list', { name: 'Payment schedule' }).getByRole('listitem').filter({ hasText: 'Deposit' });

async function payWithCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date (MM/YY)').fill('12/30');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByLabel('Name on card').fill('Amelia Clarke');
  await page.getByRole('button', { name: /^Pay £/ }).click();
}

test('a tradesperson passes KYC and asks for a deposit; the customer is declined, then pays, and both sides see it paid live', async ({ browser, request }) => {
  // Two browsers, two hosted pages and Accounts in one journey: longer than one page's test.
  test.slow();
  const tradesToken = await newTradesperson(request);
  const customerToken = await apiSignIn(request, DEMO.customer);
  const workId = await runningJob(request, tradesToken, customerToken);

  // Connect and pass the identity checks on the sandbox's hosted onboarding page.
  const trades = await newSignedInPage(browser, tradesToken, '/user/settings/payments');
  await trades.getByRole('button', { name: 'Connect a payment account' }).click();
  await expect(trades.getByRole('heading', { name: /^Get paid: verify/ })).toBeVisible();
  await trades.getByLabel('Sole trader (self-employed)').check();
  await trades.getByLabel('First name').fill('Ravi');
  await trades.getByLabel('Last name').fill('Shah');
  await trades.getByLabel('Date of birth').fill('1985-04-12');
  await trades.getByLabel('Phone number').fill('07700 900123');
  await trades.getByLabel('Home address').fill('4 Park Row');
  await trades.getByLabel('Town or city').fill('Leeds');
  await trades.getByLabel('Postcode').fill('LS1 5HD');
  await trades.getByLabel('Name on the account').fill('Ravi Shah');
  await trades.getByLabel('Sort code').fill('10-88-00');
  await trades.getByLabel('Account number').fill('00012345');
  await trades.getByRole('button', { name: 'Send for checking' }).click();
  await expect(trades).toHaveURL(/\/callback\/kyc/);
  await expect(trades.getByRole('heading', { name: "You're ready to take card payments" })).toBeVisible();
  await trades.getByRole('link', { name: 'Payment settings' }).click();
  await expect(trades.getByTestId('account-status')).toHaveText('Verified');
  await expect(trades.getByText('Payouts enabled').locator('xpath=following-sibling::dd')).toHaveText(/Yes/);

  // Ask for the deposit.
  await trades.goto(`/managework/${workId}`);
  await depositRow(trades).getByRole('button', { name: 'Request payment' }).click();
  await expect(depositRow(trades).getByTestId('payment-status')).toHaveText('Payment requested');

  // The customer pays from the work: a declined card first.
  const customer = await newSignedInPage(browser, customerToken, `/managework/${workId}`);
  const pay = depositRow(customer).getByRole('button', { name: /^Pay £[\d,.]+ for Deposit$/ });
  await pay.click();
  await expect(customer).toHaveURL(/\/sandbox-payments\/checkout\//);
  await payWithCard(customer, '4000 0000 0000 0002');
  await expect(customer.getByRole('alert')).toHaveText(DECLINED);
  await customer.getByRole('link', { name: 'Cancel and go back to Tradeshub' }).click();
  await expect(customer.getByRole('heading', { name: 'Your payment did not go through' })).toBeVisible();
  await expect(customer.getByText(DECLINED)).toBeVisible();
  await customer.getByRole('link', { name: 'Back to the work' }).click();
  await expect(depositRow(customer).getByTestId('payment-status')).not.toHaveText('Paid');
  await expect(pay).toBeEnabled();

  // Then a card that pays.
  await pay.click();
  await expect(customer).toHaveURL(/\/sandbox-payments\/checkout\//);
  await payWithCard(customer, '4242 4242 4242 4242');
  await expect(customer.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  // The tradesperson's page, open all along, follows without a reload.
  await expect(depositRow(trades).getByTestId('payment-status')).toHaveText('Paid');
  await customer.getByRole('link', { name: 'Back to the work' }).click();
  await expect(depositRow(customer).getByTestId('payment-status')).toHaveText('Paid');

  // Her receipt opens from the paid stage.
  await depositRow(customer).getByRole('link', { name: 'Receipt for Deposit' }).click();
  const receipt = customer.getByRole('article', { name: /^R-/ });
  await expect(receipt.getByText('VAT receipt')).toBeVisible();
  await expect(receipt.getByText('Visa •••• 4242', { exact: true })).toBeVisible();

  // The tradesperson sees it in Accounts: earned this month, paid, with Tradeshub's fee invoice.
  await trades.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Accounts' }).click();
  const month = trades.getByRole('region', { name: 'This month' });
  await expect(month.getByText('1 payment', { exact: false })).toBeVisible();
  await expect(month.getByRole('definition').first()).toHaveText('£300.00');
  await trades.getByRole('group', { name: 'Show payments' }).getByRole('button', { name: /^Paid 1/ }).click();
  const paid = trades.getByRole('region', { name: 'Payments' }).getByRole('listitem').filter({ hasText: 'Deposit' });
  await paid.getByRole('link', { name: 'Fee invoice' }).click();
  await expect(trades.getByRole('article', { name: /^F-/ }).getByText('Fee invoice')).toBeVisible();
});
