import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiSignIn, DEMO, demoBusinessId, newVerifiedCustomer, openSignedIn, signInThroughForm, uniqueEmail } from './support';

// The operator console as an operator uses it: a dispute decided with a reason, a customer
// suspended (signed out at once, refused at sign-in) and restored, a page edited with a preview.

const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text }).first();
const BUSINESS = 'Clarke & Patel Plumbing';

/** A fresh customer's review of the demo business, disputed by its owner: a dispute of this run's own. */
async function disputedReview(request: APIRequestContext): Promise<string> {
  const comment = `Left the bathroom flooded (${Date.now()}).`;
  const customer = await newVerifiedCustomer(request, uniqueEmail('reviewer'), 'Grouting-all-day-7');
  const ratings = { OVERALL: 1, PRICE: 1, PUNCTUALITY: 1, CLEANLINESS: 1, QUALITY: 1, FRIENDLINESS: 1 };
  const businessId = await demoBusinessId(request, BUSINESS, 'London');
  const review = await request.post('/backend-service/business/create-business-review', {
    headers: { authorization: `Bearer ${customer}` },
    data: { businessId, ratings, comment },
  });
  expect(review.ok(), await review.text()).toBe(true);
  const reviewId = ((await review.json()) as { data: { id: string } }).data.id;
  const dispute = await request.post('/backend-service/business/create-business-review-dispute', {
    headers: { authorization: `Bearer ${await apiSignIn(request, DEMO.tradesperson)}` },
    data: { reviewId, reason: 'Misleading or false information', comment: 'We have no booking for this address.' },
  });
  expect(dispute.ok(), await dispute.text()).toBe(true);
  return comment;
}

test('the demo operator finds every queue counted, and decides a dispute with a reason both sides will read', async ({ page, request }) => {
  const reviewText = await disputedReview(request);
  await openSignedIn(page, await apiSignIn(request, DEMO.admin), '/admin/disputes');
  // The old address leads to the queue's new home in the console.
  await expect(page).toHaveURL(/\/admin\/moderation$/);
  const nav = page.getByRole('navigation', { name: 'Operator console' });
  await expect(nav.getByRole('link', { name: /^Moderation, [1-9]\d* waiting$/ })).toBeVisible();
  await expect(nav.getByRole('link', { name: /^Users, [1-9]\d* suspended$/ })).toBeVisible();
  await expect(nav.getByRole('link', { name: /^Mail outbox, [1-9]\d* waiting or failed$/ })).toBeVisible();

  const waiting = page.getByRole('region', { name: /^Review disputes waiting for a decision/ }).getByRole('article').filter({ hasText: reviewText });
  await waiting.getByRole('button', { name: /^Reject dispute/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject this dispute?' });
  await dialog.getByRole('button', { name: 'Reject dispute' }).click();
  await expect(dialog.getByText('Enter a reason')).toBeVisible();
  const reason = 'The reviewer showed us the invoice for this job.';
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Reject dispute' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Dispute rejected. The review stays up.')).toBeVisible();

  const decided = page.getByRole('region', { name: 'Decided' }).getByRole('article').filter({ hasText: reviewText });
  await expect(decided.getByText(reason)).toBeVisible();
  await expect(decided.getByText('Not upheld', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: /^Audit log/ }).click();
  const entry = page.getByRole('list', { name: 'Operator actions' }).getByRole('listitem').first();
  await expect(entry).toContainText('Decided a review dispute');
  await expect(entry).toContainText(reason);
});

