/**
 * `npm run test:e2e`: the Playwright journeys against the stack as `npm start` runs it, first on the
 * embedded defaults (PGlite, the jobs table, no Redis: what a new user runs), then, when
 * DATABASE_URL and REDIS_URL are set, again as production runs: NODE_ENV=production on PostgreSQL
 * and Redis behind https, with the outside providers played by local doubles (e2e/production/).
 * Arguments go to Playwright (e.g. a spec name). E2E_SETUPS=embedded|server|production (comma
 * separated) chooses; `server` is PostgreSQL and Redis outside production.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';

const serverEnv = Boolean(process.env.DATABASE_URL || process.env.REDIS_URL);
const productionEnv = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
// Production needs both; with only one of them the second run is the server set-up.
const wanted = process.env.E2E_SETUPS?.split(',').map((s) => s.trim()) ?? ['embedded', productionEnv ? 'production' : 'server'];
const setups: Array<{ name: string; env: NodeJS.ProcessEnv }> = [];
if (wanted.includes('embedded')) {
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...embedded } = process.env;
  setups.push({ name: 'embedded defaults (PGlite, jobs table)', env: embedded });
}
if (wanted.includes('server') && serverEnv) setups.push({ name: `DATABASE_URL=${process.env.DATABASE_URL ?? '-'} REDIS_URL=${process.env.REDIS_URL ?? '-'}`, env: process.env });
if (wanted.includes('production') && productionEnv) {
  // Production refuses the default seed password; the journeys sign in with this one.
  const env = { ...process.env, E2E_PRODUCTION: '1', SEED_PASSWORD: process.env.SEED_PASSWORD ?? randomBytes(12).toString('base64url') };
  setups.push({ name: `NODE_ENV=production behind https, DATABASE_URL=${process.env.DATABASE_URL} REDIS_URL=${process.env.REDIS_URL}`, env });
}

/**
 * Where PostgreSQL and Redis are set the replica spec runs too: after the other journeys, by itself
 * (E2E_GROUP in e2e/playwright.config.ts). A spec named on the command line may be in either group.
 */
function runs(env: NodeJS.ProcessEnv): Array<{ env: NodeJS.ProcessEnv; args: string[] }> {
  if (!(env.DATABASE_URL && env.REDIS_URL)) return [{ env, args: [] }];
  return [
    { env: { ...env, E2E_GROUP: 'shared' }, args: ['--pass-with-no-tests'] },
    { env: { ...env, E2E_GROUP: 'alone' }, args: ['--pass-with-no-tests'] },
  ];
}

let failed = false;
for (const setup of setups) {
  console.log(`\n=== end-to-end journeys on ${setup.name} ===`);
  for (const { env, args } of runs(setup.env)) {
    const run = spawnSync('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...args, ...process.argv.slice(2)], { env, stdio: 'inherit' });
    if (run.status !== 0) {
      console.error(`=== end-to-end journeys failed on ${setup.name}${env.E2E_GROUP ? ` (${env.E2E_GROUP} group)` : ''} ===`);
      failed = true;
    }
  }
}
process.exitCode = failed ? 1 : 0;
