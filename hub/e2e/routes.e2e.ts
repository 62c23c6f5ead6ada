import { expect, test } from '@playwright/test';
import { DEMO, apiSignIn, demoBusinessId, newVerifiedCustomer, openSignedIn, uniqueEmail } from './support';

const PASSWORD = 'Kettle-on-Sunday-42';
const BUSINESS = 'Clarke & Patel Plumbing';
const OWNER = 'Ravi Patel';

test('a customer blocks a tradesperson from their conversation, neither can write, and unblocks them in Security settings', async ({ page, request }) => {
  const businessId = await demoBusinessId(request, BUSINESS, 'London');
  const customerToken = await newVerifiedCustomer(request, uniqueEmail('blocker'), PASSWORD);
  await openSignedIn(page, customerToken, `/business/view/${businessId}`);

  await page.getByRole('button', { name: 'Send a message' }).click();
  await expect(page.getByRole('heading', { name: OWNER })).toBeVisible();
  const box = page.getByLabel(`Message ${OWNER}`);
  await box.fill('Could you look at a leaking tap next week?');
  await box.press('Enter');
  await expect(page.getByRole('list', { name: 'Messages' }).getByText('Could you look at a leaking tap next week?')).toBeVisible();
  const conversationId = page.url().split('/').pop()!;

  await page.getByRole('button', { name: 'Block', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Block ${OWNER}?` });
  await dialog.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(page.getByText(`You have blocked ${OWNER}. Unblock them to send a message.`)).toBeVisible();
  await expect(page.getByLabel(`Message ${OWNER}`)).toHaveCount(0);

  // The tradesperson cannot write back either.
  const ownerToken = await apiSignIn(request, DEMO.tradesperson);
  const me = await request.get('/backend-service/auth/me', { headers: { authorization: `Bearer ${customerToken}` } });
  const customerId = ((await me.json()) as { data: { id: string } }).data.id;
  const reply = await request.post('/chat-service/message/create-message', {
    headers: { authorization: `Bearer ${ownerToken}` },
    data: { conversationId, receiverId: customerId, text: 'Happy to help.' },
  });
  expect(reply.status()).toBe(403);
  expect(((await reply.json()) as { message: string }).message).toBe('You cannot message this person.');

  await page.goto('/user/settings/security');
  const blocked = page.getByRole('list', { name: 'People you blocked' });
  await expect(blocked.getByText(OWNER)).toBeVisible();
  await blocked.getByRole('button', { name: `Unblock ${OWNER}` }).click();
  await expect(page.getByText('You have not blocked anyone.')).toBeVisible();

  await page.goto(`/messages/${conversationId}`);
  await expect(page.getByLabel(`Message ${OWNER}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Block', exact: true })).toBeVisible();
});

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 860 } });

    test('the signed-out header keeps the name, the menu and both sign-in links apart and on screen', async ({ page }) => {
      await page.goto('/trade');
      const header = page.getByRole('banner');
      const boxes = await Promise.all(
        [header.getByRole('link', { name: 'Tradeshub' }), header.getByRole('link', { name: 'Sign in' }), header.getByRole('link', { name: 'Join free' })].map(async (l) => (await l.boundingBox())!),
      );
      const menu = header.getByRole('button', { name: 'Open menu' });
      if (await menu.isVisible()) boxes.splice(1, 0, (await menu.boundingBox())!);
      for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.x).toBeGreaterThanOrEqual(boxes[i - 1]!.x + boxes[i - 1]!.width);
      expect(boxes.at(-1)!.x + boxes.at(-1)!.width).toBeLessThanOrEqual(width);
    });

    test('/trade shows the real fees, works out a quote and tells stories from businesses on Tradeshub', async ({ page }) => {
      await page.goto('/trade');
      await expect(page.getByRole('heading', { level: 1, name: 'Win work through the people who already rate you' })).toBeVisible();
      await expect(page.getByText('4% + VAT', { exact: false }).first()).toBeVisible();
      const total = page.getByRole('textbox', { name: 'Quote total, VAT included' });
      await total.fill('2,000');
      await expect(page.getByText('You receive').locator('..')).toContainText('£1,904.00');
      await expect(page.getByRole('heading', { name: 'Tradespeople already on Tradeshub' })).toBeVisible();
      await expect(page.getByRole('link', { name: /^View the profile of / }).first()).toBeVisible();
    });

    test('/map puts the tradespeople around a place on the map, with the same ones listed beside it', async ({ page }) => {
      await page.goto('/map?category=Plumbing&place=Bath');
      const map = page.getByRole('group', { name: 'Map of results around Bath' });
      await expect(map).toBeVisible();
      await expect(map.getByRole('link').first()).toBeVisible();
      const firstPin = (await map.getByRole('link').first().getAttribute('aria-label')) ?? '';
      const name = /^1\. (.+?), (rated|not rated)/.exec(firstPin)?.[1] ?? '';
      expect(name).not.toBe('');
      await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
    });

    test('/map switches to community activity near the place and opens a neighbour\'s post', async ({ page, request }) => {
      await openSignedIn(page, await apiSignIn(request, DEMO.customer), '/map?place=Bath');
      const layers = page.getByRole('radiogroup', { name: 'Show on the map' });
      await expect(layers.getByRole('radio', { name: 'Tradespeople' })).toBeChecked();
      await layers.getByRole('radio', { name: 'Tradespeople' }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(layers.getByRole('radio', { name: 'Community activity' })).toBeChecked();
      await expect(page.getByRole('heading', { name: 'Community activity near Bath' })).toBeVisible();
      const list = page.getByRole('list', { name: 'Community activity near Bath' });
      const title = (await list.getByRole('heading').first().textContent()) ?? '';
      expect(title).not.toBe('');
      const map = page.getByRole('group', { name: 'Map of results around Bath' });
      await expect(map.getByRole('link', { name: /^\d+\. (Post|Job request): / }).first()).toBeVisible();
      await page.screenshot({ path: `test-results/map-community-${width}.png`, fullPage: true });
      await list.getByRole('link', { name: title, exact: true }).click();
      await expect(page).toHaveURL(/\/home\/post\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { name: title, exact: true }).first()).toBeVisible();
    });

    test('/random offers a recommended tradesperson near the place, and another on request', async ({ page }) => {
      await page.goto('/random?place=London');
      const name = page.getByRole('article').getByRole('heading', { level: 2 });
      await expect(name).toBeVisible();
      const first = await name.textContent();
      await expect(page.getByText(/recommended \d+ times?/)).toBeVisible();
      await page.getByRole('button', { name: 'Show me another' }).click();
      await expect(name).not.toHaveText(first ?? '');
    });
  });
}
