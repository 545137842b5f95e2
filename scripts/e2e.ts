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
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const serverEnv = Boolean(process.env.DATABASE_URL || process.env.REDIS_URL);
const productionEnv = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
// Production needs both; with only one of them the second run is the server set-up.
const wanted = process.env.E2E_SETUPS?.split(',').map((s) => s.trim()) ?? ['embedded', productionEnv ? 'production' : 'server'];
const setups: Array<{ name: string; env: NodeJS.ProcessEnv }> = [];
if (wanted.includes('embedded')) {
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...embedded } = process.env;
  setups.push({ name: 'embedded defaults (PGlite, jobs table)', env: embedded });
}
if (wanted.includes('server') && serverEnv)
  setups.push({ name: `DATABASE_URL=${process.env.DATABASE_URL ?? '-'} REDIS_URL=${process.env.REDIS_URL ?? '-'}`, env: process.env });
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

interface ReportSuite {
  suites?: ReportSuite[];
  specs?: Array<{ title: string; file: string; line: number; tests: Array<{ status: string; results: Array<{ error?: { message?: string } }> }> }>;
}

/** The failed journeys of Playwright's JSON report, each with the first lines of its error. */
function failuresIn(reportFile: string): string[] {
  if (!existsSync(reportFile)) return ['(no report: Playwright stopped before it could write one)'];
  const lines: string[] = [];
  const visit = (suite: ReportSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        if (t.status !== 'unexpected') continue;
        const message = t.results.map((r) => r.error?.message).find(Boolean) ?? '';
        const firstLines = stripVTControlCharacters(message)
          .split('\n')
          .map((l) => l.trim())
          .filter(Boolean)
          .slice(0, 3);
        lines.push([`${spec.file}:${spec.line} › ${spec.title}`, ...firstLines].join('\n      '));
      }
    }
    suite.suites?.forEach(visit);
  };
  (JSON.parse(readFileSync(reportFile, 'utf8')) as ReportSuite).suites?.forEach(visit);
  return lines;
}

const reportFile = path.resolve('e2e/.artifacts/report.json');
const failures: string[] = [];
for (const setup of setups) {
  console.log(`\n=== end-to-end journeys on ${setup.name} ===`);
  for (const { env, args } of runs(setup.env)) {
    rmSync(reportFile, { force: true });
    const run = spawnSync('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...args, ...process.argv.slice(2)], {
      env: { ...env, E2E_REPORT: reportFile },
      stdio: 'inherit',
    });
    if (run.status !== 0) {
      const where = `${setup.name}${env.E2E_GROUP ? ` (${env.E2E_GROUP} group)` : ''}`;
      console.error(`=== end-to-end journeys failed on ${where} ===`);
      failures.push(`on ${where}:`, ...failuresIn(reportFile).map((line) => `  ${line}`));
    }
  }
}
// A long run's log is read from its end: name every failure there again.
if (failures.length > 0) console.error(`\n=== end-to-end failures ===\n${failures.join('\n')}`);
process.exitCode = failures.length > 0 ? 1 : 0;
