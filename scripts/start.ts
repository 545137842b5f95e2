/**
 * `npm start`: the whole platform on one machine. Runs compiled, as dist/start.js, from
 * scripts/launch.cjs (which builds first when needed). Builds the browser apps and services that are
 * not built yet, starts the embedded PostgreSQL (PGlite over a local socket) unless DATABASE_URL is
 * set, makes the JWT keys, then runs the compiled svc-core, svc-notify and svc-gateway
 * (`node <service>/dist/main.js`) as child processes and waits for /healthz. `npm run dev` runs this
 * file and the services from their TypeScript source through tsx instead (`--from-source`).
 * A service that stops on its own is started again (scripts/restart-policy.ts) while the others keep
 * serving: the gateway answers its routes with 503 and Retry-After meanwhile. Ctrl-C (or SIGTERM)
 * stops the children first, then the database, so every write is flushed.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureKeyFiles, loadConfig, REPO_ROOT, startEmbeddedDatabase } from '@clinic/server-kit';
import { REMOTES } from '@clinic/contracts';
import { RestartTracker } from './restart-policy';

const root = REPO_ROOT;
const SERVICES = ['svc-core', 'svc-notify', 'svc-gateway'] as const;
const HEALTH_TIMEOUT_MS = 120_000;
/** `npm run dev`: the services from their TypeScript source through tsx, not their compiled bundles. */
const FROM_SOURCE = process.argv.includes('--from-source');

/** How a service is started: its compiled bundle under plain node, or (`--from-source`) its source under tsx. */
function serviceCommand(name: ServiceName): string[] {
  return FROM_SOURCE ? ['--import', 'tsx', path.join(root, name, 'src/main.ts')] : ['--enable-source-maps', path.join(root, name, 'dist/main.js')];
}

function missingBuilds(): string[] {
  const wanted = [path.join(root, 'shell/dist/index.html'), ...REMOTES.map((r) => path.join(root, r, 'dist/mf-manifest.json'))];
  if (!FROM_SOURCE) wanted.push(...SERVICES.map((name) => path.join(root, name, 'dist/main.js')));
  return wanted.filter((file) => !existsSync(file));
}

function buildIfNeeded(): void {
  const missing = missingBuilds();
  if (missing.length === 0) return;
  console.log(`Building the platform (${missing.length} missing build output(s))...`);
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0)
    throw new Error(
      'The build failed; see the output above. (An install without dev dependencies cannot build: run `npm run build` before `npm prune --omit=dev`.)',
    );
}

type ServiceName = (typeof SERVICES)[number];

interface SupervisedService {
  /** True once it crashed too often to be started again. */
  readonly gaveUp: boolean;
  /** Stops it (SIGTERM, then SIGKILL after 10 s) and starts it no more. */
  stop(): Promise<void>;
}

/** Runs a service and starts it again each time it stops on its own, as RestartTracker decides. */
function superviseService(name: ServiceName, env: NodeJS.ProcessEnv): SupervisedService {
  const tracker = new RestartTracker();
  let child: ChildProcess;
  let startedAt = 0;
  let stopping = false;
  let gaveUp = false;
  let restartTimer: NodeJS.Timeout | undefined;

  const start = () => {
    startedAt = Date.now();
    child = spawn(process.execPath, serviceCommand(name), { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('exit', (code, signal) => {
      if (stopping) return;
      const how = signal ?? `exit code ${code}`;
      const decision = tracker.crashed(Date.now(), startedAt);
      if ('giveUp' in decision) {
        gaveUp = true;
        console.error(
          `${name} stopped unexpectedly (${how}) for the fifth time within a minute; it is not started again. Its log above says why: fix that and run npm start again.`,
        );
        return;
      }
      console.error(`${name} stopped unexpectedly (${how}); starting it again in ${decision.restartInMs / 1000} s.`);
      restartTimer = setTimeout(start, decision.restartInMs);
    });
  };
  start();

  return {
    get gaveUp() {
      return gaveUp;
    },
    stop() {
      stopping = true;
      clearTimeout(restartTimer);
      return stopChild(child);
    },
  };
}

async function waitForHealth(url: string, services: SupervisedService[]): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (services.some((s) => s.gaveUp)) throw new Error('A service kept stopping during start-up.');
    try {
      const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`The platform did not become healthy within ${HEALTH_TIMEOUT_MS / 1000} s.`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function main(): Promise<void> {
  const config = loadConfig();
  buildIfNeeded();
  await ensureKeyFiles(config);

  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: config.dataDir };
  const embedded = config.databaseUrl ? null : await startEmbeddedDatabase({ dataDir: config.dataDir });
  if (embedded) env.DATABASE_URL = embedded.url;

  const services = SERVICES.map((name) => superviseService(name, env));
  let stopping = false;
  const shutdown = async (code: number): Promise<never> => {
    if (!stopping) {
      stopping = true;
      console.log('Stopping the platform...');
      await Promise.all(services.map((service) => service.stop()));
      await embedded?.stop();
    }
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));

  const url = `http://127.0.0.1:${config.port}`;
  try {
    await waitForHealth(url, services);
  } catch (err) {
    console.error((err as Error).message);
    await shutdown(1);
  }
  console.log(`\nThe platform is running at ${url}/`);
  console.log(`Database: ${embedded ? `embedded PGlite in ${path.join(config.dataDir, 'pgdata')}` : 'DATABASE_URL'}`);
  if (!config.isProduction) {
    console.log('Demo logins (password from SEED_PASSWORD, default dev-password):');
    console.log('  admin  (admin)   staff  (staff)   ext  (external staff, group ext_staff)');
  }
  console.log('Press Ctrl-C to stop.\n');
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
