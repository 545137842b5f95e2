import type { AdminLabProduct, AdminLabProductList, AdminPracticeSettings } from '@clinic/contracts';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, expectNoHorizontalScroll, signIn } from './helpers';

/*
 * Practice settings without a rebuild (issue 19): an admin changes the phone, the banner note and a
 * lab price on the Settings screen; the public site shows them on its next page load and the
 * pre-checkout total uses the new price. Staff have no Settings. The settings and the price are put
 * back at the end, so the other journeys see the demo practice.
 */

const NEW_PHONE = '(415) 555-0188';
const NOTE = 'Closed on Thanksgiving Day';

async function adminGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(`/api/v1${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

async function restore(request: APIRequestContext, token: string, settings: AdminPracticeSettings['settings'], product: AdminLabProduct): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  expect((await request.put('/api/v1/admin/settings/', { headers, data: settings })).status()).toBe(200);
  const { name, price_cents, is_active } = product;
  expect((await request.put(`/api/v1/admin/lab-products/${product.id}/`, { headers, data: { name, price_cents, is_active } })).status()).toBe(200);
}

test('an admin changes the phone, the banner note and a lab price; the public site shows them at once', async ({ page, request }) => {
  const token = await apiToken(request, 'admin');
  const before = await adminGet<AdminPracticeSettings>(request, token, '/admin/settings/');
  const { products } = await adminGet<AdminLabProductList>(request, token, '/admin/lab-products/');
  // A product of the 25-44 group only: the lab order journey of public-forms.spec.ts, which may run meanwhile, orders for 18-24.
  const product = products.find((p) => p.type === 'lab' && p.is_active && p.age_group === '25-44');
  expect(product).toBeDefined();

  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'admin', '/admin/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const form = page.getByTestId('settings-form');
    await expect(form.getByLabel('Practice name')).toHaveValue(before.settings.practice_name);

    // Without a civil surgeon the admin frame says what is missing, until one is named again.
    const surgeon = before.settings.civil_surgeons[0]!;
    await form.getByRole('button', { name: 'Remove civil surgeon 1' }).click();
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(form.getByText('Settings saved.')).toBeVisible();
    await expect(page.getByTestId('settings-missing-notice')).toHaveText("The practice's details are incomplete: Civil surgeon names.");
    await form.getByRole('button', { name: 'Add a civil surgeon' }).click();
    await form.getByLabel('Civil surgeon 1', { exact: true }).fill(surgeon);

    await form.getByLabel('Phone').fill(NEW_PHONE);
    await form.getByLabel('Banner note').fill(NOTE);
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(form.getByText('Settings saved.')).toBeVisible();
    await expect(page.getByTestId('settings-missing-notice')).toHaveCount(0);

    // The lab catalogue: the price in dollars, saved as cents.
    const row = page.getByTestId(`lab-product-${product!.id}`);
    await row.getByLabel(/Price \(USD\)/).fill('123.45');
    await row.getByRole('button', { name: `Save ${product!.name}` }).click();
    await expect(row.getByText(`${product!.name} saved.`)).toBeVisible();
    await page.screenshot({ path: 'e2e/.artifacts/settings-1280.png', fullPage: true });

    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByTestId('settings-form')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: 'e2e/.artifacts/settings-375.png', fullPage: true });

    // The public site on its next page load: the phone and the note, no rebuild.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/?lang=en');
    await expect(page.getByTestId('home-hero')).toBeVisible();
    const banner = page.getByTestId('top-banner');
    await expect(banner).toContainText(`call ${NEW_PHONE}`);
    await expect(banner.getByTestId('banner-note')).toHaveText(NOTE);
    await expect(banner.getByRole('link', { name: NEW_PHONE })).toHaveAttribute('href', 'tel:+14155550188');
    await expect(page.getByTestId('contact')).toContainText(NEW_PHONE);
    await expect(page.getByTestId('site-footer')).toContainText(NEW_PHONE);
    await page.screenshot({ path: 'e2e/.artifacts/settings-home-1280.png' });

    await page.goto('/?lang=ar');
    await expect(page.getByTestId('home-hero')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('top-banner')).toContainText(NEW_PHONE);
    await expect(page.getByTestId('banner-note')).toHaveText(NOTE);
    await page.screenshot({ path: 'e2e/.artifacts/settings-home-ar-1280.png' });
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: 'e2e/.artifacts/settings-home-ar-375.png' });

    // The pre-checkout total uses the new price.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/pre-checkout?lang=en');
    await page.getByLabel('Age group').selectOption('25-44');
    await page.getByRole('checkbox', { name: product!.name }).check();
    await expect(page.getByTestId('pre-checkout-total')).toHaveText('$123.45');
  } finally {
    await restore(request, token, before.settings, product!);
  }
});

test('staff have no Settings: no menu item, no form, and the API refuses them', async ({ page, request }) => {
  await signIn(page, 'staff');
  await expect(page.getByTestId('admin-menu')).toBeVisible();
  await expect(page.getByTestId('admin-menu').getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await expect(page.getByTestId('settings-missing-notice')).toHaveCount(0);
  await page.goto('/admin/settings');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByTestId('settings-form')).toHaveCount(0);

  const token = await apiToken(request, 'staff');
  const res = await request.get('/api/v1/admin/settings/', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(403);
});
