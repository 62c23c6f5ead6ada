import { expect, test } from '@playwright/test';
import { DEMO, apiSignIn, declineCookies, demoBusinessId, emailTo, newVerifiedCustomer, openSignedIn, uniqueEmail, verificationCodeFor } from './support';

const PASSWORD = 'Garden-gate-Friday-7';
const BUSINESS = 'Clarke & Patel Plumbing';

test('a review is written, disputed by the business, upheld by a moderator, and stays listed with the reason', async ({ browser, request }) => {
  const businessId = await demoBusinessId(request, BUSINESS, 'London');
  const text = `Fitted a new radiator valve in an hour, tidy and friendly. ${Date.now()}`;

  const customer = await browser.newPage();
  await openSignedIn(customer, await newVerifiedCustomer(request, uniqueEmail('reviewer'), PASSWORD), `/business/view/${businessId}`);
  await customer.getByRole('button', { name: 'Write a review' }).click();
  const fiveStars = customer.getByRole('radio', { name: '5 stars' });
  await expect(fiveStars).toHaveCount(6);
  for (let i = 0; i < 6; i++) await fiveStars.nth(i).check();
  await customer.getByLabel('Your review').fill(text);
  await customer.getByRole('button', { name: 'Publish review' }).click();
  await expect(customer.getByText(text)).toBeVisible();

  const owner = await browser.newPage();
  await openSignedIn(owner, await apiSignIn(request, DEMO.tradesperson), `/business/view/${businessId}`);
  const review = owner.locator('article, li').filter({ hasText: text }).last();
  await review.getByRole('button', { name: 'Dispute' }).click();
  await owner.getByLabel('Spam or self-promotion').check();
  await owner.getByLabel('Your explanation').fill('This customer never hired us; the account was made today.');
  await owner.getByRole('button', { name: 'Send to moderators' }).click();
  await expect(owner.locator('article, li').filter({ hasText: text }).last().getByText('Under review by Tradeshub')).toBeVisible();

  const admin = await browser.newPage();
  await openSignedIn(admin, await apiSignIn(request, DEMO.admin), '/admin/disputes');
  const dispute = admin.locator('article, li').filter({ hasText: text }).first();
  await dispute.getByRole('button', { name: 'Accept' }).click();
  await admin.getByRole('dialog').getByLabel('Reason').fill('The account was made the day of the review and never hired them.');
  await admin.getByRole('button', { name: 'Accept and hide review' }).click();
  await expect(admin.getByText(text)).toHaveCount(1);

  await customer.reload();
  await expect(customer.getByText('This review was removed:').first()).toBeVisible();
  await expect(customer.getByText('Spam or self-promotion').first()).toBeVisible();
  await expect(customer.getByText(text)).toHaveCount(0);
  for (const page of [customer, owner, admin]) await page.close();
});

test('a business invites a past customer, who recommends it from the link, and the business accepts', async ({ browser, request }) => {
  const ownerToken = await apiSignIn(request, DEMO.tradesperson);
  const auth = { authorization: `Bearer ${ownerToken}` };
  const me = (await (await request.get('/backend-service/auth/me', { headers: auth })).json()) as { data: { business: { id: string } } };
  const categories = (await (await request.get(`/backend-service/business/${me.data.business.id}/categories`, { headers: auth })).json()) as {
    data: { id: string; title: string }[];
  };
  const email = uniqueEmail('past-customer');
  // A surname of this run's own, so the owner's list names this run's recommendation alone.
  const surname = `Adeyemi${Date.now() % 100000}`;
  const invited = await request.post('/backend-service/recommendation/invite', {
    headers: auth,
    data: { name: `Olu ${surname}`, emailAddress: email, workCategoryId: categories.data[0]!.id },
  });
  expect(invited.ok(), await invited.text()).toBe(true);

  // The invite email's link, as the local SMTP server received it.
  const invite = await emailTo(email, new RegExp(`${BUSINESS} would value your recommendation`));
  const link = /https?:\/\/[^\s]+\/home\/recommend\?code=[0-9a-f-]+/.exec(invite.text)?.[0];
  expect(link).toBeTruthy();

  // The customer has no account yet: they follow the link, join from the recommend page,
  // verify with the emailed code and land back on the same invitation.
  const customer = await browser.newPage();
  const invitation = new URL(link!).pathname + new URL(link!).search;
  await customer.goto(invitation);
  await declineCookies(customer);
  await customer.getByRole('link', { name: 'Create a free account' }).click();
  await customer.getByLabel('First name').fill('Olu');
  await customer.getByLabel('Last name').fill(surname);
  await customer.getByLabel('Email address').fill(email);
  await customer.getByLabel('Phone number').fill('07700 900456');
  await customer.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await customer.getByLabel('Confirm password').fill(PASSWORD);
  await customer.getByRole('button', { name: 'Create my account' }).click();
  await expect(customer).toHaveURL(/\/auth\/verify/);
  await customer.getByLabel('6-digit code').fill(await verificationCodeFor(email));
  await expect(customer).toHaveURL((url) => url.pathname + url.search === invitation);
  await customer.getByRole('button', { name: `Recommend ${BUSINESS}` }).click();
  await expect(customer.getByRole('heading', { name: `Thank you for recommending ${BUSINESS}` })).toBeVisible();

  const owner = await browser.newPage();
  await openSignedIn(owner, ownerToken, '/business');
  await owner.getByRole('button', { name: `Accept Olu ${surname}'s recommendation` }).click();

  await customer.goto('/recommendations');
  await expect(customer.getByText(BUSINESS).first()).toBeVisible();
  await expect(customer.getByText('Accepted').first()).toBeVisible();
  await owner.close();
  await customer.close();
});

test('two people connect: one finds the other by name and sends a request, the other accepts', async ({ browser, request }) => {
  const stamp = Date.now() % 100000;
  const asker = await newVerifiedCustomer(request, uniqueEmail('asker'), PASSWORD);
  const answererEmail = uniqueEmail('answerer');
  const answererToken = await newVerifiedCustomer(request, answererEmail, PASSWORD);
  // Give the second person a name the first can search for.
  await request.patch('/backend-service/user/update-profile', {
    headers: { authorization: `Bearer ${answererToken}` },
    data: { firstName: 'Rosalind', lastName: `Tern${stamp}` },
  });

  const first = await browser.newPage();
  await openSignedIn(first, asker, '/connections?tab=find');
  await first.getByLabel('Search by name').fill(`Tern${stamp}`);
  await first.getByRole('button', { name: `Connect with Rosalind Tern${stamp}` }).click();
  await expect(first.getByText('Pending').first()).toBeVisible();

  const second = await browser.newPage();
  await openSignedIn(second, answererToken, '/connections?tab=requests');
  await second.getByRole('button', { name: /^Accept Olu Adeyemi/ }).first().click();
  await second.getByRole('tab', { name: /Connections/ }).first().click();
  await expect(second.getByText('Olu Adeyemi').first()).toBeVisible();

  await first.goto('/notifications');
  await expect(first.getByText(/accepted your connection request/i).first()).toBeVisible();
  await first.close();
  await second.close();
});
