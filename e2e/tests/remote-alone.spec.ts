import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const root = path.resolve(__dirname, '..', '..');
/** Where the page finds the separately deployed build (same origin, so the CSP lets it in). */
const ALONE_PREFIX = '/mfe-alone/mfe-booking/';

let outDir: string;

test.beforeAll(() => {
  outDir = mkdtempSync(path.join(os.tmpdir(), 'mfe-booking-alone-'));
  // Built by itself, as a team deploying only this remote would: none of the shell's files are touched.
  execFileSync('npx', ['webpack', '--mode', 'production', '--output-path', outDir], { cwd: path.join(root, 'mfe-booking'), stdio: 'pipe' });
});

test.afterAll(() => rmSync(outDir, { recursive: true, force: true }));

test('mfe-booking built alone loads in the running shell, on the shell’s federation runtime', async ({ page }) => {
  test.setTimeout(120_000);
  await page.route('**/mfe/remotes.json', async (route) => {
    const registry = (await (await route.fetch()).json()) as Record<string, string>;
    await route.fulfill({ json: { ...registry, 'mfe-booking': `${ALONE_PREFIX}mf-manifest.json` } });
  });
  const served: string[] = [];
  await page.route(`**${ALONE_PREFIX}**`, async (route) => {
    const file = new URL(route.request().url()).pathname.slice(ALONE_PREFIX.length);
    served.push(file);
    await route.fulfill({ body: readFileSync(path.join(outDir, file)), contentType: file.endsWith('.json') ? 'application/json' : 'text/javascript' });
  });

  await page.goto('/booking');
  await expect(page.locator('[data-remote="mfe-booking"] h1')).toHaveText('Book Your Appointment');
  expect(served).toEqual(expect.arrayContaining(['mf-manifest.json', 'remoteEntry.js']));
  // The remote's entry carries no runtime of its own: it uses the one the shell provides.
  expect(readFileSync(path.join(outDir, 'remoteEntry.js'), 'utf8')).not.toContain('Federation Runtime ]');
});
