/**
 * Each container command of the deployment (the rendered Helm chart and deploy/compose.yaml, read by
 * deploy/test/commands.ts) names a file of the build output, and starts from it: long-running roles until
 * their /readyz answers (ports E2E_PORT+300…), then SIGTERM and a clean exit; migrate.js runs to exit 0; create-admin.js (it
 * waits for a person on stdin) is checked to load. Each process gets its own port, data folder and Redis
 * prefix, on a database of its own when DATABASE_URL is set; on the embedded set-up (no PostgreSQL server
 * to point a compiled service at) the commands that need a database are only checked to exist and parse.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { Client } from 'pg';
import { containerCommands } from '../../deploy/test/commands';
import { E2E_PORT } from '../playwright.config';

const root = path.resolve(__dirname, '..', '..');
const serverDb = process.env.DATABASE_URL;
const runId = `deploy_${process.pid}_${Date.now().toString(36)}`;

/** Distinct commands: the chart and compose run the same ones several times. */
const commands = [...new Map(containerCommands().map((c) => [`${c.file} ${c.args.join(' ')}`, c])).values()];

let databaseUrl: string | undefined;
let dataDir: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'clinic-deploy-'));
  if (!serverDb) return;
  const client = new Client({ connectionString: serverDb });
  await client.connect();
  await client.query(`CREATE DATABASE "${runId}"`);
  await client.end();
  const url = new URL(serverDb);
  url.pathname = `/${runId}`;
  databaseUrl = url.toString();
});

test.afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  if (!serverDb) return;
  const client = new Client({ connectionString: serverDb });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${runId}" WITH (FORCE)`);
  await client.end();
});

function envFor(port: number): NodeJS.ProcessEnv {
  const { DATABASE_URL: _db, ...rest } = process.env;
  return {
    ...rest,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    CORE_PORT: String(port),
    NOTIFY_PORT: String(port),
    DATA_DIR: dataDir,
    REDIS_PREFIX: `clinic:${runId}`,
    LOG_LEVEL: 'warn',
  };
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with code ${child.exitCode} before ${url} answered`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

test('every command of the chart and compose file names a built file that loads', () => {
  expect(commands.length).toBeGreaterThanOrEqual(6);
  for (const c of commands) {
    const file = path.join(root, c.file);
    expect(existsSync(file), `${c.origin}: ${c.file} is missing; run npm run build`).toBe(true);
    const check = spawnSync(process.execPath, ['--check', file], { encoding: 'utf8' });
    expect(check.status, `${c.origin}: node --check ${c.file}\n${check.stderr}`).toBe(0);
  }
});

test('migrate.js migrates and exits 0, twice in a row', async () => {
  test.skip(!databaseUrl, 'needs a PostgreSQL server (DATABASE_URL)');
  const migrate = commands.find((c) => c.file.endsWith('cli/migrate.js'))!;
  for (let run = 0; run < 2; run++) {
    const result = spawnSync(process.execPath, [migrate.file, ...migrate.args], { cwd: root, env: envFor(0), encoding: 'utf8', timeout: 120_000 });
    expect(result.status, result.stderr).toBe(0);
  }
});

for (const [i, c] of commands.entries()) {
  if (c.port === undefined) continue;
  test(`starts: node ${c.file} ${c.args.join(' ')} (${c.origin})`, async () => {
    const needsDatabase = !c.file.startsWith('svc-gateway/');
    test.skip(needsDatabase && !databaseUrl, 'needs a PostgreSQL server (DATABASE_URL)');
    const port = E2E_PORT + 300 + i;
    const child = spawn(process.execPath, [c.file, ...c.args], { cwd: root, env: envFor(port), stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      // Readiness: its database answers (the gateway's /healthz is the whole platform's, 503 without svc-core here).
      await waitForHealth(`http://127.0.0.1:${port}/readyz`, child, 60_000);
    } catch (err) {
      child.kill('SIGKILL');
      throw new Error(`${(err as Error).message}\n${stderr}`);
    }
    child.kill('SIGTERM');
    const code = await Promise.race([exited, new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 30_000))]);
    if (code === 'timeout') child.kill('SIGKILL');
    expect(code, `exit after SIGTERM\n${stderr}`).toBe(0);
  });
}
