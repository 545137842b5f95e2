/**
 * Database access for every service: knex on the `pg` driver, against PostgreSQL when DATABASE_URL
 * is set and otherwise against the embedded PGlite served on a local socket.
 *
 * How the processes share the embedded database: one PGlite instance (PostgreSQL compiled to
 * WebAssembly, kept in `<dataDir>/pgdata`) runs in a child process of whoever starts it
 * (embedded-db-process.cjs) and is served over TCP on 127.0.0.1; every service connects to its URL
 * with the ordinary `pg` driver, so the same driver, SQL and migrations run in both set-ups.
 * PGlite is a single session, so the server lets connections take turns, one whole protocol
 * exchange (a query, or Parse..Sync) at a time, and while one connection has a transaction open only
 * that connection is served. A connection that drops inside a transaction is rolled back.
 * (@electric-sql/pglite-socket's multiplexer was measured first: it interleaves single messages of
 * different connections and corrupts their unnamed statements under concurrency.)
 *
 * THE TRANSACTION RULE: inside a transaction every query goes through the `trx` object.
 * A query issued on the pool (`knex(...)`) while the same code holds an open transaction waits for
 * the transaction to end, which never happens: on PGlite the multiplexer holds it back; on
 * PostgreSQL it blocks on the transaction's row locks or exhausts the pool. To make that mistake
 * fail loudly instead of hanging, pool acquisition and each query carry finite timeouts
 * (`acquireTimeoutMs`, `queryTimeoutMs`).
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import { scopeTransactions } from './transaction-scope';

export type { Knex } from 'knex';

export interface CreateKnexOptions {
  poolMax?: number;
  /** How long to wait for a free pool connection before failing (ms). */
  acquireTimeoutMs?: number;
  /** Client-side limit for one query (ms); 0 disables it. */
  queryTimeoutMs?: number;
}

export function createKnex(databaseUrl: string, options: CreateKnexOptions = {}): Knex {
  const { poolMax = 10, acquireTimeoutMs = 10_000, queryTimeoutMs = 30_000 } = options;
  // Transactions are scoped so that a network call inside one fails (transaction-scope.ts).
  return scopeTransactions(
    knexFactory({
      client: 'pg',
      connection: {
        connectionString: databaseUrl,
        ...(queryTimeoutMs > 0 ? { query_timeout: queryTimeoutMs } : {}),
      },
      pool: { min: 0, max: poolMax },
      acquireConnectionTimeout: acquireTimeoutMs,
    }),
  );
}

export type MigrateOptions = { directory: string; tableName: string } | { migrationSource: Knex.MigrationSource<unknown>; tableName: string };

/** Runs the pending migrations; each service keeps its own migrations table. Returns the names applied. */
export async function migrateLatest(knex: Knex, options: MigrateOptions): Promise<string[]> {
  const config: Knex.MigratorConfig =
    'directory' in options
      ? { directory: options.directory, tableName: options.tableName, loadExtensions: ['.ts', '.js'] }
      : { migrationSource: options.migrationSource, tableName: options.tableName };
  const [, applied] = (await knex.migrate.latest(config)) as [number, string[]];
  return applied;
}

export interface EmbeddedDatabase {
  /** postgres:// URL of the socket server (its real port). */
  url: string;
  /** Stops the server and closes PGlite cleanly (its data is flushed to dataDir). */
  stop(): Promise<void>;
}

export type EmbeddedDatabaseOptions = ({ dataDir: string } | { memory: true }) & {
  /** TCP port on 127.0.0.1; 0 (default) lets the system choose. */
  port?: number;
  maxConnections?: number;
  /** How long to wait for PGlite to open (ms). */
  startTimeoutMs?: number;
};

type ChildMessage = { type: 'ready'; port: number } | { type: 'error'; message: string };

/**
 * Starts PGlite (persisted in `<dataDir>/pgdata`, or in memory) behind a local PostgreSQL socket
 * server, in a child process of its own (embedded-db-process.cjs): PGlite's work then never blocks
 * the caller's event loop, and the server runs under plain Node wherever it is started from (jest
 * sandboxes cannot load PGlite's dynamic imports). The child exits when its parent does.
 */
export async function startEmbeddedDatabase(options: EmbeddedDatabaseOptions): Promise<EmbeddedDatabase> {
  const dataPath = 'dataDir' in options ? path.join(path.resolve(options.dataDir), 'pgdata') : '';
  // Beside this file in the source, and beside each compiled bundle that includes it (scripts/build-service.ts copies it).
  const child = fork(path.join(__dirname, 'embedded-db-process.cjs'), [], {
    execArgv: [],
    env: {
      ...process.env,
      EMBEDDED_DB_PATH: dataPath,
      EMBEDDED_DB_PORT: String(options.port ?? 0),
      EMBEDDED_DB_MAX_CONNECTIONS: String(options.maxConnections ?? 100),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`Embedded database did not start within ${options.startTimeoutMs ?? 60_000} ms`));
    }, options.startTimeoutMs ?? 60_000);
    child.on('message', (message: ChildMessage) => {
      clearTimeout(timer);
      if (message.type === 'ready') resolve(message.port);
      else reject(new Error(`Embedded database failed to start: ${message.message}`));
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`Embedded database process exited with code ${code} before it was ready`));
    });
  });

  let stopped: Promise<void> | undefined;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () =>
      (stopped ??= (async () => {
        if (child.exitCode === null && child.signalCode === null) {
          const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
          if (child.connected) child.send({ type: 'stop' });
          else child.kill('SIGTERM');
          await exited;
          clearTimeout(timer);
        }
      })()),
  };
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * A database of its own for one test file: with DATABASE_URL set, a uniquely named database created
 * on that server and dropped (WITH (FORCE)) by drop(); otherwise an in-memory embedded database.
 */
export async function createTestDatabase(env: Record<string, string | undefined> = process.env): Promise<TestDatabase> {
  const serverUrl = env.DATABASE_URL?.trim();
  if (!serverUrl) {
    const embedded = await startEmbeddedDatabase({ memory: true });
    return { url: embedded.url, drop: () => embedded.stop() };
  }
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${quoteIdent(name)}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let dropped: Promise<void> | undefined;
  return {
    url: url.toString(),
    drop: () => (dropped ??= admin(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`)),
  };
}

/** Resolves when `SELECT 1` answers; used by readiness checks. */
export async function pingDatabase(knex: Knex): Promise<void> {
  await knex.raw('select 1');
}

/** Waits until the database answers (it may still be starting), retrying for up to `timeoutMs`. */
export async function waitForDatabase(knex: Knex, { timeoutMs = 30_000, intervalMs = 500 } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await pingDatabase(knex);
      return;
    } catch (err) {
      if (Date.now() >= deadline) throw err;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
}
