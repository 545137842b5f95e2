import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Route } from '@playwright/test';

const { version } = JSON.parse(readFileSync(path.resolve(__dirname, '..', '..', 'packages/platform/package.json'), 'utf8')) as { version: string };
const [major, minor] = version.split('.').map(Number);
const SHELL_VERSION = '0.1.0';
const problem = (remote: string) => `${remote} needs @clinic/platform ${major}.${minor} or newer; this shell has 0.1.0 or older — deploy the shell first`;

/**
 * The shell's scripts as a shell deployed before the platform had a version: its share scope offers (and itself
 * requires) @clinic/platform 0.1.0, and its copy exports no PLATFORM_VERSION. The remotes' scripts are left alone.
 */
async function asShellFromBeforeVersions(route: Route, rewritten: Set<string>): Promise<void> {
  const { pathname } = new URL(route.request().url());
  if (pathname.startsWith('/mfe/')) return route.fallback();
  const response = await route.fetch();
  const body = (await response.text())
    .replace(/PLATFORM_VERSION:\(\)=>[^,}]+,?/g, () => (rewritten.add('export'), ''))
    .replaceAll(`">=${major}.${minor}.0 <${major! + 1}.0.0"`, () => (rewritten.add('required version'), `"${SHELL_VERSION}"`))
    .replaceAll(`"${version}"`, () => (rewritten.add('offered version'), `"${SHELL_VERSION}"`));
  await route.fulfill({ status: response.status(), contentType: 'text/javascript', body });
}

test('remotes built against a newer platform than the shell’s say so in their area, and the shell keeps working', async ({ page }) => {
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const rewritten = new Set<string>();
  await page.route('**/*.js', (route) => asShellFromBeforeVersions(route, rewritten));

  await page.goto('/booking');
  const booking = page.locator('[data-remote="mfe-booking"]');
  await expect(booking.getByRole('alert').locator('p')).toHaveText(['This part of the site could not be loaded.', problem('mfe-booking')]);
  await expect(booking.getByRole('alert').locator('p[lang="en"]')).toHaveText(problem('mfe-booking'));
  await expect(booking.locator('h1')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  expect([...rewritten].sort()).toEqual(['export', 'offered version', 'required version']);
  expect(errors.filter((text) => text.includes('@clinic/platform'))).toEqual([problem('mfe-booking')]);
  // The federation runtime's own warning: the shell's copy is outside the range the remote was built for.
  expect(warnings.filter((text) => text.includes('of shared singleton module @clinic/platform does not satisfy'))).toEqual([
    expect.stringContaining(`Version ${SHELL_VERSION} from shell`),
  ]);

  // The shell's chrome still works, and every remote built now says the same.
  await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'FAQS', exact: true }).click();
  await expect(page.locator('[data-remote="mfe-public"]').getByRole('alert').locator('p[lang="en"]')).toHaveText(problem('mfe-public'));

  // Once the shell is deployed, a reload shows the remote's pages.
  await page.unroute('**/*.js');
  await page.goto('/booking');
  await expect(page.locator('[data-remote="mfe-booking"] h1')).toHaveText('Book Your Appointment');
});
