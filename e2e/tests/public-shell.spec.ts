import { expect, test } from '@playwright/test';
import { expectNoHorizontalScroll } from './helpers';

test('home is mounted through the shell with the site chrome', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: /main/i });
  for (const item of ['HOME', 'I-693', 'APPOINTMENTS', 'FAQS']) {
    await expect(nav.getByRole('link', { name: item, exact: true })).toBeVisible();
  }
  await expect(page.locator('[data-remote="mfe-public"] h1')).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: /privacy/i })).toBeVisible();
  await expect(page).toHaveTitle(/Home/);
});

test('the site has a favicon, linked from every page and at /favicon.ico', async ({ page, request }) => {
  await page.goto('/faqs');
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.ico');
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  // An ICO file: reserved 0, type 1, then its image count.
  expect([...(await icon.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
});

test('each remote mounts its own route with its title', async ({ page }) => {
  const cases: Array<[string, string]> = [
    ['/faqs', 'mfe-public'],
    ['/i-693', 'mfe-i693'],
    ['/booking', 'mfe-booking'],
    ['/appointments/doc/request/abc123', 'mfe-booking'],
  ];
  for (const [path, remote] of cases) {
    await page.goto(path);
    await expect(page.locator(`[data-remote="${remote}"] h1`)).toBeVisible();
  }
});

test('navigating from the menu changes the page title without a reload', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'FAQS', exact: true }).click();
  await expect(page).toHaveURL(/\/faqs$/);
  await expect(page).toHaveTitle(/FAQ/i);
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});

test('an unknown route shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: /page not found/i })).toBeVisible();
  await expect(page).toHaveTitle(/not found/i);
});

test('Arabic turns the page right-to-left and is kept', async ({ page }) => {
  await page.goto('/?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.screenshot({ path: 'e2e/.artifacts/home-ar.png', fullPage: true });
  await page.goto('/faqs');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await page.evaluate(() => localStorage.getItem('currentLanguage'))).toBe('ar');
});

test('the language picker switches language and direction', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: /language/i }).selectOption('fa');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('combobox', { name: /language|زبان/i }).selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('navigation').first()).toContainText('INICIO');
});

test('375px mobile layout has no horizontal scroll', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  for (const path of ['/', '/login', '/faqs']) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    await expectNoHorizontalScroll(page);
  }
  await page.goto('/');
  await page.screenshot({ path: 'e2e/.artifacts/home-375.png', fullPage: true });
});

test('offline and online notices', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.locator('[data-remote="mfe-public"] h1')).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByText('You seem to be offline. Please check network connection.')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('Back online!')).toBeVisible();
});

test.describe('first visit', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the language popup is shown once and sets the language', async ({ page }) => {
    await page.goto('/');
    const popup = page.getByTestId('language-popup');
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: /Español/ }).click();
    await expect(popup).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.reload();
    await expect(page.locator('[data-remote="mfe-public"] h1')).toBeVisible();
    await expect(page.getByTestId('language-popup')).toHaveCount(0);
  });
});
