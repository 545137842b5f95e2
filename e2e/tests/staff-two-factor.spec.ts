import { TOTP_PERIOD_SECONDS, TWO_FACTOR_MESSAGES } from '@clinic/contracts';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { generate } from 'otplib';
import { startStack, type RunningStack } from '../stack';
import { E2E_PORT } from '../playwright.config';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations, mailsTo, PASSWORD, signIn } from './helpers';

/** A password the rule accepts: long, unrelated words, none of the account's own. */
const STAFF_PASSWORD = 'copper meadow lantern 58 drifts';
const CHANGED_PASSWORD = 'violet harbour cactus 27 hums';

/**
 * A TOTP code of the app holding `secret`, for the time step after the current one: the server
 * accepts one step either side and refuses a step it already took (the enrolment's code), so
 * consecutive sign-ins in one test never collide.
 */
async function nextCode(secret: string, stepsAhead = 1): Promise<string> {
  const step = Math.floor(Date.now() / 1000 / TOTP_PERIOD_SECONDS);
  return generate({ secret, epoch: (step + stepsAhead) * TOTP_PERIOD_SECONDS });
}

async function typePassword(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Enrols on the enrolment page: reads the key, confirms with a code, saves the ten recovery codes; returns both. */
async function enrol(page: Page): Promise<{ secret: string; codes: string[] }> {
  await expect(page.getByRole('heading', { level: 1, name: 'Set up two-factor sign-in' })).toBeVisible();
  // The QR code is the server's SVG as a data: image: the gateway's CSP must let it load.
  const qr = page.getByAltText('QR code for your authenticator app');
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const secret = (await page.getByTestId('two-factor-secret').innerText()).replace(/\s+/g, '');
  await page.getByLabel('Code from the app').fill('123');
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page.getByText('Enter the 6-digit code from your authenticator app', { exact: true })).toBeVisible();
  await page.getByLabel('Code from the app').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();

  await expect(page.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible();
  const codes = await page.getByTestId('recovery-code').allInnerTexts();
  expect(codes).toHaveLength(10);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download (.txt)' }).click();
  const file = readFileSync(await (await download).path(), 'utf8');
  for (const code of codes) expect(file).toContain(code);
  const proceed = page.getByRole('button', { name: 'Continue' });
  await expect(proceed).toBeDisabled();
  await page.getByLabel('I have saved my recovery codes').check();
  await proceed.click();
  return { secret, codes };
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login\?lang=en$/);
}

