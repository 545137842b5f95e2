import { promises as fs } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { createTestKeys, type Knex, type Logger } from '@clinic/server-kit';
import { startTestCore, type TestCore } from '@clinic/svc-core/src/test-support';
import { startNotify, type NotifyService } from '@clinic/svc-notify/src/notify';
import { createNotifyTestEnv, type NotifyTestEnv } from '@clinic/svc-notify/src/test-support';
import { startGateway, testConfig, type Listening } from '../test-support';

/** The log lines of a service, kept in memory so a test can read what was logged at warn and above. */
export class CapturedLog {
  readonly lines: Array<Record<string, unknown>> = [];
  readonly logger: Logger;

  constructor(service: string) {
    const sink = new Writable({
      write: (chunk: Buffer, _encoding, done) => {
        this.lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
        done();
      },
    });
    this.logger = pino({ level: 'warn', base: { service } }, sink);
  }
}

/** Rate limits high enough that every request of a test reaches validation. */
const UNLIMITED = 1_000_000;

/** svc-core, svc-notify and the gateway as `npm start` wires them, each service on its own database. */
export interface WholeStack {
  gateway: Listening;
  core: TestCore;
  notify: NotifyService;
  logs: { gateway: CapturedLog; core: CapturedLog; notify: CapturedLog };
  /** Base URL of the service that owns a route, for calling it without the gateway. */
  serviceUrl(service: 'core' | 'notify'): string;
  close(): Promise<void>;
}

export async function startWholeStack(): Promise<WholeStack> {
  const logs = { gateway: new CapturedLog('svc-gateway'), core: new CapturedLog('svc-core'), notify: new CapturedLog('svc-notify') };
  const notifyEnv: NotifyTestEnv = await createNotifyTestEnv();
  const keys = await createTestKeys();
  let core: TestCore | undefined;
  let notify: NotifyService | undefined;
  try {
    notify = await startNotify({
      config: notifyEnv.config,
      logger: logs.notify.logger,
      port: 0,
      verifyKey: keys.verifyKey,
      queuePrefix: notifyEnv.queuePrefix,
    });
    core = await startTestCore({ NOTIFY_URL: notify.url }, { logger: logs.core.logger, keys });
    const gateway = await startGateway({
      config: testConfig({ CORE_URL: core.url, NOTIFY_URL: notify.url }),
      verifyKey: core.keys.verifyKey,
      logger: logs.gateway.logger,
      loginLimits: { ipPoints: UNLIMITED, accountPoints: UNLIMITED },
      formLimits: { points: UNLIMITED },
    });
    const started = { core, notify };
    return {
      gateway,
      core,
      notify,
      logs,
      serviceUrl: (service) => (service === 'core' ? started.core.url : started.notify.url),
      async close() {
        await gateway.close();
        await started.notify.close();
        await started.core.close();
        await notifyEnv.cleanup();
      },
    };
  } catch (err) {
    await notify?.close();
    if (core) await core.close();
    else keys.cleanup();
    await notifyEnv.cleanup();
    throw err;
  }
}

async function tableNames(knex: Knex): Promise<string[]> {
  const rows = await knex('information_schema.tables')
    .where({ table_schema: knex.raw('current_schema()'), table_type: 'BASE TABLE' })
    .whereNotIn('table_name', ['knex_migrations', 'knex_migrations_lock'])
    .orderBy('table_name')
    .pluck('table_name');
  return rows as string[];
}

/**
 * Rows a refused request is meant to write: the audit entry of a failed sign-in (svc-core records
 * every one, with the address it came from). Left out of the fingerprints; nothing else is.
 */
const EXPECTED_REFUSAL_ROWS: Record<string, Record<string, string>> = {
  core: { audit_log: `x.action <> 'sign_in_failed'` },
};

/** Columns left out of a table's fingerprint: a staff session's last activity moves with any request of the session, refused or not. */
const ROW_TEXT: Record<string, Record<string, string>> = {
  core: { staff_sessions: '(x.id, x.user_id, x.created_on, x.ended_on, x.end_reason, x.client_ip)::text' },
};

/** One fingerprint per table (row count and a hash of every row), so inserts, updates and deletes all show. */
async function tableFingerprints(knex: Knex, prefix: string): Promise<Record<string, string>> {
  const tables = await tableNames(knex);
  const select = tables
    .map((t) => {
      const where = EXPECTED_REFUSAL_ROWS[prefix]?.[t];
      const row = ROW_TEXT[prefix]?.[t] ?? 'x::text';
      return `select '${t}' as name, count(*)::text || ':' || coalesce(md5(string_agg(md5(${row}), '' order by md5(${row}))), '') as print from "${t}" x${where ? ` where ${where}` : ''}`;
    })
    .join(' union all ');
  const { rows } = (await knex.raw(select)) as { rows: Array<{ name: string; print: string }> };
  return Object.fromEntries(rows.map((r) => [`${prefix}.${r.name}`, r.print]));
}

async function fileCount(dir: string): Promise<number> {
  try {
    return (await fs.readdir(dir)).length;
  } catch {
    return 0;
  }
}

/** Everything the stack has stored: every table of both databases and the files under DATA_DIR. */
async function storedState(stack: WholeStack): Promise<Record<string, string>> {
  const dataDir = stack.core.config.dataDir;
  const [core, notify, files, incoming] = await Promise.all([
    tableFingerprints(stack.core.knex, 'core'),
    tableFingerprints(stack.notify.knex, 'notify'),
    fileCount(path.join(dataDir, 'files')),
    fileCount(path.join(dataDir, 'tmp', 'uploads')),
  ]);
  return { ...core, ...notify, 'files.stored': String(files), 'files.incoming': String(incoming) };
}

/** The next transaction id of a database: PostgreSQL gives one to every transaction that writes, none to reads. */
async function nextTransactionId(knex: Knex): Promise<string> {
  const { rows } = (await knex.raw('select pg_snapshot_xmax(pg_current_snapshot())::text as next')) as { rows: Array<{ next: string }> };
  return rows[0]!.next;
}

/**
 * Tells what a request changed in the stack's storage. While neither database has begun a writing
 * transaction and the file folders hold as many files, nothing can have changed and the tables are
 * not read; otherwise every table's fingerprint is compared with the last one taken.
 */
export class StorageWatch {
  private constructor(
    private readonly stack: WholeStack,
    private marks: string,
    private state: Record<string, string>,
  ) {}

  static async start(stack: WholeStack): Promise<StorageWatch> {
    return new StorageWatch(stack, await StorageWatch.marks(stack), await storedState(stack));
  }

  private static async marks(stack: WholeStack): Promise<string> {
    const dataDir = stack.core.config.dataDir;
    const parts = await Promise.all([
      nextTransactionId(stack.core.knex),
      nextTransactionId(stack.notify.knex),
      fileCount(path.join(dataDir, 'files')),
      fileCount(path.join(dataDir, 'tmp', 'uploads')),
    ]);
    return parts.join('/');
  }

  /** The names of the tables and folders changed since the last call (or the start). */
  async changes(): Promise<string[]> {
    const marks = await StorageWatch.marks(this.stack);
    if (marks === this.marks) return [];
    const state = await storedState(this.stack);
    const changed = [...new Set([...Object.keys(this.state), ...Object.keys(state)])].filter((n) => this.state[n] !== state[n]).sort();
    this.marks = marks;
    this.state = state;
    return changed;
  }
}
