import { expect, test } from '@playwright/test';
import { DEMO, TOKEN_KEY, apiSignIn, declineCookies, openSignedIn, signInThroughForm } from './support';

test.describe('the cookie banner', () => {
  test('asks once, and tracks page views only after Accept', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Would You Like A Cookie?' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: /privacy/i })).toBeVisible();
    expect(await page.evaluate(() => window.dataLayer?.length ?? 0)).toBe(0);

    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toBeHidden();
    await page.goto('/findabussiness');
    await expect(page.getByRole('region', { name: 'Would You Like A Cookie?' })).toBeHidden();
    // The view is recorded once the app has rendered the route, which may be after 'load'.
    await expect
      .poll(() => page.evaluate(() => ((window.dataLayer ?? []) as { page_path?: string }[]).map((v) => v.page_path)))
      .toContain('/findabussiness');
  });

  test('Decline keeps analytics off', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.goto('/about-us');
    // Wait until the route has rendered, so a page view would have been recorded by now.
    await expect(page).toHaveTitle(/About/);
    expect(await page.evaluate(() => window.dataLayer?.length ?? 0)).toBe(0);
  });
});

test.describe('an expired session', () => {
  test('goes to sign-in with "Session expired" and comes back to the page afterwards', async ({ page, request }) => {
    const token = await apiSignIn(request, DEMO.customer);
    await page.goto('/');
    await declineCookies(page);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
    await page.goto('/user/settings/security');
    await expect(page.getByRole('heading', { name: 'Security' }).first()).toBeVisible();

    // The session ends elsewhere (another device signs out everywhere) while the hub is closed:
    // an open hub page would notice on its next call (a live count refetching) and sign out
    // there and then, before the private page below loads with the dead token.
    await page.goto('about:blank');
    await request.post('/backend-service/auth/sign-out-everywhere', { headers: { authorization: `Bearer ${token}` } });
    await page.goto('/user/settings/contactDetails');
    await expect(page).toHaveURL(/\/auth\/signin\?/);
    await expect(page.getByText('Session expired').first()).toBeVisible();

    await signInThroughForm(page, DEMO.customer);
    await expect(page).toHaveURL(/\/user\/settings\/contactDetails$/);
  });
});

test.describe('navigation', () => {
  test('a customer sees the customer menu on desktop', async ({ page, request }) => {
    const token = await apiSignIn(request, DEMO.customer);
    await page.goto('/');
    await declineCookies(page);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
    await page.goto('/findabussiness');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Find A tradesperson' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  });

  test('the account menu opens from the keyboard and takes the customer to their settings', async ({ page, request }) => {
    await openSignedIn(page, await apiSignIn(request, DEMO.customer), '/findabussiness');
    const account = page.getByRole('button', { name: /^Account menu for Amelia/ });
    await account.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Settings' })).toBeFocused();
    await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: /^Connections/ })).toBeFocused();
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/user\/settings\/contactDetails$/);
    await expect(menu).toBeHidden();
  });

  test('at 390 px the menu folds into a button that opens it', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const token = await apiSignIn(request, DEMO.tradesperson);
    await page.goto('/');
    await declineCookies(page);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
    await page.goto('/business');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('link', { name: 'View Profile' })).toBeVisible();
    await dialog.getByRole('link', { name: 'View Profile' }).press('Enter');
    await expect(page).toHaveURL(/\/business$/);
  });

  test('an unknown page is a real 404 page', async ({ page }) => {
    await page.goto('/no-such-page-here');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/not find|not found|can.t find/i);
  });
});

test.describe('a first load drawn by script', () => {
  test("shows the shell while the page's code is still coming, then the page in it", async ({ page }) => {
    // The About page's code is held back until the shell has been seen without it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/content-page-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/about-us', { waitUntil: 'commit' });
    await expect(page.getByRole('banner').getByRole('link', { name: 'Join free' })).toBeVisible();
    await expect(page.getByRole('main')).toBeEmpty();

    release();
    await expect(page.getByRole('main').getByRole('heading', { name: 'A marketplace built on recommendations' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Join free' })).toBeVisible();
  });
});
