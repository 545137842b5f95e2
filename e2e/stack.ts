/**
 * Starts the platform exactly as `npm start` does, on its own ports, data folder, Redis key prefix and
 * (when DATABASE_URL is set) database, and stops it again, removing all of them. Used by the e2e global
 * setup and the bench.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { Client } from 'pg';

export interface RunningStack {
  baseUrl: string;
  coreUrl: string;
  env: NodeJS.ProcessEnv;
  /** The process id of one of the stack's services now (a restarted service has a new one), or undefined while it is not running. */
  servicePid(service: 'svc-core' | 'svc-notify' | 'svc-gateway'): number | undefined;
  stop(): Promise<void>;
}

const root = path.resolve(__dirname, '..');

async function createDatabase(serverUrl: string, name: string): Promise<string> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

async function waitHealthy(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('The stack did not become healthy in time');
}

/** The process of `service` among the descendants of `rootPid`, from `ps`. */
function descendantRunning(rootPid: number, service: string): number | undefined {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ pid: Number(m[1]), ppid: Number(m[2]), args: m[3]! }));
  const tree = new Set([rootPid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of rows) {
      if (tree.has(row.ppid) && !tree.has(row.pid)) {
        tree.add(row.pid);
        grew = true;
      }
    }
  }
  return rows.find((row) => tree.has(row.pid) && row.args.includes(`${service}/src/main.ts`))?.pid;
}

/** The explainer videos the stack is configured with: English and Spanish (others fall back to English). */
export const EXPLAINER_VIDEOS = { en: 'e2e-english', es: 'e2e-spanish' };

/** The run's rate limits and job queues on the shared Redis: they outlive the services otherwise. */
async function deleteRedisKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 }) as AsyncIterable<string[]>) {
      if (keys.length > 0) await redis.del(...keys);
    }
  } finally {
    redis.disconnect();
  }
}

/** `env`: extra environment of this stack (e.g. `STAFF_MFA`), over the defaults below. */
export async function startStack(opts: { basePort: number; label: string; quiet?: boolean; env?: NodeJS.ProcessEnv }): Promise<RunningStack> {
  const runId = `${opts.label}_${process.pid}_${Date.now().toString(36)}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `clinic-${opts.label}-`));
  const serverDbUrl = process.env.DATABASE_URL;
  const dbName = serverDbUrl ? `clinic_${runId}`.toLowerCase() : null;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(opts.basePort),
    CORE_PORT: String(opts.basePort + 1),
    NOTIFY_PORT: String(opts.basePort + 2),
    DATA_DIR: dataDir,
    REDIS_PREFIX: `clinic:${runId}`,
    PUBLIC_URL: `http://127.0.0.1:${opts.basePort}`,
    EXPLAINER_VIDEOS: JSON.stringify(EXPLAINER_VIDEOS),
    // Every journey comes from 127.0.0.1: the per-IP limit of the public forms would refuse the later ones.
    PUBLIC_FORM_LIMIT: '1000',
    // The official Form I-693, installed as a practice does (README, "The official Form I-693").
    I693_FORM_PDF: path.join(root, 'svc-core/fixtures/uscis-i-693-edition-01-20-25.pdf'),
    ...opts.env,
  };
  if (serverDbUrl && dbName) env.DATABASE_URL = await createDatabase(serverDbUrl, dbName);

  const child = spawn('npm', ['start'], {
    cwd: root,
    env,
    detached: true,
    stdio: ['ignore', opts.quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${opts.basePort}`;
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      process.kill(-child.pid, 'SIGINT');
      const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    if (serverDbUrl && dbName) await dropDatabase(serverDbUrl, dbName);
    if (env.REDIS_URL) await deleteRedisKeys(env.REDIS_URL, `${env.REDIS_PREFIX}:`);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitHealthy(baseUrl, child, 180_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseUrl, coreUrl: `http://127.0.0.1:${opts.basePort + 1}`, env, servicePid: (service) => descendantRunning(child.pid!, service), stop };
}
