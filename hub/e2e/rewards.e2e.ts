import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { DEMO, apiSignIn, openSignedIn } from './support';

// The demo customer's rewards on /referral, reached from the menu: what she earned, what is
// paused and why, and a quote downloaded as a PDF from Manage Work.

test('Amelia sees her rewards earned and one paused on Referral, and downloads a quote as a PDF', async ({ page, request }) => {
  await openSignedIn(page, await apiSignIn(request, DEMO.customer), '/home');
  await page.getByRole('link', { name: 'Referral' }).first().click();
  await expect(page).toHaveURL(/\/referral$/);

  await expect(page.getByRole('group', { name: 'Reward balance' })).toContainText('£10.00');
  await expect(page.getByRole('group', { name: 'Paused rewards' })).toContainText('£5.00');
  await expect(page.getByRole('status').filter({ hasText: 'New rewards are paused' })).toContainText("review 'Storm damage repairs at the back of the house'");
  const entries = page.getByRole('list', { name: 'Your reward entries' }).getByRole('listitem');
  await expect(entries).toHaveCount(3);
  await expect(entries.first()).toContainText('Paused');
  await expect(entries.nth(1)).toContainText('Earned');
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
