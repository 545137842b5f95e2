import type { Knex } from '@clinic/server-kit';

export type OutboxStatus = 'pending' | 'delivered' | 'failed';

export interface OutboxRow {
  id: string;
  topic: string;
  payload: unknown;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: Date;
  last_error: string | null;
  created_on: Date;
  delivered_on: Date | null;
}

const TABLE = 'outbox';
const MAX_ERROR_LENGTH = 2000;

/** A new entry; no worker takes it before `ownedForMs` has passed (the attempt right after commit owns it). */
export async function insertOutboxEntry(
  db: Knex | Knex.Transaction,
  entry: { id: string; topic: string; payload: unknown },
  ownedForMs: number,
): Promise<void> {
  await db(TABLE).insert({
    id: entry.id,
    topic: entry.topic,
    payload: JSON.stringify(entry.payload),
    next_attempt_at: db.raw(`now() + make_interval(secs => ?)`, [ownedForMs / 1000]),
  });
}

/** The entry while it still waits for delivery (undefined once delivered or failed, or never committed). */
export async function findPendingEntry(db: Knex, id: string): Promise<OutboxRow | undefined> {
  return db<OutboxRow>(TABLE).where({ id, status: 'pending' }).first();
}

/**
 * Up to `limit` entries whose time has come, oldest first, each pushed `leaseMs` ahead so no other
 * worker takes it meanwhile. SKIP LOCKED lets any number of workers claim side by side.
 */
export async function claimDueEntries(knex: Knex, limit: number, leaseMs: number): Promise<OutboxRow[]> {
  return knex.transaction(async (trx) => {
    const due = trx(TABLE)
      .select('id')
      .where('status', 'pending')
      .where('next_attempt_at', '<=', trx.fn.now())
      .orderBy('next_attempt_at')
      .limit(limit)
      .forUpdate()
      .skipLocked();
    return (await trx(TABLE)
      .whereIn('id', due)
      .update({ next_attempt_at: trx.raw(`now() + make_interval(secs => ?)`, [leaseMs / 1000]) })
      .returning('*')) as OutboxRow[];
  });
}

/** Counts an attempt before it is made, so a crash mid-delivery still shows. */
export async function startAttempt(knex: Knex, id: string): Promise<number> {
  const [row] = (await knex(TABLE).where({ id }).increment('attempts', 1).returning('attempts')) as Array<{ attempts: number }>;
  return row?.attempts ?? 0;
}

export async function markDelivered(knex: Knex, id: string): Promise<void> {
  await knex(TABLE).where({ id }).update({ status: 'delivered', delivered_on: knex.fn.now(), last_error: null });
}

/** Deletes delivered entries older than `days` (svc-notify keeps the message log; the payloads hold personal data). */
export async function pruneDelivered(knex: Knex, days: number): Promise<number> {
  return knex(TABLE)
    .where({ status: 'delivered' })
    .where('delivered_on', '<', knex.raw(`now() - make_interval(days => ?)`, [days]))
    .delete();
}

/** A failed attempt: tried again after `retryInMs`, or failed for good when it is null. */
export async function markAttemptFailed(knex: Knex, id: string, error: string, retryInMs: number | null): Promise<void> {
  await knex(TABLE)
    .where({ id, status: 'pending' })
    .update({
      last_error: error.slice(0, MAX_ERROR_LENGTH),
      ...(retryInMs === null ? { status: 'failed' } : { next_attempt_at: knex.raw(`now() + make_interval(secs => ?)`, [retryInMs / 1000]) }),
    });
}
