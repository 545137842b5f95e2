import { defineConfig } from '@playwright/test';
import { chromiumPath } from '../scripts/browser';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 18080);
/** E2E_PRODUCTION=1: the journeys run against the production set-up of production/stack.ts, over https. */
export const E2E_PRODUCTION = process.env.E2E_PRODUCTION === '1';
const baseURL = `${E2E_PRODUCTION ? 'https' : 'http'}://127.0.0.1:${E2E_PORT}`;
/**
 * The replica spec puts 100 requests per second on processes of its own: beside the browser journeys it
 * starves both on two cores. scripts/e2e.ts runs the suite in two groups, E2E_GROUP=shared (every other
 * spec, on the stack of global-setup) then E2E_GROUP=alone (that spec by itself); unset, one run has all.
 */
const ALONE = /replicas\.spec\.ts$/;
export const E2E_GROUP = process.env.E2E_GROUP as 'shared' | 'alone' | undefined;
export const E2E_REPORT = process.env.E2E_REPORT ?? './.artifacts/report.json';

export default defineConfig({
  testDir: './tests',
  ...(E2E_GROUP === 'shared' && { testIgnore: ALONE }),
  ...(E2E_GROUP === 'alone' && { testMatch: ALONE }),
  outputDir: './.artifacts/results',
  globalSetup: require.resolve('./global-setup'),
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // The JSON report lets scripts/e2e.ts name every failure again at the end of a long run.
  reporter: [['list'], ['json', { outputFile: E2E_REPORT }]],
  use: {
    baseURL,
    // The production set-up's certificate is made for the run.
    ignoreHTTPSErrors: E2E_PRODUCTION,
    // The one-time language popup is tested on its own; every other journey starts past it.
    storageState: { cookies: [], origins: [{ origin: baseURL, localStorage: [{ name: 'languagePopupDone', value: 'true' }] }] },
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      // The system Chromium: CHROMIUM_PATH, else /usr/bin/chromium (npm test checks for it first).
      executablePath: chromiumPath(),
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
});
