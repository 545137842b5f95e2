/**
 * `npm run bench`: prints figures, asserts nothing. Starts its own stack as `npm start` does, then
 *  1. gzipped JavaScript of each build, and what the home page loads before interaction at 1280x800
 *     and 375x800 (chunk by chunk with their owners; one react-dom, one federation runtime);
 *  2. the gateway hop: the gateway's CPU per request side by side with fastify + @fastify/http-proxy in
 *     front of the same svc-core (public and staff route, paced 500 req/s), and the latency it adds;
 *  3. the staff lists with tens of thousands of rows (server time of filtered, searched pages), the
 *     export of those applications, streamed, the dashboard feed with 20,000 payments, and 500 of
 *     them in one batch of I-693 PDFs;
 *  4. the slots of ten offices over 30 days (server time), and 100 simultaneous bookings of one slot;
 *  5. public booking through the gateway: my booking data at 100 concurrent clients, 100 racers for one slot;
 *  6. Lighthouse (mobile, simulated throttling) on /, /appointments and /booking: the median of 3 runs each.
 *
 * `BENCH_ONLY=gateway-hop,slots` runs only the sections named (build-sizes, home-page, gateway-hop,
 * staff-lists, export, dashboard, batch-pdf, slots, bookings, public-booking, lighthouse). The stack listens
 * on BENCH_PORT (default 19080) and the two ports after it: another bench running at the same time needs another.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REMOTES } from '@clinic/contracts';
import { startStack } from '../e2e/stack';
import { measureBatchPdf } from './batch-pdf';
import { measureConcurrentBookings, measureSlots } from './booking';
import { measureDashboard } from './dashboard';
import { measureExport } from './export';
import { measureGatewayHop } from './gateway-hop';
import { measureHomePage } from './home-page';
import { measureLighthouse } from './lighthouse';
import { measurePublicBooking } from './public-booking';
import { measureStaffLists } from './staff-lists';

const root = path.resolve(__dirname, '..');
const BENCH_PORT = Number(process.env.BENCH_PORT ?? 19080);
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

async function staffToken(baseUrl: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/v1/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: process.env.SEED_PASSWORD ?? 'dev-password' }),
  });
  const { token } = (await login.json()) as { token: string };
  return token;
}

const only = process.env.BENCH_ONLY?.split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const runs = (section: string): boolean => !only || only.includes(section);

async function main(): Promise<void> {
  if (runs('build-sizes')) printBuildSizes();
  // The figures are production's: no reply checked against its schema (svc-core does outside production).
  const stack = await startStack({ basePort: BENCH_PORT, label: 'bench', quiet: true, env: { API_REPLY_CHECK: 'off' } });
  try {
    if (runs('home-page')) await measureHomePage(stack.baseUrl);
    const token = await staffToken(stack.baseUrl);
    if (runs('gateway-hop')) await measureGatewayHop(stack.baseUrl, stack.coreUrl, token);
    if (runs('staff-lists')) await measureStaffLists(stack.coreUrl, token, stack.env.DATABASE_URL);
    if (runs('export')) await measureExport(stack.coreUrl, token, stack.env.DATABASE_URL);
    if (runs('dashboard')) await measureDashboard(stack.coreUrl, token, stack.env.DATABASE_URL);
    if (runs('batch-pdf')) await measureBatchPdf(stack.coreUrl, token, stack.env.DATABASE_URL);
    if (runs('slots')) await measureSlots(stack.coreUrl, token);
    if (runs('bookings')) await measureConcurrentBookings(stack.coreUrl, token, stack.env.DATABASE_URL);
    if (runs('public-booking')) await measurePublicBooking(stack.baseUrl, stack.env.DATABASE_URL);
    if (runs('lighthouse')) await measureLighthouse(stack.baseUrl);
  } finally {
    await stack.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
