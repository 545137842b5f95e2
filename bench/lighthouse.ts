/**
 * Lighthouse (the npm package, default mobile profile, simulated throttling) on the public pages, in the
 * system Chromium launched by chrome-launcher: three runs per page, and of them the median run as
 * Lighthouse picks it (the run nearest the median first contentful paint and time to interactive). Prints
 * its performance score, CLS, TBT and LCP against the bars of issue 22, and what Lighthouse names behind
 * them: the LCP element, the elements that shifted, the long tasks.
 */
import { accessSync, constants, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Result } from 'lighthouse';
import { chromiumPath, missingBrowserMessage } from '../scripts/browser';
import { CHROMIUM_ARGS } from './home-page';

const PAGES = ['/', '/appointments', '/booking'];
const RUNS = 3;

interface Bar {
  label: string;
  value: (lhr: Result) => number;
  show: (value: number) => string;
  within: (value: number) => boolean;
  bar: string;
}

const audit = (lhr: Result, id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;

const BARS: Bar[] = [
  { label: 'performance', value: (lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100), show: String, within: (v) => v >= 90, bar: '≥ 90' },
  { label: 'CLS', value: (lhr) => audit(lhr, 'cumulative-layout-shift'), show: (v) => v.toFixed(3), within: (v) => v <= 0.05, bar: '≤ 0.05' },
  { label: 'TBT', value: (lhr) => audit(lhr, 'total-blocking-time'), show: (v) => `${Math.round(v)} ms`, within: (v) => v <= 200, bar: '≤ 200 ms' },
  { label: 'LCP', value: (lhr) => audit(lhr, 'largest-contentful-paint'), show: (v) => `${(v / 1000).toFixed(2)} s`, within: (v) => v <= 2500, bar: '≤ 2.5 s' },
];

interface TableItem {
  node?: { selector?: string; snippet?: string };
  score?: number;
  url?: string;
  duration?: number;
  startTime?: number;
}

/** The rows of an audit's table (for the LCP element, the first of its list of tables). */
function items(lhr: Result, id: string): TableItem[] {
  const details = lhr.audits[id]?.details as { type: string; items?: unknown[] } | undefined;
  if (!details?.items) return [];
  const rows = details.type === 'list' ? ((details.items[0] as { items?: unknown[] } | undefined)?.items ?? []) : details.items;
  return rows as TableItem[];
}

const nodeOf = (item: TableItem): string => (item.node?.snippet ?? item.node?.selector ?? '(no element)').slice(0, 110);

function printDiagnostics(lhr: Result): void {
  for (const item of items(lhr, 'largest-contentful-paint-element')) console.log(`      LCP element: ${nodeOf(item)}`);
  for (const item of items(lhr, 'layout-shifts').slice(0, 5)) console.log(`      layout shift ${(item.score ?? 0).toFixed(3)}: ${nodeOf(item)}`);
  for (const item of items(lhr, 'long-tasks').slice(0, 5)) {
    console.log(`      long task ${Math.round(item.duration ?? 0)} ms at ${Math.round(item.startTime ?? 0)} ms: ${item.url ?? ''}`);
  }
}

/**
 * The system Chromium, checked first: chrome-launcher spawning a missing binary fails with an unhandled
 * error event that ends the bench at once, leaving its stack running.
 */
function systemChromium(): string {
  const path = chromiumPath();
  try {
    accessSync(path, constants.X_OK);
  } catch {
    throw new Error(missingBrowserMessage(path));
  }
  return path;
}

/**
 * One Lighthouse run in a Chrome of its own, as the Lighthouse CLI does. A run whose trace came out
 * broken (NO_NAVSTART now and then on a busy machine) is run again, twice at most.
 */
async function runLighthouse(url: string): Promise<Result> {
  // Lighthouse and chrome-launcher are ES modules.
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  for (let attempt = 1; ; attempt += 1) {
    const chrome = await launch({ chromePath: systemChromium(), chromeFlags: CHROMIUM_ARGS });
    try {
      const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const error = result.lhr.runtimeError;
      if (!error) return result.lhr;
      if (attempt === 3) throw new Error(`Lighthouse on ${url}: ${error.message}`);
      console.log(`    (${url}: ${error.code}, run again)`);
    } finally {
      chrome.kill();
    }
  }
}

/** LIGHTHOUSE_REPORTS=<folder>: each page's median report is also written there as JSON, for its timings and request chains. */
const REPORTS_DIR = process.env.LIGHTHOUSE_REPORTS;

function saveReport(lhr: Result, page: string): void {
  mkdirSync(REPORTS_DIR!, { recursive: true });
  const file = path.join(REPORTS_DIR!, `${page.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}.json`);
  writeFileSync(file, JSON.stringify(lhr));
  console.log(`      report: ${file}`);
}

export async function measureLighthouse(baseUrl: string): Promise<void> {
  const { computeMedianRun } = await import('lighthouse/core/lib/median-run.js');
  console.log(`\nLighthouse ${RUNS} runs per page (mobile, simulated throttling), the median run:`);
  for (const page of PAGES) {
    const runs: Result[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await runLighthouse(`${baseUrl}${page}`));
    const median = computeMedianRun(runs);
    const figures = BARS.map((b) => {
      const value = b.value(median);
      return `${b.label} ${b.show(value)} (${b.bar}: ${b.within(value) ? 'within' : 'NOT within'})`;
    });
    const scores = runs.map((lhr) => BARS[0]!.value(lhr)).join(', ');
    console.log(`  ${page.padEnd(14)} ${figures.join('  ')}  [scores of the runs: ${scores}]`);
    printDiagnostics(median);
    if (REPORTS_DIR) saveReport(median, page);
  }
}
