import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { DEMO, apiSignIn, openSignedIn } from './support';

// The demo customer's rewards on /referral, reached from the menu: what she earned, what is
// paused and why, and a quote downloaded as a PDF from Manage Work.

test('Amelia sees her rewards earned and one paused on Referral, and downloads a quote as a PDF', async ({ page, request }) => {
  const token = await apiSignIn(request, DEMO.customer);
  // She starts with £10.00 available; the payments spec, if it ran first, spent it on a fee.
  const balance = await request.get('/backend-service/rewards/get-balance', { headers: { authorization: `Bearer ${token}` } });
  const { availablePence } = ((await balance.json()) as { data: { availablePence: number } }).data;
  expect([0, 1000]).toContain(availablePence);
  await openSignedIn(page, token, '/home');
  await page.getByRole('link', { name: 'Referral' }).first().click();
  await expect(page).toHaveURL(/\/referral$/);

  await expect(page.getByRole('group', { name: 'Reward balance' })).toContainText(availablePence === 1000 ? '£10.00' : '£0.00');
  await expect(page.getByRole('group', { name: 'Paused rewards' })).toContainText('£5.00');
  await expect(page.getByRole('status').filter({ hasText: 'New rewards are paused' })).toContainText("review 'Storm damage repairs at the back of the house'");
  const entries = page.getByRole('list', { name: 'Your reward entries' }).getByRole('listitem');
  await expect(entries.filter({ hasText: 'Paused' })).toHaveCount(1);
  await expect(entries.filter({ hasText: 'Earned' })).toHaveCount(2);
  await expect(page.getByRole('button', { name: /^Copy the link to / }).first()).toBeVisible();

  await page.goto('/managework');
  await page.getByRole('link', { name: /Replace the kitchen mixer tap cartridge/ }).first().click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Quote Q-[0-9A-F]{8}\.pdf$/);
  const file = await readFile(await download.path());
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
