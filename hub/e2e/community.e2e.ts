import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { declineCookies, newVerifiedCustomer, openSignedIn, uniqueEmail } from './support';

// Issue 15 in a browser: a customer accepts the community rules and posts a job request in
// Bath; a Bath tiler finds it in Find a Job, comments and replies; the customer sees the
// comment, the notification and the message without reloading.

const PASSWORD = 'Community-test-2026';
const BATH = { latitude: 51.3811, longitude: -2.359 };

interface Envelope<T> {
  data: T;
}

/** A new verified user with a tiling business in Bath (the API, as the onboarding pages would send it). */
async function newBathTiler(request: APIRequestContext): Promise<string> {
  const token = await newVerifiedCustomer(request, uniqueEmail('tiler'), PASSWORD);
  const headers = { Authorization: `Bearer ${token}` };
  const categories = (await (await request.get('/backend-service/business/get-all-categories', { headers })).json()) as Envelope<{ id: string; title: string }[]>;
  const tiling = categories.data.find((c) => c.title === 'Tiling');
  expect(tiling).toBeDefined();
  const registered = await request.post('/backend-service/business/register', {
    headers,
    data: {
      workCategories: [tiling],
      name: `Avon Tiling ${Date.now()}`,
      email: uniqueEmail('avon-tiling'),
      businessPhoneNumber: '01225 496000',
      location: { address1: '12 Milsom Street', locality: 'Bath', postcode: 'BA1 1DN', ...BATH },
      serviceArea: 30,
      radius: 30,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  return token;
}

/** The rules come first, over the page, the first time; accepting them opens writing. */
async function acceptRules(page: Page): Promise<void> {
  const rules = page.getByRole('dialog', { name: 'Our community rules' });
  await expect(rules.getByRole('heading', { level: 3, name: 'Community Rules' })).toBeVisible();
  await rules.getByRole('button', { name: 'I accept the community rules' }).click();
  await expect(rules).toBeHidden();
  await declineCookies(page);
}

test('a customer posts a job request in Bath; a Bath tiler answers it and the customer sees it live', async ({ page: customer, browser, request }) => {
  const title = `Retile the bathroom floor ${Date.now()}`;
  const customerToken = await newVerifiedCustomer(request, uniqueEmail('poster'), PASSWORD);
  const tilerToken = await newBathTiler(request);

  // The customer meets the rules first, then posts a job request.
  await openSignedIn(customer, customerToken, '/home');
  await acceptRules(customer);
  await expect(customer.getByRole('heading', { level: 1, name: 'What’s happening near you' })).toBeVisible();
  // The composer is one line until she starts writing; opening it puts the cursor in the title.
  await customer.getByRole('button', { name: /^Write a post/ }).click();
  const composer = customer.getByRole('form', { name: 'Write a post' });
  await expect(composer.getByLabel('Title', { exact: true })).toBeFocused();
  await composer.getByRole('radio', { name: /Job request/ }).check();
  await composer.getByLabel('What job do you need done?', { exact: true }).fill(title);
  await composer.getByLabel('Describe the job', { exact: true }).fill('About 6 square metres of porcelain tiles, old ones to lift first.');
  await composer.getByLabel('Trade', { exact: true }).selectOption({ label: 'Tiling' });
  await composer.getByLabel('Budget', { exact: true }).selectOption({ label: '£500–£5,000' });
  await composer.getByLabel('Where is the job?', { exact: true }).fill('Bath');
  await customer.getByRole('option', { name: /^Bath/ }).first().click();
  await composer.getByRole('button', { name: 'Post job request' }).click();
  const mine = customer.getByRole('article', { name: title });
  await expect(mine).toBeVisible();
  await expect(mine.getByRole('list', { name: 'About this job request' })).toContainText('Budget £500–£5,000');
  await expect(customer.getByRole('link', { name: 'Notifications, 0 unread' })).toBeVisible();

  // The tiler finds it in Find a Job, comments, and replies in a conversation about it.
  const tiler = await browser.newPage();
  await openSignedIn(tiler, tilerToken, '/home');
  await acceptRules(tiler);
  await expect(tiler.getByRole('heading', { level: 1, name: 'Job requests near you' })).toBeVisible();
  const job = tiler.getByRole('article', { name: title });
  await expect(job).toBeVisible();
  await expect(job.getByRole('list', { name: 'About this job request' })).toContainText('Tiling');
  // Its '…' menu offers what the tiler may do with someone else's post, and Escape closes it.
  const more = job.getByRole('button', { name: /^More actions for .*'s post$/ });
  await more.click();
  await expect(tiler.getByRole('menu').getByRole('menuitem')).toHaveText(['Copy link', 'Report']);
  await expect(tiler.getByRole('menuitem', { name: 'Copy link' })).toBeFocused();
  await tiler.keyboard.press('Escape');
  await expect(tiler.getByRole('menu')).toBeHidden();
  await expect(more).toBeFocused();
  await expect(job.getByText('Bath', { exact: true })).toBeVisible();
  await job.getByRole('button', { name: 'Comment' }).click();
  await job.getByLabel('Add a comment').fill('I tile bathrooms in Bath every week. Happy to quote.');
  await job.getByRole('button', { name: 'Post comment' }).click();
  await expect(job.getByRole('listitem', { name: /^Comment from/ })).toContainText('I tile bathrooms in Bath every week.');
  await job.getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(tiler).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  await expect(tiler.getByRole('link', { name: 'About a job request' })).toBeVisible();
  await tiler.getByRole('textbox', { name: /^Message / }).fill('Could I come and measure up on Thursday?');
  await tiler.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(tiler.getByText('Could I come and measure up on Thursday?').first()).toBeVisible();

  // The customer, without reloading: the comment under their post, the bell, and the message.
  await expect(mine.getByRole('button', { name: '1 comment' })).toBeVisible();
  await expect(customer.getByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible();
  await mine.getByRole('button', { name: '1 comment' }).click();
  await expect(mine.getByText('I tile bathrooms in Bath every week. Happy to quote.')).toBeVisible();
  await customer.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Messages/ }).click();
  await expect(customer.getByText('Could I come and measure up on Thursday?').first()).toBeVisible();
  await tiler.close();
});
