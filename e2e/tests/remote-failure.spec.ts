import { expect, test } from '@playwright/test';

test('an unreachable remote shows Retry while other routes keep working', async ({ page }) => {
  let blocked = true;
  await page.route('**/mfe/mfe-booking/**', (route) => (blocked ? route.abort('connectionrefused') : route.continue()));

  await page.goto('/booking');
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();

  await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'FAQS', exact: true }).click();
  await expect(page.locator('[data-remote="mfe-public"] h1')).toBeVisible();

  await page.goto('/booking');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  blocked = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator('[data-remote="mfe-booking"] h1')).toBeVisible();
});
