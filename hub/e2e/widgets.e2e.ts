import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, DEMO, declineCookies, demoBusinessId, newVerifiedCustomer, openSignedIn, signInThroughForm, uniqueEmail } from './support';

// The widgets on a tradesperson's own website, served from a second origin (a static server
// on another port), so CORS, CORP, the popup's opener and the postMessage origin checks are
// the real cross-origin ones.
const SITE_DIR = new URL('../../examples/tradesperson-site/', import.meta.url);
const BUSINESS = 'Clarke & Patel Plumbing';
const TYPES: Record<string, string> = { html: 'text/html', css: 'text/css', svg: 'image/svg+xml' };

let site: Server;
let siteOrigin: string;
let hubOrigin: string;
let businessId: string;
/** A page the last test pastes a snippet into, served by the same second-origin server. */
let pasted = '';

test.beforeAll(async ({ request, baseURL }) => {
  hubOrigin = new URL(baseURL!).origin;
  businessId = await demoBusinessId(request, BUSINESS, 'London');
  site = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://site').pathname;
    if (path === '/pasted.html') return void res.writeHead(200, { 'content-type': 'text/html' }).end(pasted);
    const strict = path.endsWith('/strict-csp.html');
    const file = path === '/' || strict ? 'index.html' : path.slice(1);
    readFile(new URL(file, SITE_DIR)).then(
      (body) => {
        const headers: Record<string, string> = { 'content-type': TYPES[file.split('.').pop()!] ?? 'application/octet-stream' };
        if (strict) {
          headers['content-security-policy'] =
            `default-src 'none'; script-src ${hubOrigin}; connect-src ${hubOrigin}; style-src 'self'; img-src 'self'; base-uri 'none'`;
        }
        res.writeHead(200, headers);
        const html = file === 'index.html';
        res.end(html ? body.toString().replaceAll('{{TRADESHUB_ORIGIN}}', hubOrigin).replaceAll('{{BUSINESS_ID}}', businessId) : body);
      },
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteOrigin = `http://localhost:${(site.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  if (site) await new Promise((resolve) => site.close(resolve));
});

/** Opens a page of the example site and collects every console error and uncaught exception on it. */
async function openSite(page: Page, path = '/'): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${siteOrigin}${path}`);
  return problems;
}

test('the rating badge shows the business’s real rating and links to its profile', async ({ page, request }) => {
  const problems = await openSite(page);
  const profile = (await (await request.get(`/backend-service/public/business/${businessId}`)).json()) as {
    data: { rating: { average: number; count: number } };
  };
  const { average, count } = profile.data.rating;
  const badge = page.locator('#hero-rating').getByRole('link');
  await expect(badge).toHaveAccessibleName(`${BUSINESS}: rated ${average.toFixed(1)} out of 5 from ${count} reviews on Tradeshub (opens a new tab)`);
  await expect(badge).toHaveAttribute('href', `${hubOrigin}/business/view/${businessId}`);
  expect(problems).toEqual([]);
});

test('recommending from the site opens the hub’s flow, and finishing it thanks the person on the site', async ({ page, request }) => {
  const email = uniqueEmail('widget');
  const password = 'Widget-flow-2026';
  await newVerifiedCustomer(request, email, password);
  const problems = await openSite(page);

  const [popup] = await Promise.all([page.waitForEvent('popup'), page.locator('#recommend').getByRole('link', { name: 'Recommend us on Tradeshub' }).click()]);
  await expect(popup).toHaveURL(new RegExp(`^${hubOrigin}/home/recommend\\?`));
  expect(new URL(popup.url()).searchParams.get('origin')).toBe(siteOrigin);
  await declineCookies(popup);
  await signInThroughForm(popup, email, password);
  await popup.getByText('Plumbing', { exact: true }).click();
  await popup.getByRole('button', { name: `Recommend ${BUSINESS}` }).click();
  await expect(popup.getByRole('button', { name: 'Close this window' })).toBeVisible();

  await expect(page.locator('#recommend').getByRole('status')).toHaveText('✓ Thank you for recommending us');
  await expect(page.locator('#recommend').getByRole('link')).toBeHidden();
  expect(problems).toEqual([]);
});

test('the referral widget copies the business’s own referral link, which shows the business and asks for a recommendation', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: siteOrigin });
  const profile = (await (await request.get(`/backend-service/public/business/${businessId}`)).json()) as { data: { referralUuid: string } };
  const link = `${hubOrigin}/business/referral?uuid=${profile.data.referralUuid}`;
  const problems = await openSite(page);
  const referral = page.locator('#referral');
  await expect(referral.getByRole('textbox')).toHaveValue(link);
  await referral.getByRole('button', { name: 'Copy' }).click();
  await expect(referral.getByRole('status')).toHaveText('Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  expect(problems).toEqual([]);

  // The friend who gets the link sees the business and can recommend it straight away.
  const friend = await context.newPage();
  await friend.goto(link);
  await expect(friend.getByRole('heading', { name: BUSINESS, level: 1 })).toBeVisible();
  await declineCookies(friend);
  await expect(friend.getByText(`${BUSINESS} would like your recommendation.`)).toBeVisible();
  const recommend = friend.getByRole('link', { name: `Recommend ${BUSINESS}` });
  await expect(recommend).toHaveAttribute('href', `/home/recommend?businessId=${businessId}`);
  await recommend.click();
  await expect(friend).toHaveURL(`${hubOrigin}/home/recommend?businessId=${businessId}`);
  await expect(friend.getByRole('heading', { name: `Recommend ${BUSINESS}`, level: 1 })).toBeVisible();
  await expect(friend.getByRole('heading', { name: `Sign in to recommend ${BUSINESS}` })).toBeVisible();
});

