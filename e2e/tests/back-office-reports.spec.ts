import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiToken, expectNoHorizontalScroll, signIn } from './helpers';

async function openAs(page: Page, username: string, path: string): Promise<void> {
  await signIn(page, username);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(path);
}

test('an admin reads the dashboard: both tabs draw their charts from the seeded figures', async ({ page }) => {
  await openAs(page, 'admin', '/admin');
  const labs = page.getByRole('region', { name: 'Labs Vs Leads' });
  await expect(labs.getByRole('application')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Lab Tests, Last 10 Days' }).getByRole('application')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Products Performance' }).getByRole('row')).not.toHaveCount(1);

  await page.getByRole('tab', { name: 'Office Analysis' }).click();
  await expect(page.getByRole('region', { name: 'Office Performance' }).getByRole('application')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Office Visits, Last 30 Days', exact: true })).toBeVisible();
});

test('external staff see only the Labs Vs Leads chart, with Refresh', async ({ page }) => {
  await openAs(page, 'ext', '/admin');
  await expect(page.getByRole('region', { name: 'Labs Vs Leads' }).getByRole('application')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Lab Tests Booked' })).toHaveCount(0);
});

test('the orders screen searches, opens an order, downloads its invoice, and makes an ad-hoc x-ray order', async ({ page, request }) => {
  const auth = { Authorization: `Bearer ${await apiToken(request, 'admin')}` };
  const listed = (await (await request.get('/api/v1/payments/?page=1', { headers: auth })).json()) as {
    count: number;
    results: Array<{ first_name: string; last_name: string }>;
  };
  expect(listed.count).toBeGreaterThan(20);
  const payer = listed.results[0]!;

  await openAs(page, 'admin', '/admin/orders');
  await expect(page.getByText(`${listed.count} paid orders`)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(payer.last_name);
  const row = page.getByRole('button', { name: new RegExp(`${payer.first_name}.*${payer.last_name}`) }).first();
  await row.click();
  const detail = page.getByRole('region', { name: `Order of ${payer.first_name} ${payer.last_name}` });
  const invoice = page.waitForEvent('download');
  await detail.getByRole('button', { name: 'Lab Invoice' }).click();
  const file = await invoice;
  expect(file.suggestedFilename()).toBe(`Invoice-${payer.last_name}-${payer.first_name}.pdf`);
  expect(
    readFileSync(await file.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  await page.getByRole('button', { name: 'Go to Adhoc Actions' }).click();
  const adhoc = page.getByRole('region', { name: 'Generate Adhoc Order' });
  await adhoc.getByLabel('First Name').fill('Rosa');
  await adhoc.getByLabel('Last Name').fill('Delgado');
  await adhoc.getByLabel('Email').fill('rosa.delgado@example.com');
  await adhoc.getByLabel('Date of Birth').fill('1979-08-21');
  const order = page.waitForEvent('download');
  await adhoc.getByRole('button', { name: 'Generate Adhoc Order' }).click();
  const orderFile = await order;
  expect(orderFile.suggestedFilename()).toBe('Chest-X-Ray-Order-Delgado-Rosa.pdf');
  expect(
    readFileSync(await orderFile.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
});

test('the orders screen at 375px has no sideways scroll', async ({ browser }) => {
  const page = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
  await openAs(page, 'admin', '/admin/orders');
  await expect(page.getByText(/paid orders$/)).toBeVisible();
  await expectNoHorizontalScroll(page);
});
