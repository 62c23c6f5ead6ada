import { expect, test } from '@playwright/test';
import { declineCookies } from './support';

// /findabussiness paints from prerendered HTML and hydrates without the sdk client, the place
// combobox or the filters sheet (docs/decisions/0058-find-page-loads-on-use.md): each loads
// when first used, and the visitor sees and does the same.

test('a visitor picks a town from the suggestions with the keyboard; the client and the combobox load only once the box is used', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/findabussiness');
  await declineCookies(page);
  await expect(page.getByRole('heading', { name: 'Where do you need the work done?' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((path) => /\/assets\/(client|place-combobox)-/.test(path))).toEqual([]);

  await page.getByRole('combobox', { name: 'Trade' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: 'Town or postcode' })).toBeFocused();
  await page.keyboard.type('Bath');
  // While its suggestions are open the combobox hides its label from assistive technology (as it always has).
  const box = page.getByPlaceholder('e.g. Leeds or LS1 4AP');
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('Bath');
  const suggestion = page.getByRole('option', { name: /^Bath/ }).first();
  await expect(suggestion).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/place=Bath/);
  await expect(page.getByRole('heading', { name: 'Tradespeople near Bath' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Map of results around Bath' })).toBeVisible();
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the filters open as a sheet, a change applies at once, and closing returns to the Filters button', async ({ page }) => {
    await page.goto('/findabussiness?category=Plumbing&place=Bath');
    await declineCookies(page);
    await expect(page.getByRole('heading', { name: 'Plumbing near Bath' })).toBeVisible();
    const open = page.getByRole('button', { name: 'Filters' });
    await open.click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    // The dialog element holds the fixed sheet and has no box of its own: its title is what shows.
    await expect(sheet.getByRole('heading', { name: 'Filters' })).toBeVisible();
    await sheet.getByLabel('Sort by').selectOption('Nearest');
    await expect(page).toHaveURL(/sort=nearest/);
    await sheet.getByRole('button', { name: 'Show results' }).click();
    await expect(sheet).toHaveCount(0);
    await expect(open).toBeFocused();
    await open.press('Enter');
    await expect(sheet.getByRole('heading', { name: 'Filters' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await expect(open).toBeFocused();
  });
});