/** A new staff account with a password, made as an admin would: the admin API, the e-mailed link, the set-password call. */
async function newStaffAccount(request: APIRequestContext, label: string): Promise<string> {
  const login = await request.post('/api/v1/auth/login/', { data: { username: 'admin', password: PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  const username = `e2e.${label}.${Date.now().toString(36)}`;
  const email = `${username}@example.com`;
  const created = await request.post('/api/v1/admin/staff-accounts/', {
    headers: { Authorization: `Bearer ${token}` },
    data: { username, first_name: 'Robin', last_name: 'Tate', email, role: 'staff' },
  });
  expect(created.status()).toBe(201);
  let linkToken = '';
  await expect
    .poll(
      async () => {
        const [mail] = await mailsTo(request, email, /./);
        linkToken = /\/set-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
        return linkToken;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  const set = await request.post('/api/v1/auth/set-password/', { data: { token: linkToken, password: STAFF_PASSWORD } });
  expect(set.ok()).toBe(true);
  return username;
}

test.describe('with STAFF_MFA=admins', () => {
  let stack: RunningStack;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    stack = await startStack({ basePort: E2E_PORT + 100, label: 'e2e-mfa', quiet: true, env: { STAFF_MFA: 'admins' } });
  });

  test.afterAll(async () => {
    await stack?.stop();
  });

  async function newPage(browser: Browser): Promise<Page> {
    const context = await browser.newContext({
      baseURL: stack.baseUrl,
      storageState: { cookies: [], origins: [{ origin: stack.baseUrl, localStorage: [{ name: 'languagePopupDone', value: 'true' }] }] },
    });
    return context.newPage();
  }

  test('first admin enrolment with TOTP', async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await newPage(browser);

    // The password alone opens only the enrolment: the rest of the back office stays closed.
    await typePassword(page, 'admin', PASSWORD);
    await expect(page).toHaveURL(/\/admin\/account\/two-factor$/);
    await expect(page.getByText(TWO_FACTOR_MESSAGES.setupRequired)).toBeVisible();
    await expect(page.getByRole('navigation', { name: /admin/i }).getByRole('link')).toHaveCount(0);
    await page.goto('/admin/orders');
    await expect(page).toHaveURL(/\/admin\/account\/two-factor$/);
    await expect(page.getByTestId('two-factor-secret')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the two-factor enrolment');
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalScroll(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    const { secret, codes } = await enrol(page);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.locator('[data-remote="mfe-admin-leads"] h1')).toBeVisible();
    await page.getByRole('navigation', { name: /admin/i }).getByRole('link', { name: 'Orders' }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await signOut(page);

    // Password, then a code from the app.
    await typePassword(page, 'admin', PASSWORD);
    const code = page.getByLabel('Authentication code');
    await expect(code).toBeVisible();
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expectNoSeriousA11yViolations(page, 'the sign-in code step');
    await code.fill(await nextCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await signOut(page);

    // Password, then a recovery code; the same recovery code a second time is refused.
    for (const attempt of ['first', 'reused']) {
      await typePassword(page, 'admin', PASSWORD);
      await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
      await page.getByLabel('Recovery code').fill(codes[0]!);
      await page.getByRole('button', { name: 'Verify' }).click();
      if (attempt === 'first') {
        await expect(page).toHaveURL(/\/admin$/);
        await signOut(page);
      } else {
        await expect(page.getByText(TWO_FACTOR_MESSAGES.codeWrong)).toBeVisible();
        await expect(page).toHaveURL(/\/login/);
        expect(await page.evaluate(() => localStorage.getItem('jToken'))).toBeNull();
      }
    }
    await page.context().close();
  });
});

test('own password change and turning two-factor on, to a new phone and off on the account page', async ({ page, request }) => {
  test.setTimeout(120_000);
  const username = await newStaffAccount(request, 'account');
  await typePassword(page, username, STAFF_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);

  // The greeting opens the account page.
  await page.getByTestId('admin-greeting').click();
  await expect(page).toHaveURL(/\/admin\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();

  const form = page.getByTestId('change-password-form');
  await form.getByLabel('Current password').fill('not my password');
  await form.getByLabel('New password', { exact: true }).fill(CHANGED_PASSWORD);
  await form.getByLabel('Repeat the new password').fill(CHANGED_PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('The current password is not correct.')).toBeVisible();
  await form.getByLabel('Current password').fill(STAFF_PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText(/Your password is changed/)).toBeVisible();

  // Still signed in with the new token.
  await page.reload();
  await expect(page.getByTestId('two-factor-status')).toHaveText(/^Off/);
  await expectNoSeriousA11yViolations(page, 'the account page');

  await page.getByRole('link', { name: 'Set up two-factor sign-in' }).click();
  await expect(page.getByText(TWO_FACTOR_MESSAGES.setupRequired)).toHaveCount(0);
  const { secret } = await enrol(page);
  await expect(page).toHaveURL(/\/admin\/account$/);
  await expect(page.getByTestId('two-factor-status')).toHaveText(/^On/);
  await expect(page.getByText('10 recovery codes left.')).toBeVisible();

  // New recovery codes, confirmed with the (changed) password, shown once.
  await page.getByRole('button', { name: 'New recovery codes' }).click();
  const renew = page.getByTestId('two-factor-codes-dialog');
  await renew.getByLabel('Current password').fill(CHANGED_PASSWORD);
  await renew.getByRole('button', { name: 'Show new codes' }).click();
  await expect(page.getByTestId('recovery-code')).toHaveCount(10);
  await page.getByLabel('I have saved my recovery codes').check();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Signing in now asks for the code.
  await signOut(page);
  await typePassword(page, username, CHANGED_PASSWORD);
  await page.getByLabel('Authentication code').fill(await nextCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // Moving to a new phone needs the password too (a signed-in session alone cannot swap the app);
  // the first code of the new app completes it, and the next sign-in takes the new app's codes.
  await page.goto('/admin/account');
  await page.getByRole('button', { name: 'Move to a new phone' }).click();
  const replace = page.getByTestId('two-factor-replace-dialog');
  await replace.getByLabel('Current password').fill('not my password');
  await replace.getByRole('button', { name: 'Continue' }).click();
  await expect(replace.getByText('The current password is not correct.')).toBeVisible();
  await expect(page.getByTestId('two-factor-secret')).toHaveCount(0);
  await replace.getByLabel('Current password').fill(CHANGED_PASSWORD);
  await replace.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('two-factor-secret')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'a new phone on the account page');
  const newSecret = (await page.getByTestId('two-factor-secret').innerText()).replace(/\s+/g, '');
  expect(newSecret).not.toBe(secret);
  await page.getByLabel('Code from the app').fill(await generate({ secret: newSecret }));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page.getByTestId('recovery-code')).toHaveCount(10);
  await page.getByLabel('I have saved my recovery codes').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('two-factor-status')).toHaveText(/^On/);
  await expect(page.getByText('10 recovery codes left.')).toBeVisible();
  await signOut(page);
  await typePassword(page, username, CHANGED_PASSWORD);
  await page.getByLabel('Authentication code').fill(await nextCode(newSecret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // Turning it off needs the password; afterwards the password alone signs in.
  await page.goto('/admin/account');
  await page.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
  const off = page.getByTestId('two-factor-disable-dialog');
  await off.getByLabel('Current password').fill(CHANGED_PASSWORD);
  await off.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByText('Two-factor sign-in is off.')).toBeVisible();
  await expect(page.getByTestId('two-factor-status')).toHaveText(/^Off/);
  await signOut(page);
  await typePassword(page, username, CHANGED_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
});

test('idle logoff warning', async ({ page }) => {
  await page.clock.install();
  await signIn(page, 'staff');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.locator('[data-remote="mfe-admin-leads"] h1')).toBeVisible();

  // 28 minutes without activity: the warning counts down, focus on Stay signed in.
  await page.clock.fastForward('28:30');
  const warning = page.getByRole('alertdialog', { name: 'Are you still there?' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(/You will be signed out in \d+ seconds because of inactivity\./);
  await expect(warning.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'the idle warning');
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning).toBeHidden();
  await expect(page).toHaveURL(/\/admin$/);

  // Still signed in on the server: the next page works.
  await page.getByRole('navigation', { name: /admin/i }).getByRole('link', { name: 'Clients' }).click();
  await expect(page).toHaveURL(/\/admin\/appointment-requests$/);

  // Letting it run out ends at /login, saying why.
  await page.clock.fastForward('31:00');
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fappointment-requests&reason=idle$/);
  await expect(page.getByText(TWO_FACTOR_MESSAGES.sessionIdle)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('jToken'))).toBeNull();
  await expectNoHorizontalScroll(page);
});
