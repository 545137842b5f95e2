/**
 * `npm run bench`: prints figures, asserts nothing. Starts its own stack as `npm start` does, then
 *  1. gzipped JavaScript of each remote's build and of what the home page loads before interaction
 *     (and how many copies of react-dom it loaded: must be 1);
 *  2. GET /api/v1/users/ under 100 concurrent connections through the gateway vs svc-core directly.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { REMOTES } from '@clinic/contracts';
import { startStack } from '../e2e/stack';

const root = path.resolve(__dirname, '..');
const BENCH_PORT = 19080;
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

function jsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return jsFiles(full);
    return name.endsWith('.js') ? [full] : [];
  });
}

function printBuildSizes(): void {
  console.log('\nGzipped JavaScript per build (all chunks):');
  for (const app of ['shell', ...REMOTES]) {
    const files = jsFiles(path.join(root, app, 'dist'));
    const gz = files.reduce((sum, f) => sum + gzipSync(readFileSync(f)).length, 0);
    console.log(`  ${app.padEnd(20)} ${kb(gz).padStart(10)}  (${files.length} files)`);
  }
}

async function measureHomePage(baseUrl: string): Promise<void> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage();
    const scripts: Array<{ url: string; gz: number; reactDom: boolean }> = [];
    page.on('response', async (res) => {
      if (res.request().resourceType() !== 'script') return;
      const body = await res.body().catch(() => Buffer.alloc(0));
      scripts.push({ url: res.url(), gz: gzipSync(body).length, reactDom: body.includes('rendererPackageName:"react-dom"') });
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    const total = scripts.reduce((s, x) => s + x.gz, 0);
    console.log('\nHome page JavaScript before interaction (shell + mfe-public):');
    for (const s of scripts) console.log(`  ${kb(s.gz).padStart(10)}  ${new URL(s.url).pathname}${s.reactDom ? '  [react-dom]' : ''}`);
    console.log(`  total ${kb(total)} gzipped in ${scripts.length} scripts (budget 250 KB); react-dom copies: ${scripts.filter((s) => s.reactDom).length}`);
  } finally {
    await browser.close();
  }
}

async function load(url: string, token: string, duration = 10): Promise<autocannon.Result> {
  return autocannon({ url, connections: 100, duration, headers: { authorization: `Bearer ${token}` } });
}

function line(label: string, r: autocannon.Result): string {
  return `  ${label.padEnd(22)} ${String(Math.round(r.requests.average)).padStart(6)} req/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   non-2xx ${r.non2xx}   errors ${r.errors}`;
}

async function measureGateway(baseUrl: string, coreUrl: string): Promise<void> {
  const login = await fetch(`${baseUrl}/api/v1/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: process.env.SEED_PASSWORD ?? 'dev-password' }),
  });
  const { token } = (await login.json()) as { token: string };
  console.log('\nGET /api/v1/users/, 100 connections, 10 s each (after 3 s of warm-up through the gateway):');
  // Freshly started services run cold code (JIT, connection pools): warm both paths first.
  await load(`${baseUrl}/api/v1/users/`, token, 3);
  const direct = await load(`${coreUrl}/api/v1/users/`, token);
  const viaGateway = await load(`${baseUrl}/api/v1/users/`, token);
  console.log(line('svc-core directly', direct));
  console.log(line('through svc-gateway', viaGateway));
  console.log(`  gateway overhead: p50 +${viaGateway.latency.p50 - direct.latency.p50} ms, p99 +${viaGateway.latency.p99 - direct.latency.p99} ms`);
}

async function main(): Promise<void> {
  printBuildSizes();
  const stack = await startStack({ basePort: BENCH_PORT, label: 'bench', quiet: true });
  try {
    await measureHomePage(stack.baseUrl);
    await measureGateway(stack.baseUrl, stack.coreUrl);
  } finally {
    await stack.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
