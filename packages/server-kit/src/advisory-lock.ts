import type { Knex } from 'knex';

export interface AdvisoryLockOptions {
  /** Give up (throw) after waiting this long for the lock; default 10 minutes. */
  timeoutMs?: number;
  /** How often a waiting process tries again; default 250 ms. */
  intervalMs?: number;
  /** Told once when the lock is held by another process and this one waits. */
  onWait?: () => void;
}

/** Whether the database is the embedded PGlite (one session shared by every connection). */
export async function isEmbeddedDatabase(knex: Knex): Promise<boolean> {
  const { rows } = (await knex.raw('select version() as version')) as { rows: { version: string }[] };
  return /PGlite/i.test(rows[0]?.version ?? '');
}

/** The lock's 64-bit key from its name, computed by PostgreSQL (hashtextextended). */
const KEY_SQL = 'hashtextextended(?, 0)';

/** Calls queued in this process per lock name (the embedded database's fallback, and fewer polls). */
const local = new Map<string, Promise<unknown>>();

/**
 * Runs `fn` while holding the PostgreSQL session advisory lock `name`, so that of several processes
 * (replicas started together, a migration Job) one runs it at a time: the lock is taken with
 * pg_try_advisory_lock on a connection of its own (polled, so no statement timeout cuts a long wait),
 * held while `fn` uses the pool's other connections, and released after it, or by PostgreSQL when the
 * process dies. Calls in one process also queue behind each other. On the embedded PGlite database
 * every connection is the same session and advisory locks never exclude; there the in-process queue
 * is the whole of it (the embedded database belongs to one `npm start`, whose one svc-core migrates).
 */
export async function withAdvisoryLock<T>(knex: Knex, name: string, fn: () => Promise<T>, options: AdvisoryLockOptions = {}): Promise<T> {
  const previous = local.get(name) ?? Promise.resolve();
  const mine = previous.catch(() => undefined).then(() => holdingLock(knex, name, fn, options));
  const tail = mine.catch(() => undefined);
  local.set(name, tail);
  void tail.then(() => {
    if (local.get(name) === tail) local.delete(name);
  });
  return mine;
}

async function holdingLock<T>(knex: Knex, name: string, fn: () => Promise<T>, options: AdvisoryLockOptions): Promise<T> {
  if (await isEmbeddedDatabase(knex)) return fn();
  const { timeoutMs = 10 * 60_000, intervalMs = 250 } = options;
  const deadline = Date.now() + timeoutMs;
  const connection: unknown = await knex.client.acquireConnection();
  let locked = false;
  try {
    let told = false;
    for (;;) {
      const { rows } = (await knex.raw(`select pg_try_advisory_lock(${KEY_SQL}) as locked`, [name]).connection(connection)) as { rows: { locked: boolean }[] };
      if (rows[0]?.locked) break;
      if (!told) options.onWait?.();
      told = true;
      if (Date.now() >= deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for the advisory lock "${name}"`);
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
    locked = true;
    return await fn();
  } finally {
    try {
      if (locked) await knex.raw(`select pg_advisory_unlock(${KEY_SQL})`, [name]).connection(connection);
    } finally {
      await knex.client.releaseConnection(connection);
    }
  }
}
