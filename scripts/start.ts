/**
 * `npm start`: the whole platform on one machine. Builds the browser apps that are not built yet,
 * starts the embedded PostgreSQL (PGlite over a local socket) unless DATABASE_URL is set, makes the
 * JWT keys, then runs svc-core, svc-notify and svc-gateway as child processes and waits for /healthz.
 * Ctrl-C (or SIGTERM) stops the children first, then the database, so every write is flushed.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureKeyFiles, loadConfig, startEmbeddedDatabase } from '@clinic/server-kit';
import { REMOTES } from '@clinic/contracts';

const root = path.resolve(__dirname, '..');
const SERVICES = ['svc-core', 'svc-notify', 'svc-gateway'] as const;
const HEALTH_TIMEOUT_MS = 120_000;

function missingBuilds(): string[] {
  const wanted = [path.join(root, 'shell/dist/index.html'), ...REMOTES.map((r) => path.join(root, r, 'dist/mf-manifest.json'))];
  return wanted.filter((file) => !existsSync(file));
}

function buildIfNeeded(): void {
  const missing = missingBuilds();
  if (missing.length === 0) return;
  console.log(`Building the browser apps (${missing.length} missing build output(s))...`);
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The build failed; see the output above.');
}

function startService(name: string, env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(root, name, 'src/main.ts')], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function waitForHealth(url: string, children: ChildProcess[]): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (children.some((c) => c.exitCode !== null)) throw new Error('A service exited during start-up.');
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

  const children = SERVICES.map((name) => startService(name, env));
  let stopping = false;
  const shutdown = async (code: number): Promise<never> => {
    if (!stopping) {
      stopping = true;
      console.log('Stopping the platform...');
      await Promise.all([...children].reverse().map(stopChild));
      await embedded?.stop();
    }
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  for (const [i, child] of children.entries()) {
    child.once('exit', (code, signal) => {
      if (stopping) return;
      console.error(`${SERVICES[i]} stopped unexpectedly (${signal ?? `exit code ${code}`}).`);
      void shutdown(1);
    });
  }

  const url = `http://127.0.0.1:${config.port}`;
  try {
    await waitForHealth(url, children);
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