test('an operator hides a reported community post with a reason', async ({ page, request }) => {
  const author = await newVerifiedCustomer(request, uniqueEmail('advertiser'), 'Gutter-clearing-9');
  const accepted = await request.patch('/backend-service/user/update-community-rule-accepted', {
    headers: { authorization: `Bearer ${author}` },
    data: { accepted: true },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  const title = `Gutters cleared from £5 (${Date.now()})`;
  const post = await request.post('/community-service/post/create-post', {
    headers: { authorization: `Bearer ${author}` },
    data: { title, body: 'Text GUTTERS to 07700 900777 today only!!!' },
  });
  expect(post.ok(), await post.text()).toBe(true);
  const postId = ((await post.json()) as { data: { id: string } }).data.id;
  const report = await request.post('/community-service/report/create-report', {
    headers: { authorization: `Bearer ${await apiSignIn(request, DEMO.customer)}` },
    data: { itemKind: 'POST', itemId: postId, reason: 'Spam or self-promotion' },
  });
  expect(report.ok(), await report.text()).toBe(true);

  await openSignedIn(page, await apiSignIn(request, DEMO.admin), '/admin/moderation');
  const card = page.getByRole('region', { name: /^Community reports/ }).getByRole('article').filter({ hasText: title });
  await card.getByRole('button', { name: /^Hide the post/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Hide this post?' });
  const reason = 'An advert, not a question for neighbours.';
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Hide it' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Hidden', { exact: true })).toBeVisible();
  await expect(card.getByText(reason)).toBeVisible();
});

test('an operator suspends a customer, who is signed out at once and cannot sign in, then restores them', async ({ browser, request }) => {
  const email = uniqueEmail('suspended');
  const password = 'Paving-slabs-2026';
  const customerToken = await newVerifiedCustomer(request, email, password);
  const customer = await browser.newPage();
  await openSignedIn(customer, customerToken, '/notifications');
  await expect(customer.getByRole('heading', { name: 'Notifications' }).first()).toBeVisible();

  const operator = await browser.newPage();
  await openSignedIn(operator, await apiSignIn(request, DEMO.admin), '/admin/users');
  await operator.getByLabel('Name or email').fill(email);
  await operator.getByRole('button', { name: 'Search' }).click();
  await operator.getByRole('link', { name: new RegExp(email) }).click();
  await expect(operator.getByRole('heading', { name: 'Olu Adeyemi' })).toBeVisible();
  await expect(operator.getByText('1 session')).toBeVisible();

  await operator.getByRole('button', { name: 'Suspend account' }).click();
  const suspend = operator.getByRole('dialog', { name: 'Suspend this account?' });
  await suspend.getByLabel('Reason').fill('Posting the same advert in every conversation.');
  await suspend.getByRole('button', { name: 'Suspend account' }).click();
  await expect(operator.getByText('Suspended', { exact: true })).toBeVisible();
  await expect(operator.getByText('0 sessions')).toBeVisible();

  // Their open page loses its session: the next load sends them to sign in, where they are refused.
  await customer.reload();
  await expect(customer).toHaveURL(/\/auth\/signin/);
  await signInThroughForm(customer, email, password);
  await expect(customer.getByRole('alert').filter({ hasText: 'This account has been suspended' })).toBeVisible();

  await operator.getByRole('button', { name: 'Restore account' }).click();
  const restore = operator.getByRole('dialog', { name: 'Restore this account?' });
  await restore.getByLabel('Reason').fill('They explained: a shared family account.');
  await restore.getByRole('button', { name: 'Restore account' }).click();
  await expect(operator.getByText('Active', { exact: true })).toBeVisible();
  await expect(operator.getByRole('list').getByText(/restored this account — They explained/)).toBeVisible();

  await signInThroughForm(customer, email, password);
  await expect(customer).not.toHaveURL(/\/auth\/signin/);
  await expect(toast(customer, 'Welcome back, Olu.')).toBeVisible();
  for (const p of [customer, operator]) await p.close();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('an operator edits a page, checks the preview, and the site shows the new text', async ({ page, request }) => {
    await openSignedIn(page, await apiSignIn(request, DEMO.admin), '/admin');
    await page.getByRole('navigation', { name: 'Operator console' }).getByRole('link', { name: /^Content/ }).click();
    await page.getByRole('link', { name: /Community fund.*\/community-fund/ }).click();
    const text = page.getByLabel('Text (Markdown)');
    await expect(text).not.toHaveValue('');
    const round = `Spring round ${Date.now()}`;
    const added = `Applications for the spring round close on ${new Date().getFullYear() + 1}-03-31.`;
    await text.fill(`${await text.inputValue()}\n\n## ${round}\n\n${added}`);
    await page.getByRole('tab', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByRole('heading', { name: round })).toBeVisible();
    await expect(preview.getByText(added).last()).toBeVisible();
    await page.getByRole('tab', { name: 'Edit' }).click();
    await page.getByLabel('Reason for the change (optional)').fill('Dates for the spring round.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Saved. The page shows the new text now.')).toBeVisible();

    await page.goto('/community-fund');
    await expect(page.getByRole('heading', { name: round })).toBeVisible();
  });

  test('a customer who opens the console gets the not-found page', async ({ page, request }) => {
    await openSignedIn(page, await apiSignIn(request, DEMO.customer), '/admin');
    await expect(page.getByRole('heading', { name: /not found|cannot find|can't find|could not find/i }).first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Operator console' })).toHaveCount(0);
  });
});
