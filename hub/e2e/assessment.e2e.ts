import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { apiSignIn, DEMO, newVerifiedCustomer, openSignedIn, uniqueEmail } from './support';

// Independent assessment end to end, in four browsers on the sandbox payment provider: a
// customer asks for an assessment of a running job; the operator prices it; the customer pays
// in the sandbox's hosted checkout; the operator assigns an assessor business; the assessor
// writes findings from Manage Work; the operator completes it, and both sides see the findings
// and the job back in progress, each without reloading.

const PASSWORD = 'Assessment-e2e-2026!';
const LEEDS = { address1: '12 Kirkgate', locality: 'Leeds', postcode: 'LS1 6BY', latitude: 53.7965, longitude: -1.5398 };
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

interface Envelope<T> {
  data: T;
}

async function api<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST' | 'PATCH', path: string, data?: unknown): Promise<T> {
  const response = await request.fetch(path, { method, data, headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as Envelope<T>).data;
}

/** A new business in Leeds doing plumbing (an assessor when asked); returns its owner's token and its name. */
async function newBusiness(request: APIRequestContext, name: string, isAssessor: boolean): Promise<{ token: string; name: string; plumbingId: string }> {
  const token = await newVerifiedCustomer(request, uniqueEmail(isAssessor ? 'assessor' : 'trades'), PASSWORD);
  const categories = await api<{ id: string; title: string }[]>(request, token, 'GET', '/backend-service/business/get-all-categories');
  const plumbing = categories.find((c) => c.title === 'Plumbing')!;
  const unique = `${name} ${Date.now().toString(36)}`;
  await api(request, token, 'POST', '/backend-service/business/register', {
    workCategories: [{ id: plumbing.id, title: plumbing.title }],
    name: unique,
    email: 'office@example.co.uk',
    businessPhoneNumber: '0113 496 0000',
    location: LEEDS,
    isAssessor,
  });
  return { token, name: unique, plumbingId: plumbing.id };
}

/** A plumbing job in progress between a new customer and a new business, walked through the API as the hub would. */
async function runningJob(request: APIRequestContext, trades: { token: string; plumbingId: string }, customerToken: string): Promise<{ id: string; title: string }> {
  const customer = await api<{ id: string }>(request, customerToken, 'GET', '/backend-service/user/profile');
  const title = `Bathroom refit (${Date.now().toString(36)})`;
  const work = await api<{ id: string }>(request, trades.token, 'POST', '/backend-service/work/create-work', {
    customerId: customer.id,
    categoryId: trades.plumbingId,
    title,
    description: 'Replace the suite and re-tile around the bath.',
    mode: 'STANDARD',
    lineItems: [{ description: 'Bathroom suite, fitted', price: 100_000, vat: 20, priority: 1 }],
    payments: [
      { description: 'Deposit', amountPence: 30_000, dueDate: inDays(10) },
      { description: 'Balance', amountPence: 90_000, dueDate: inDays(40) },
    ],
  });
  const quote = `/backend-service/work/update-quote-status/${work.id}`;
  const status = `/backend-service/work/update-work-status/${work.id}`;
  await api(request, trades.token, 'PATCH', quote, { status: 'SENT' });
  await api(request, customerToken, 'PATCH', quote, { status: 'ACCEPTED' });
  await api(request, customerToken, 'PATCH', status, { status: 'AGREED' });
  await api(request, trades.token, 'PATCH', status, { status: 'AGREED' });
  await api(request, trades.token, 'PATCH', status, { status: 'IN_PROGRESS' });
  return { id: work.id, title };
}

async function newSignedInPage(browser: Browser, token: string, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await openSignedIn(page, token, path);
  return page;
}

async function payWithCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date (MM/YY)').fill('12/30');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByLabel('Name on card').fill('Olu Adeyemi');
  await page.getByRole('button', { name: /^Pay £/ }).click();
}

const help = (page: Page) => page.getByRole('region', { name: 'Help with this job' });
const stage = (page: Page) => help(page).getByTestId('support-stage');

