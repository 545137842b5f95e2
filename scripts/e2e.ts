/**
 * `npm run test:e2e`: the Playwright journeys against the stack as `npm start` runs it, first on the
 * embedded defaults (PGlite, the jobs table, no Redis: what a new user runs), then, when
 * DATABASE_URL or REDIS_URL is set, again on PostgreSQL and Redis. Arguments go to Playwright
 * (e.g. a spec name). E2E_SETUPS=embedded|server runs one of the two.
 */
import { spawnSync } from 'node:child_process';

const serverEnv = Boolean(process.env.DATABASE_URL || process.env.REDIS_URL);
const wanted = process.env.E2E_SETUPS?.split(',').map((s) => s.trim()) ?? ['embedded', 'server'];
const setups: Array<{ name: string; env: NodeJS.ProcessEnv }> = [];
if (wanted.includes('embedded')) {
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...embedded } = process.env;
  setups.push({ name: 'embedded defaults (PGlite, jobs table)', env: embedded });
}
if (wanted.includes('server') && serverEnv) setups.push({ name: `DATABASE_URL=${process.env.DATABASE_URL ?? '-'} REDIS_URL=${process.env.REDIS_URL ?? '-'}`, env: process.env });

let failed = false;
for (const setup of setups) {
  console.log(`\n=== end-to-end journeys on ${setup.name} ===`);
  const run = spawnSync('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], { env: setup.env, stdio: 'inherit' });
  if (run.status !== 0) {
    console.error(`=== end-to-end journeys failed on ${setup.name} ===`);
    failed = true;
  }
}
process.exitCode = failed ? 1 : 0;
