import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO, apiSignIn, openSignedIn } from './support';

// Manage Work end to end, in two browsers, live: the demo tradesperson (Ravi Patel of Clarke &
// Patel Plumbing) quotes the demo customer (Amelia Clarke) from their conversation; she
// accepts, both agree, the job starts, a payment is asked for, and a new schedule is proposed
// and approved. Each side sees every step of the other without reloading, in the spec's words.

const CUSTOMER_NAME = 'Amelia Clarke';
const TITLE = `Loft bathroom (${Date.now().toString(36)})`;

async function newSignedInPage(browser: Browser, token: string, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await openSignedIn(page, token, path);
  return page;
}

/** The work's status badge, in the spec's words (section 4). */
const status = (page: Page) => page.getByTestId('work-status').first();
const actions = (page: Page) => page.getByRole('group', { name: 'What you can do' });
const schedule = (page: Page) => page.getByRole('list', { name: 'Payment schedule' });

/** Clicks one of the work's buttons and, for a move that cannot be undone, confirms it. */
async function move(page: Page, label: string, confirm?: string): Promise<void> {
  await actions(page).getByRole('button', { name: label }).click();
  if (confirm) await page.getByRole('dialog').getByRole('button', { name: confirm }).click();
}

test('a quote from a conversation becomes a running job, each step live on the other side', async ({ browser, request }) => {
  const tradesperson = await newSignedInPage(browser, await apiSignIn(request, DEMO.tradesperson), '/messages');
  await tradesperson.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: new RegExp(`^${CUSTOMER_NAME}`) }).click();
  await expect(tradesperson).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  const conversationPath = new URL(tradesperson.url()).pathname;
  // The customer reads the same conversation: the quote arrives in it.
  const customer = await newSignedInPage(browser, await apiSignIn(request, DEMO.customer), conversationPath);
  await expect(customer.getByLabel('Message Ravi Patel')).toBeVisible();

  // The tradesperson quotes from the conversation: two lines, the second at 5 % VAT, paid as a deposit and a balance.
  await tradesperson.getByRole('link', { name: 'Send a quote' }).click();
  await expect(tradesperson.getByRole('heading', { name: `A quote for ${CUSTOMER_NAME}` })).toBeVisible();
  await tradesperson.getByLabel('Title').fill(TITLE);
  await tradesperson.getByLabel('Description').fill('Fit a shower, basin and WC in the loft room, with an electric towel rail.');
  await tradesperson.getByLabel('Line 1: what it is').fill('Shower, basin and WC, supplied and fitted');
  await tradesperson.getByLabel('Price excl. VAT (£)').fill('2400');
  await tradesperson.getByRole('button', { name: 'Add a line' }).click();
  const second = tradesperson.getByRole('listitem', { name: 'Line 2' });
  await second.getByLabel('Line 2: what it is').fill('Electric towel rail');
  await second.getByLabel('Price excl. VAT (£)').fill('200');
  await second.getByRole('button', { name: '5 % VAT', exact: true }).click();
  await tradesperson.getByRole('button', { name: 'Deposit and balance' }).click();
  // £2,400 + 20 % and £200 + 5 %: £3,090.00, a quarter of it as the deposit.
  const summary = tradesperson.getByRole('complementary', { name: 'Quote summary' });
  await expect(summary.getByText('£3,090.00')).toBeVisible();
  await expect(tradesperson.getByText('Adds up to £3,090.00')).toBeVisible();
  await tradesperson.getByRole('button', { name: 'Send quote' }).click();
  await expect(tradesperson.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(status(tradesperson)).toHaveText('Draft');
  await expect(tradesperson.getByTestId('quote-status')).toHaveText('Quote sent');

  // The QUOTE card arrives in the customer's conversation, saying where the quote stands.
  const card = customer.getByRole('listitem').filter({ hasText: TITLE });
  await expect(card.getByTestId('quote-status')).toHaveText('Quote sent');
  await card.getByRole('link', { name: 'Open the quote' }).click();
  await expect(customer.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(status(customer)).toHaveText('Draft');

  await move(customer, 'Accept quote');
  await expect(status(customer)).toHaveText('Contract Accepted');
  await expect(status(tradesperson)).toHaveText('Contract Accepted');

  // Both agree the contract and its schedule; the first to agree waits for the other.
  await move(customer, 'Agree the contract');
  await expect(customer.getByText('You have agreed the contract. Waiting for Clarke & Patel Plumbing to agree too.')).toBeVisible();
  await expect(tradesperson.getByText(`${CUSTOMER_NAME} has agreed the contract and its payment schedule.`, { exact: false })).toBeVisible();
  await move(tradesperson, 'Agree the contract');
  await expect(status(tradesperson)).toHaveText('Contract agreed');
  await expect(status(customer)).toHaveText('Contract agreed');

  await move(tradesperson, 'Start the job');
  await expect(status(tradesperson)).toHaveText('Job in progress');
  await expect(status(customer)).toHaveText('Job in progress');

  // The tradesperson asks for the deposit: both see the spec's label with its due date.
  const deposit = schedule(tradesperson).getByRole('listitem').filter({ hasText: 'Deposit' });
  await deposit.getByRole('button', { name: 'Request payment' }).click();
  await expect(deposit.getByTestId('payment-status')).toHaveText('Payment requested');
  const requested = /^Payment requested - Due Date: \d{2} [A-Z][a-z]{2} \d{4}$/;
  await expect(status(tradesperson)).toHaveText(requested);
  const label = await status(tradesperson).textContent();
  await expect(status(customer)).toHaveText(label!);
  await expect(schedule(customer).getByRole('listitem').filter({ hasText: 'Deposit' }).getByTestId('payment-status')).toHaveText('Payment requested');

  // The tradesperson proposes three equal stages for what is unpaid; the customer approves.
  await tradesperson.getByRole('button', { name: 'Propose a new schedule' }).click();
  const proposal = tradesperson.getByRole('form', { name: 'Propose a new schedule' });
  await proposal.getByRole('button', { name: 'Equal stages' }).click();
  await expect(proposal.getByText('Adds up to £3,090.00')).toBeVisible();
  await proposal.getByLabel('Why the change? (optional)').fill('The towel rail needs a new spur, so I would rather be paid in three stages.');
  await proposal.getByRole('button', { name: 'Propose new schedule' }).click();
  await expect(tradesperson.getByRole('heading', { name: 'You proposed a new schedule' })).toBeVisible();

  const offered = customer.getByRole('listitem').filter({ has: customer.getByRole('heading', { name: 'Clarke & Patel Plumbing proposed a new schedule' }) });
  await expect(offered.getByText('The towel rail needs a new spur, so I would rather be paid in three stages.')).toBeVisible();
  await offered.getByRole('button', { name: 'Approve new schedule' }).click();
  await expect(offered.getByText('Approved')).toBeVisible();
  for (const page of [customer, tradesperson]) {
    await expect(schedule(page).getByText('Stage 3 of 3')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Timeline' })).toContainText('approved');
  }
  await expect(tradesperson.getByRole('listitem').filter({ has: tradesperson.getByRole('heading', { name: 'You proposed a new schedule' }) }).getByText('Approved')).toBeVisible();
});
