import { expect, test, type Page } from '@playwright/test';

// `/` and `/findabussiness` paint from prerendered HTML; the hub adopts that markup a part at a
// time (docs/decisions/0079-prerendered-pages-adopted-in-parts.md), and only at the URL it was drawn for.

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'tradeshub_cookie_consent', value: 'declined', url: baseURL! }]);
});

/** Marks every element the HTML brought, before any of the hub's code runs. */
async function markServerNodes(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      for (const element of document.querySelectorAll('#root *')) (element as Element & { fromServer?: true }).fromServer = true;
    });
  });
}

test('the landing page keeps every node the server sent, and its last part answers through the app', async ({ page }) => {
  await markServerNodes(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /Find a tradesperson your neighbours/ })).toBeVisible();

  // A click on the footer's FAQ link: the app takes it (no new page) once the footer, adopted
  // last, is the app's; until then the probe stops the browser following it.
  const footerTaken = () =>
    page.evaluate(() => {
      const link = document.querySelector<HTMLAnchorElement>('footer a[href="/faq"]')!;
      const redrawn = [...document.querySelectorAll('#main *, footer *')].filter((element) => !(element as Element & { fromServer?: true }).fromServer).length;
      let taken = false;
      const probe = (event: MouseEvent) => {
        taken = event.defaultPrevented;
        event.preventDefault();
      };
      window.addEventListener('click', probe);
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
      window.removeEventListener('click', probe);
      return { taken, redrawn };
    });
  let last = { taken: false, redrawn: -1 };
  await expect
    .poll(async () => {
      last = await footerTaken();
      return last.taken;
    })
    .toBe(true);
  // By the time the last part is the app's, nothing on the page was drawn anew.
  expect(last.redrawn).toBe(0);
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { name: 'Is Tradeshub free to use?' })).toBeVisible();
});

test('a search URL gets its own find page, not the prerendered prompt', async ({ page }) => {
  await page.goto('/findabussiness?category=Plumbing&place=Leeds');
  const results = page.getByRole('heading', { name: 'Plumbing near Leeds' });
  await expect(results).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Where do you need the work done?' })).toBeHidden();
  // At 1280 px the filters sit beside the results (the grid the prompt's markup does not have).
  const filters = await page.getByRole('heading', { name: 'Filters' }).boundingBox();
  const heading = await results.boundingBox();
  expect(filters!.x + filters!.width).toBeLessThan(heading!.x);
});

test.describe('before the hub has started', () => {
  test.use({ javaScriptEnabled: false });

  test("the hero's search still takes the visitor to the find page", async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('What do you need?').selectOption('Plumbing');
    await page.getByLabel('Where?').fill('Leeds');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/findabussiness\?category=Plumbing&place=Leeds$/);
  });
});
