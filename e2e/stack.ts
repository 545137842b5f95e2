/**
 * Starts the platform exactly as `npm start` does (the compiled services, `<service>/dist/main.js`,
 * built by `npm run build` before the e2e suite, or by `npm start` when missing or older than their
 * source), on its own ports, data folder, Redis key prefix and (when DATABASE_URL is set) database, and
 * stops it again, removing all of them. Used by the e2e global setup and the bench.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
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
  // `npm start` runs the compiled `<service>/dist/main.js` (`npm run dev`: `<service>/src/main.ts`).
  return rows.find((row) => tree.has(row.pid) && (row.args.includes(`${service}/dist/main.js`) || row.args.includes(`${service}/src/main.ts`)))?.pid;
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

/**
 * `env`: extra environment of this stack (e.g. `STAFF_MFA`), over the defaults below. `beforeStart`
 * runs once the environment (and its database) exists, before `npm start`.
 */
export async function startStack(opts: {
  basePort: number;
  label: string;
  quiet?: boolean;
  env?: NodeJS.ProcessEnv;
  beforeStart?: (env: NodeJS.ProcessEnv) => Promise<void>;
}): Promise<RunningStack> {
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
  try {
    await opts.beforeStart?.(env);
  } catch (err) {
    if (serverDbUrl && dbName) await dropDatabase(serverDbUrl, dbName);
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }

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

/** One compiled service process of a replica stack, which a test can kill, stop and start again. */
export interface ServiceProcess {
  name: string;
  /** http://127.0.0.1:<its port> */
  url: string;
  /** The running process's id, or undefined while it is not running. */
  pid(): number | undefined;
  /** Starts it (again) and waits until its /readyz answers 200. */
  start(): Promise<void>;
  /** Sends the signal and, for SIGKILL and SIGTERM, waits for the process to exit; answers its exit code (null after a signal). */
  stop(signal: 'SIGKILL' | 'SIGTERM'): Promise<number | null>;
}

export interface ReplicaStack {
  baseUrl: string;
  env: NodeJS.ProcessEnv;
  databaseUrl: string;
  dataDir: string;
  /** Where each process's output goes (`<name>.log`). */
  logDir: string;
  services: Record<string, ServiceProcess>;
  stop(): Promise<void>;
}

/**
 * The platform as several machines run it, on one machine: each service started on its own with
 * `node <service>/dist/main.js [--role=…]` (no `npm start`, no restarts), on a database of its own
 * on the DATABASE_URL server, its own Redis prefix on REDIS_URL, its own DATA_DIR (local file storage
 * shared by the processes, as they are on one machine) and the JWT and MFA keys given as settings, as
 * in production. `topology` names each process, its command and its port offset from basePort; the
 * gateway (offset 0) gets CORE_URL and NOTIFY_URL listing the processes of role api/all. Logs go to
 * `e2e/.artifacts/<label>/<name>.log`.
 */
export async function startReplicaStack(opts: {
  basePort: number;
  label: string;
  topology: Array<{ name: string; service: 'svc-core' | 'svc-notify'; role: 'api' | 'worker' | 'all'; offset: number }>;
  env?: NodeJS.ProcessEnv;
}): Promise<ReplicaStack> {
  const serverDbUrl = process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  if (!serverDbUrl || !redisUrl) throw new Error('startReplicaStack needs DATABASE_URL and REDIS_URL');
  const runId = `${opts.label}_${process.pid}_${Date.now().toString(36)}`.replace(/-/g, '_');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `clinic-${opts.label}-`));
  const logDir = path.join(root, 'e2e', '.artifacts', opts.label);
  mkdirSync(logDir, { recursive: true });
  const dbName = `clinic_${runId}`.toLowerCase();
  const databaseUrl = await createDatabase(serverDbUrl, dbName);
  const { privateKey, publicKey } = generateKeyPairSync('ec', {
    namedCurve: 'P-256',
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const url = (offset: number) => `http://127.0.0.1:${opts.basePort + offset}`;
  const listed = (service: string) =>
    opts.topology
      .filter((p) => p.service === service && p.role !== 'worker')
      .map((p) => url(p.offset))
      .join(',');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: `clinic:${runId}`,
    DATA_DIR: dataDir,
    FILE_STORAGE: 'local',
    JWT_PRIVATE_KEY: privateKey,
    JWT_PUBLIC_KEY: publicKey,
    MFA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    PORT: String(opts.basePort),
    CORE_URL: listed('svc-core'),
    NOTIFY_URL: listed('svc-notify'),
    PUBLIC_URL: url(0),
    PUBLIC_FORM_LIMIT: '100000',
    LOG_LEVEL: 'warn',
    ...opts.env,
  };

  const processes: Array<{ name: string; file: string; args: string[]; port: number; probe: string }> = [
    ...opts.topology.map((p) => ({
      name: p.name,
      file: `${p.service}/dist/main.js`,
      args: [`--role=${p.role}`],
      port: opts.basePort + p.offset,
      probe: '/readyz',
    })),
    { name: 'gateway', file: 'svc-gateway/dist/main.js', args: [], port: opts.basePort, probe: '/healthz' },
  ];
  const services: Record<string, ServiceProcess> = {};
  for (const p of processes) {
    let child: ChildProcess | undefined;
    const log = path.join(logDir, `${p.name}.log`);
    const serviceUrl = `http://127.0.0.1:${p.port}`;
    services[p.name] = {
      name: p.name,
      url: serviceUrl,
      pid: () => (child && child.exitCode === null && child.signalCode === null ? child.pid : undefined),
      async start() {
        // The first start of the run begins the log; a restart adds to it.
        const out = openSync(log, child ? 'a' : 'w');
        const own = p.name === 'gateway' ? { ...env, PORT: String(p.port) } : { ...env, CORE_PORT: String(p.port), NOTIFY_PORT: String(p.port) };
        child = spawn(process.execPath, ['--enable-source-maps', p.file, ...p.args], { cwd: root, env: own, stdio: ['ignore', out, out] });
        closeSync(out);
        const started = child;
        const deadline = Date.now() + 120_000;
        while (Date.now() < deadline) {
          if (started.exitCode !== null || started.signalCode !== null)
            throw new Error(`${p.name} exited (${started.exitCode ?? started.signalCode}) before ${p.probe} answered; see ${log}`);
          try {
            // A generous timeout: a replica starting while the others are under load answers slowly.
            if ((await fetch(serviceUrl + p.probe, { signal: AbortSignal.timeout(5000) })).ok) return;
          } catch {
            // not listening yet
          }
          await new Promise((r) => setTimeout(r, 200));
        }
        throw new Error(`${p.name}: ${serviceUrl}${p.probe} did not answer 200 in time; see ${log}`);
      },
      async stop(signal) {
        const running = child;
        if (!running || running.exitCode !== null || running.signalCode !== null) return running?.exitCode ?? null;
        const exited = new Promise<number | null>((resolve) => running.once('exit', (code) => resolve(code)));
        running.kill(signal);
        const timer = setTimeout(() => running.kill('SIGKILL'), 40_000);
        const code = await exited;
        clearTimeout(timer);
        return code;
      },
    };
  }
  const stop = async (): Promise<void> => {
    await Promise.all(Object.values(services).map((s) => s.stop('SIGKILL').catch(() => undefined)));
    await dropDatabase(serverDbUrl, dbName);
    await deleteRedisKeys(redisUrl, `${env.REDIS_PREFIX}:`);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // The svc-core and svc-notify processes start together (one migrates and seeds under the advisory lock), then the gateway.
    await Promise.all(opts.topology.map((p) => services[p.name]!.start()));
    await services.gateway!.start();
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseUrl: url(0), env, databaseUrl, dataDir, logDir, services, stop };
}
