/**
 * The JavaScript the home page loads before the visitor interacts, at a desktop and a phone
 * viewport: each script gzipped with its owners (from the source maps), their bytes as served (the
 * builds' brotli copies), the copies of react-dom and of the federation runtime, and apart from them
 * what loads once the visitor scrolls down the page (the map's Leaflet, the reviews).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { REMOTES } from '@clinic/contracts';
import { chromiumPath } from '../scripts/browser';
import { chunkOwners } from './chunk-owners';

const root = path.resolve(__dirname, '..');
export const HOME_BUDGET_KB = 170;
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 375, height: 800 },
];

/** The system Chromium's flags in the benches (the Lighthouse bench launches it with the same). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

interface Script {
  url: string;
  gz: number;
  /** The body's bytes as the gateway sent them (its precompressed brotli copy). */
  served: number;
  reactDom: boolean;
  federationRuntime: boolean;
}

/** The build file behind a script URL (`/main.x.js` in shell/dist, `/mfe/<remote>/x.js` in <remote>/dist). */
function buildFileOf(url: string): { file: string; app: string } | undefined {
  const { pathname } = new URL(url);
  const remote = REMOTES.find((r) => pathname.startsWith(`/mfe/${r}/`));
  const app = remote ?? 'shell';
  const file = path.join(root, app, 'dist', remote ? pathname.slice(`/mfe/${remote}/`.length) : pathname.slice(1));
  return existsSync(file) ? { file, app } : undefined;
}

function scriptLine(script: Script): string {
  const build = buildFileOf(script.url);
  const owners = build ? chunkOwners(build.file, build.app) : '(not a build file)';
  const marks = [script.reactDom ? 'react-dom' : '', script.federationRuntime ? 'federation runtime' : ''].filter(Boolean).join(', ');
  return `  ${kb(script.gz).padStart(9)}  ${new URL(script.url).pathname.padEnd(58)} ${owners}${marks ? `  [${marks}]` : ''}`;
}

async function measure(browser: Browser, baseUrl: string, viewport: { width: number; height: number }): Promise<number> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const bodies = new Map<string, { body: Buffer; served: number }>();
  const pending: Array<Promise<void>> = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    pending.push(
      Promise.all([res.body(), res.request().sizes()]).then(
        ([body, sizes]) => void bodies.set(res.url(), { body, served: sizes.responseBodySize }),
        () => undefined,
      ),
    );
  });
  await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
  await page.getByTestId('home-hero').waitFor();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const loadedBeforeScrolling = new Set(bodies.keys());
  // The visitor scrolls down to the map, then to the reviews: the parts deferred until then load now.
  for (const part of ['locations-map', 'home-reviews']) {
    await page.getByTestId(part).scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await page.waitForLoadState('networkidle');
  }
  await Promise.all(pending);
  await context.close();

  const scripts: Script[] = [...bodies].map(([url, { body, served }]) => ({
    url,
    gz: gzipSync(body).length,
    served,
    reactDom: body.includes('rendererPackageName:"react-dom"'),
    federationRuntime: body.includes('Federation Runtime ]'),
  }));
  const before = scripts.filter((s) => loadedBeforeScrolling.has(s.url));
  const later = scripts.filter((s) => !loadedBeforeScrolling.has(s.url));
  const total = before.reduce((sum, s) => sum + s.gz, 0);
  const served = before.reduce((sum, s) => sum + s.served, 0);

  console.log(`\nHome page at ${viewport.width}x${viewport.height}: JavaScript before interaction (gzipped, owners from the source maps)`);
  for (const script of before) console.log(scriptLine(script));
  console.log(
    `  total ${kb(total)} in ${before.length} scripts (budget ${HOME_BUDGET_KB} KB; ${kb(served)} as served, brotli); react-dom copies: ${before.filter((s) => s.reactDom).length}; federation runtimes: ${before.filter((s) => s.federationRuntime).length}`,
  );
  if (later.length > 0) {
    console.log(`  afterwards, once the visitor scrolls down: ${kb(later.reduce((sum, s) => sum + s.gz, 0))} in ${later.length} scripts`);
    for (const script of later) console.log(scriptLine(script));
  }
  return total;
}

export async function measureHomePage(baseUrl: string): Promise<void> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
  });
  try {
    for (const viewport of VIEWPORTS) await measure(browser, baseUrl, viewport);
  } finally {
    await browser.close();
  }
}