/** Runs one operator action from the Support queue: the card's button, then the dialog with its reason. */
async function operatorDoes(page: Page, title: string, button: string, fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void>, confirm: string): Promise<void> {
  const card = page.getByRole('article', { name: `Independent assessment: ${title}` });
  await card.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  await fill(dialog);
  await dialog.getByLabel('Reason').fill(`${button}: e2e check of the support queue.`);
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('a customer asks for an assessment; the operator prices it and assigns an assessor; she pays; the assessor writes findings; both sides see them and the job carries on', async ({ browser, request }) => {
  // Four browsers, a hosted checkout and the console in one journey: longer than one page's test.
  test.slow();
  const trades = await newBusiness(request, 'Aire Valley Plumbing', false);
  const assessor = await newBusiness(request, 'Kirkstall Surveyors', true);
  const customerToken = await newVerifiedCustomer(request, uniqueEmail('customer'), PASSWORD);
  const work = await runningJob(request, trades, customerToken);
  const findings = `The tiles were laid on an unsealed board, so they crack as it flexes (${Date.now()}).`;

  // The customer asks for an independent assessment from the job.
  const customer = await newSignedInPage(browser, customerToken, `/managework/${work.id}`);
  await help(customer).getByRole('button', { name: 'Ask for help' }).click();
  const ask = customer.getByRole('dialog', { name: 'Ask for help with this job' });
  await ask.getByRole('radio', { name: /Independent assessment/ }).check();
  await ask.getByLabel('What is wrong?').fill('The tiles around the bath cracked within a week of fitting.');
  await ask.getByRole('button', { name: 'Ask for help' }).click();
  await expect(ask).toBeHidden();
  await expect(customer.getByTestId('work-status')).toHaveText('Independent Assessment');
  await expect(stage(customer)).toHaveText('Waiting for a price');
  await expect(customer.getByText('Payments are on hold', { exact: true })).toBeVisible();

  // The tradesperson's page shows it too.
  const tradesPage = await newSignedInPage(browser, trades.token, `/managework/${work.id}`);
  await expect(stage(tradesPage)).toHaveText('Waiting for a price');

  // The operator prices it from the console's Support queue.
  const operator = await newSignedInPage(browser, await apiSignIn(request, DEMO.admin), '/admin/support');
  await expect(operator.getByRole('navigation', { name: 'Operator console' }).getByRole('link', { name: /^Support, [1-9]\d* waiting$/ })).toBeVisible();
  await operatorDoes(operator, work.title, 'Set the price', (dialog) => dialog.getByLabel('Price (£, VAT included)').fill('150'), 'Set the price');

  // She sees the price without reloading, and pays it in the sandbox.
  await expect(stage(customer)).toHaveText('Waiting for payment');
  await help(customer).getByRole('button', { name: 'Pay £150.00 for independent assessment' }).click();
  await expect(customer).toHaveURL(/\/sandbox-payments\/checkout\//);
  await payWithCard(customer, '4242 4242 4242 4242');
  await expect(customer.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await customer.getByRole('link', { name: 'Back to the work' }).click();
  await expect(stage(customer)).toHaveText('In progress');

  // The operator assigns the assessor business.
  await operator.reload();
  await operatorDoes(operator, work.title, 'Assign an assessor', (dialog) => dialog.getByRole('radio', { name: new RegExp(assessor.name) }).check(), 'Assign');

  // The assessor finds it in Manage Work, sees the job, and writes the findings.
  const assessorPage = await newSignedInPage(browser, assessor.token, '/managework');
  await assessorPage.getByRole('navigation', { name: 'Manage Work' }).getByRole('link', { name: /^Assessments/ }).click();
  await assessorPage.getByRole('link', { name: work.title }).click();
  await expect(assessorPage.getByRole('heading', { name: work.title })).toBeVisible();
  await expect(assessorPage.getByRole('table', { name: 'Quote lines' }).getByText('Bathroom suite, fitted')).toBeVisible();
  await expect(assessorPage.getByText('The tiles around the bath cracked within a week of fitting.')).toBeVisible();
  await assessorPage.getByRole('textbox', { name: 'Your findings' }).fill(findings);
  await assessorPage.getByRole('button', { name: 'Submit findings' }).click();
  await expect(assessorPage.getByRole('region', { name: 'Findings', exact: true }).getByText(findings)).toBeVisible();

  // Both sides see the findings, live, with the PDF to keep.
  for (const side of [customer, tradesPage]) {
    const panel = help(side).getByRole('region', { name: 'Findings', exact: true });
    await expect(panel.getByText(findings)).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Download PDF' })).toBeVisible();
  }

  // The operator completes it; the job goes back to in progress for both sides.
  await operator.reload();
  await operatorDoes(operator, work.title, 'Complete', async () => undefined, 'Complete');
  for (const side of [customer, tradesPage]) {
    await expect(side.getByTestId('work-status')).toHaveText('Job in progress');
    await expect(stage(side)).toHaveText('Completed');
    await expect(side.getByText('Payments are on hold', { exact: true })).toBeHidden();
  }
});
