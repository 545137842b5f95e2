import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

const ADMIN_MENU = ['Dashboard', 'I693 Form', 'Orders', 'Doctor Availability', 'Clients', 'Staff'];

test('admin signs in, sees every admin menu item, and logs out', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/admin$/);
  const menu = page.getByRole('navigation', { name: /admin/i });
  for (const item of ADMIN_MENU) await expect(menu.getByRole('link', { name: item })).toBeVisible();
  await expect(page.locator('[data-remote="mfe-admin-leads"] h1')).toBeVisible();
  await expect(page.getByRole('navigation', { name: /main/i })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('jToken'))).toBeTruthy();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login\?lang=en$/);
  expect(await page.evaluate(() => localStorage.getItem('jToken'))).toBeNull();
});

test('staff sees only the staff menu and is sent away from an admin-only route', async ({ page }) => {
  await signIn(page, 'staff');
  await expect(page).toHaveURL(/\/admin$/);
  const menu = page.getByRole('navigation', { name: /admin/i });
  for (const item of ['Dashboard', 'I693 Form', 'Clients']) await expect(menu.getByRole('link', { name: item })).toBeVisible();
  for (const item of ['Orders', 'Doctor Availability', 'Staff']) await expect(menu.getByRole('link', { name: item })).toHaveCount(0);

  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/doctor-availability');
  await expect(page).toHaveURL(/\/admin$/);
});

test('a protected route asks for login and returns to it afterwards', async ({ page }) => {
  await page.goto('/admin/appointment-requests');
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fappointment-requests/);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(process.env.SEED_PASSWORD ?? 'dev-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/appointment-requests$/);
  await expect(page.locator('[data-remote="mfe-admin-leads"] h1')).toBeVisible();
});

test('a wrong password shows a neutral message and stores no token', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Sign-in failed. Check your username and password and try again.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('jToken'))).toBeNull();
  await expect(page).toHaveURL(/\/login/);
});

test('/logout clears the token and goes to /login', async ({ page }) => {
  await signIn(page, 'staff');
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('jToken'))).toBeNull();
});