test('the site’s styles do not reach the widgets, and the widgets change nothing of the site', async ({ page }) => {
  const hostLook = () =>
    page.evaluate(() =>
      ['h1', 'button.plain', 'a.button', '.lead', 'body'].map((selector) => {
        const style = getComputedStyle(document.querySelector(selector)!);
        return [selector, style.fontFamily, style.color, style.fontSize, style.textTransform, style.lineHeight].join(' | ');
      }),
    );
  // The site on its own: the widget script never arrives.
  await page.route(`${hubOrigin}/widgets/**`, (route) => route.abort());
  await openSite(page);
  const withoutWidgets = await hostLook();
  const globalsWithout = await page.evaluate(() => Object.keys(window));
  await page.unroute(`${hubOrigin}/widgets/**`);

  const problems = await openSite(page);
  await expect(page.locator('#hero-rating').getByRole('link')).toContainText('reviews');
  expect(await hostLook()).toEqual(withoutWidgets);
  expect(await page.evaluate(() => document.styleSheets.length)).toBe(1);
  const globalsWith = await page.evaluate(() => Object.keys(window));
  expect(globalsWith.filter((key) => !globalsWithout.includes(key))).toEqual(['Tradeshub']);

  // Inside, the widget keeps its own font and colours despite `* { font-family: Georgia !important }`.
  const inside = await page.locator('#recommend').getByRole('link').evaluate((link) => {
    const style = getComputedStyle(link);
    return { font: style.fontFamily, colour: style.color, transform: style.textTransform, background: style.backgroundColor };
  });
  expect(inside.font).not.toContain('Georgia');
  expect(inside.transform).toBe('none');
  expect(inside.colour).toBe('rgb(255, 255, 255)');
  expect(inside.background).toBe('rgb(47, 125, 79)');

  // Custom properties inherit into a shadow tree; a site that happens to use the widgets'
  // names on every element still does not recolour them.
  await page.addStyleTag({ content: '* { --p: rgb(200, 0, 0); --b: rgb(200, 0, 0); --i: rgb(200, 0, 0); --f: 40px }' });
  const afterSiteVariables = await page.locator('#recommend').getByRole('link').evaluate((link) => {
    const style = getComputedStyle(link);
    return [style.color, style.backgroundColor, style.fontSize];
  });
  expect(afterSiteVariables).toEqual(['rgb(255, 255, 255)', 'rgb(47, 125, 79)', '15px']);
  expect(problems).toEqual([]);
});

test('the widgets work on a page whose Content-Security-Policy allows only the hub’s scripts and no inline styles', async ({ page }) => {
  const problems = await openSite(page, '/strict-csp.html');
  await expect(page.locator('#hero-rating').getByRole('link')).toContainText('reviews on Tradeshub');
  await expect(page.locator('#recommend').getByRole('link', { name: 'Recommend us on Tradeshub' })).toBeVisible();
  // Styled by the adopted stylesheet: a blocked <style> would leave a bare link.
  expect(await page.locator('#recommend').getByRole('link').evaluate((link) => getComputedStyle(link).backgroundColor)).toBe('rgb(47, 125, 79)');
  expect(problems).toEqual([]);
});

test('the tradesperson’s Website widgets page previews the real widget and gives a snippet that works on another site', async ({ page, request }) => {
  const token = await apiSignIn(request, DEMO.tradesperson);
  await openSignedIn(page, token, '/business');
  // The same referral link as the widget's, to copy or share from the tradesperson's own profile.
  const profile = (await (await request.get(`/backend-service/public/business/${businessId}`)).json()) as { data: { referralUuid: string } };
  await expect(page.getByRole('textbox', { name: 'Your referral link' })).toHaveValue(`${hubOrigin}/business/referral?uuid=${profile.data.referralUuid}`);
  await page.getByRole('link', { name: 'Website widgets' }).click();
  await expect(page).toHaveURL(/\/business\/widgets$/);
  await page.getByRole('radio', { name: /Recommend button/ }).check();
  await page.getByRole('radio', { name: /Dark/ }).check();
  await expect(page.getByTestId('widget-preview').getByRole('link', { name: 'Recommend us on Tradeshub' })).toBeVisible();
  const snippet = await page.getByRole('textbox', { name: 'HTML' }).inputValue();
  expect(snippet).toContain(`<tradeshub-recommend business-id="${businessId}" theme="dark"></tradeshub-recommend>`);

  // Pasted into a blank page on another origin, it draws the same widget.
  const other = await page.context().newPage();
  pasted = `<!doctype html><title>Pasted</title><p>Our reviews:</p>${snippet}`;
  await other.goto(`${siteOrigin}/pasted.html`);
  await expect(other.getByRole('link', { name: 'Recommend us on Tradeshub' })).toBeVisible();
  await page.screenshot({ path: 'test-results/website-widgets.png', fullPage: true });
});
