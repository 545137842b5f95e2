import { STAFF_ACCOUNT_MESSAGES, type TwoFactorSetupResponse } from '@clinic/contracts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { apiToken, expectNoHorizontalScroll, expectNoSeriousA11yViolations, mailsTo, signIn } from './helpers';

/** A password the rule accepts: long, unrelated words, none of the account's own. */
const NEW_PASSWORD = 'lunar pelican orbits 93 quietly';

/** The set-password link (path and query) of the newest e-mail to the address whose subject matches, waiting for it. */
async function emailedLink(request: APIRequestContext, to: string, subject: RegExp): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const [mail] = await mailsTo(request, to, subject);
        const url = /(https?:\/\/\S+\/set-password\?token=[A-Za-z0-9_%-]+)/.exec(mail?.text ?? '')?.[1];
        link = url ? `${new URL(url).pathname}${new URL(url).search}` : '';
        return link;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  return link;
}

async function confirmAction(page: Page, button: string, confirm: string): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.getByRole('dialog').or(page.getByRole('alertdialog')).getByRole('button', { name: confirm, exact: true }).click();
}

test('an admin creates a staff account, the link sets its password, deactivation ends its session at once', async ({ page, browser, request, baseURL }) => {
  // Two browsers, two axe runs and eight e-mail round trips: 40 s on a quiet machine.
  test.setTimeout(120_000);
  const username = `e2e.staff.${Date.now()}`;
  const email = `${username}@example.com`;
  const row = page.getByTestId(`staff-account-${username}`);

  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('navigation', { name: /admin/i }).getByRole('link', { name: 'Staff' }).click();
  await expect(page).toHaveURL(/\/admin\/staff$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await expect(page.getByTestId('staff-account-admin')).toContainText('Admin');
  await expectNoSeriousA11yViolations(page, 'the Staff screen');

  // Create account: the browser checks with the server's rules, then the server makes it and e-mails the link.
  await page.getByRole('button', { name: 'Create account' }).click();
  const form = page.getByRole('dialog', { name: 'Create a staff account' });
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByText('Enter the first name')).toBeVisible();
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('First name').fill('Sam');
  await form.getByLabel('Last name').fill('Rivera');
  await form.getByLabel('Role').selectOption('staff');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(`The account ${username} was created. A link to set a password was e-mailed to ${email}`)).toBeVisible();
  await expect(row).toContainText('Waiting for password');
  await expect(row).toContainText('Never');

  // The staff member opens the e-mailed link in their own browser: nothing on the page goes to another site.
  const link = await emailedLink(request, email, /^Your staff account/);
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  const origin = new URL(baseURL!).origin;
  const elsewhere: string[] = [];
  staff.on('request', (r) => {
    if (!r.url().startsWith(origin) && !r.url().startsWith('data:')) elsewhere.push(r.url());
  });
  const opened = await staff.goto(link);
  expect(opened?.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  await expect(staff.getByRole('heading', { level: 1, name: 'Set your password' })).toBeVisible();
  await expect(staff.getByText(/be at least 12 characters long/)).toBeVisible();
  await expectNoSeriousA11yViolations(staff, 'the set-password page');
  await staff.getByLabel('New password', { exact: true }).fill(username);
  await staff.getByLabel('New password again').fill(username);
  await staff.getByRole('button', { name: 'Set password' }).click();
  await expect(staff.getByText(STAFF_ACCOUNT_MESSAGES.passwordHasUsername)).toBeVisible();
  await staff.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await staff.getByLabel('New password again').fill(NEW_PASSWORD);
  await staff.getByRole('button', { name: 'Set password' }).click();
  await expect(staff.getByText('Your password is set.')).toBeVisible();
  expect(elsewhere).toEqual([]);

  // The link works once.
  const again = await browser.newPage();
  await again.goto(link);
  await again.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await again.getByLabel('New password again').fill(NEW_PASSWORD);
  await again.getByRole('button', { name: 'Set password' }).click();
  await expect(again.getByTestId('set-password-invalid')).toHaveText(STAFF_ACCOUNT_MESSAGES.linkInvalid);
  await expect(again.getByLabel('New password', { exact: true })).toHaveCount(0);
  await again.close();

  // They sign in and see the back office, without the admins' Staff screen.
  await staff.getByRole('link', { name: 'Go to sign in' }).click();
  await expect(staff).toHaveURL(/\/login/);
  await staff.getByLabel('Username').fill(username);
  await staff.getByLabel('Password').fill(NEW_PASSWORD);
  await staff.getByRole('button', { name: 'Sign in' }).click();
  await expect(staff).toHaveURL(/\/admin$/);
  const staffMenu = staff.getByRole('navigation', { name: /admin/i });
  await expect(staffMenu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(staffMenu.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await staff.goto('/admin/staff');
  await expect(staff).toHaveURL(/\/admin$/);
  await expect(staff.getByRole('heading', { level: 1, name: 'Staff' })).toHaveCount(0);
  const staffToken = await staff.evaluate(() => localStorage.getItem('jToken'));
  expect(staffToken).toBeTruthy();

  // The admin sees the sign-in, then deactivates the account after confirming.
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(row).toContainText('Active');
  await expect(row).not.toContainText('Never');
  await page.getByRole('button', { name: `Deactivate ${username}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Deactivate ${username}?` });
  await expect(confirm).toContainText('every session of this account ends at once');
  await confirm.getByRole('button', { name: 'Deactivate', exact: true }).click();
  await expect(page.getByText(`${username} is deactivated: their sessions have ended.`)).toBeVisible();
  await expect(row).toContainText('Deactivated');

  // Their token fails on its next use, and their next navigation ends at the sign-in page.
  const refused = await request.get('/api/v1/users/', { headers: { Authorization: `Bearer ${staffToken}` } });
  expect(refused.status()).toBe(401);
  await staff.goto('/admin/appointment-requests');
  await expect(staff).toHaveURL(/\/login/);
  await staffContext.close();

  // Reactivated, the account can be sent a password reset link.
  await confirmAction(page, `Reactivate ${username}`, 'Reactivate');
  await expect(page.getByText(`${username} is active again.`)).toBeVisible();
  await expect(row).toContainText('Active');
  await confirmAction(page, `Send password reset ${username}`, 'Send link');
  await expect(page.getByText(`A link to set a new password was e-mailed to ${email}.`)).toBeVisible();
  expect(await emailedLink(request, email, /^Set a new password/)).toMatch(/^\/set-password\?token=/);
});

/** A staff account made and enrolled in two-factor sign-in through the API, as the screens do it: its username and its token. */
async function enrolledMember(request: APIRequestContext): Promise<{ username: string; token: string }> {
  const username = `e2e.totp.${Date.now()}`;
  const email = `${username}@example.com`;
  const admin = { Authorization: `Bearer ${await apiToken(request, 'admin')}` };
  const created = await request.post('/api/v1/admin/staff-accounts/', {
    headers: admin,
    data: { username, first_name: 'Tia', last_name: 'Otp', email, role: 'staff' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const token = new URLSearchParams((await emailedLink(request, email, /^Your staff account/)).split('?')[1]).get('token');
  expect((await request.post('/api/v1/auth/set-password/', { data: { token, password: NEW_PASSWORD } })).status()).toBe(200);
  const login = await request.post('/api/v1/auth/login/', { data: { username, password: NEW_PASSWORD } });
  const member = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const setup = (await (await request.post('/api/v1/auth/two-factor/setup/', { headers: member })).json()) as TwoFactorSetupResponse;
  const confirmed = await request.post('/api/v1/auth/two-factor/confirm/', { headers: member, data: { code: await generate({ secret: setup.secret }) } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return { username, token: ((await confirmed.json()) as { token?: string }).token ?? member.Authorization.slice(7) };
}

test('an admin resets the two-factor sign-in of a member who lost their phone', async ({ page, request }) => {
  const { username, token } = await enrolledMember(request);
  const row = page.getByTestId(`staff-account-${username}`);
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/staff');
  await expect(row.getByRole('cell', { name: 'On', exact: true })).toBeVisible();
  await confirmAction(page, `Reset two-factor ${username}`, 'Reset two-factor');
  await expect(page.getByText(`Two-factor sign-in of ${username} was reset.`)).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Off', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Reset two-factor ${username}` })).toHaveCount(0);
  expect((await request.get('/api/v1/users/', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);
});

test('the only admin cannot deactivate their own account', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/staff');
  await page.getByRole('button', { name: 'Deactivate admin', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Deactivate admin?' });
  await expect(confirm).toContainText('This is your own account: you will be signed out.');
  await confirm.getByRole('button', { name: 'Deactivate', exact: true }).click();
  await expect(confirm.getByRole('alert')).toHaveText(STAFF_ACCOUNT_MESSAGES.lastAdminDeactivate);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('staff-account-admin')).toContainText('Active');
});

test('the Staff screen and the set-password page fit a phone and pass axe', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/staff');
  await expect(page.getByTestId('staff-account-admin')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, 'the Staff screen at 375 px');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('dialog', { name: 'Create a staff account' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, 'the Create account dialog at 375 px');
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.goto(`/set-password?token=${'x'.repeat(43)}`);
  await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, 'the set-password page at 375 px');
  await context.close();
});
