import { expect, test } from '@playwright/test';
import { apiSignIn, DEMO, openSignedIn } from './support';

// The console's Payments and webhooks, read-only: the demo operator finds the section from
// the console, sees the demo's paid stages with their money and state, and filters the
// provider's events down to the failed ones (none in the demo).

test('the demo operator reads the payments taken and the webhook events, on desktop and on a phone', async ({ page, request }) => {
  await openSignedIn(page, await apiSignIn(request, DEMO.admin), '/admin');
  const nav = page.getByRole('navigation', { name: 'Operator console' });
  await nav.getByRole('link', { name: /^Payments and webhooks, 0 events failed$/ }).click();
  await expect(page).toHaveURL(/\/admin\/payments$/);
  await expect(page.getByRole('heading', { name: 'Payments and webhooks', level: 1 })).toBeVisible();

  const payments = page.getByRole('list', { name: 'Payments' }).getByRole('listitem');
  const paid = payments.filter({ hasText: 'Clarke & Patel Plumbing' }).filter({ hasText: 'Paid' }).first();
  await expect(paid).toBeVisible();
  await expect(paid).toContainText(/£[\d,]+\.\d{2} from .+ to Clarke & Patel Plumbing/);
  await expect(paid).toContainText(/Tradeshub keeps £[\d,]+\.\d{2}/);
  await expect(paid).toContainText('with Visa •••• 4242');

  const events = page.getByRole('region', { name: 'Webhook events' });
  await events.getByLabel('Only events that failed').check();
  await expect(events.getByText('Every event the payment provider sent was applied.')).toBeVisible();
  await events.getByLabel('Only events that failed').uncheck();
  await expect(events.getByRole('heading', { name: /^(No events yet|Webhook events)$/ }).first()).toBeVisible();

  // Nothing here changes anything: no buttons but paging.
  await expect(page.getByRole('button', { name: /refund|resend|delete|retry/i })).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(paid).toBeVisible();
  const box = await paid.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);
});
