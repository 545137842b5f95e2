import { randomUUID } from 'node:crypto';
import type Koa from 'koa';
import type { CalendarLogAction, NotifyMessage } from '@clinic/contracts';
import { backoffDelay, errorMessage, processAsyncLocalStorage, type Knex, type Logger } from '@clinic/server-kit';
import { claimDueEntries, findPendingEntry, insertOutboxEntry, markAttemptFailed, markDelivered, pruneDelivered, startAttempt, type OutboxRow } from './repo';

/** What can be recorded, by topic. */
export interface OutboxTopics {
  /** An e-mail or SMS, handed to svc-notify. */
  notify: NotifyMessage;
  /** A committed appointment change to push to the office calendars. */
  'calendar-sync': { appointment_uuid: string; action: CalendarLogAction };
}
export type OutboxTopic = keyof OutboxTopics;

/** Delivers one entry; `id` is its idempotency key. Throwing means: try again later (PermanentDeliveryError: never). */
export type OutboxHandlers = { [T in OutboxTopic]: (payload: OutboxTopics[T], id: string) => Promise<void> };

export interface OutboxPolicy {
  /** Total tries of an entry before it is marked failed. */
  attempts: number;
  /** First retry delay; each further retry doubles it, up to maxBackoffMs. */
  backoffMs: number;
  maxBackoffMs: number;
  /** How long an attempt owns its entry before another worker may take it (a crashed worker's entries come back after it). */
  leaseMs: number;
  /** How often the worker looks for entries due (retries, and entries whose process stopped before handing them over). */
  pollIntervalMs: number;
  /** How long a request waits, before answering, for the hand-over of what it recorded. */
  handoverWaitMs: number;
}

/** 12 tries over about an hour (5 s doubling to 10 min): an outage of svc-notify or a provider loses nothing. */
export const DEFAULT_OUTBOX_POLICY: OutboxPolicy = {
  attempts: 12,
  backoffMs: 5_000,
  maxBackoffMs: 600_000,
  leaseMs: 60_000,
  pollIntervalMs: 2_000,
  handoverWaitMs: 3_000,
};

const CLAIM_BATCH = 20;
/** Delivered entries are kept this long (for support questions), then deleted by the worker. */
const KEEP_DELIVERED_DAYS = 7;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** The receiver refused the entry itself (e.g. a 400): trying again cannot help. */
export class PermanentDeliveryError extends Error {
  override name = 'PermanentDeliveryError';
}

export interface Outbox {
  /**
   * Records work for another service or provider. Given a transaction, the entry is part of it: it is
   * handed over once the outermost transaction commits and never if it rolls back. Given the pool, it
   * is handed over at once. Answers the entry's id.
   */
  record<T extends OutboxTopic>(db: Knex | Knex.Transaction, topic: T, payload: OutboxTopics[T]): Promise<string>;
  /** Shorthand of record(db, 'notify', message). */
  send(db: Knex | Knex.Transaction, message: NotifyMessage): Promise<string>;
  /** Lets each request wait (at most handoverWaitMs) for the hand-over of what it recorded, so a code e-mail is on its way when the answer comes. */
  middleware(): Koa.Middleware;
  /** One pass of the worker: claims and delivers the entries due; answers how many it tried. */
  deliverDue(): Promise<number>;
  /** Starts the worker loop (retries and orphaned entries); any number of processes may run one. */
  start(): void;
  /** Resolves once every hand-over this process began has ended. */
  settled(): Promise<void>;
  /** Stops the worker loop (no new pass begins); the pass in progress and the hand-overs go on (settled() waits for them). */
  stopPolling(): void;
  /** Stops the worker loop and waits for the deliveries in flight. */
  close(): Promise<void>;
}

export interface OutboxOptions {
  knex: Knex;
  logger: Logger;
  handlers: OutboxHandlers;
  policy?: Partial<OutboxPolicy>;
}

const isTransaction = (db: Knex | Knex.Transaction): db is Knex.Transaction => (db as Knex.Transaction).isTransaction === true;

/** A savepoint's promise settles when the savepoint does; what counts is the outermost commit. */
function outermost(trx: Knex.Transaction): Knex.Transaction {
  let current = trx;
  while (current.parentTransaction) current = current.parentTransaction;
  return current;
}

/**
 * The hand-overs begun while serving a request, which the middleware of that request's outbox waits
 * for. One store serves every outbox of the process (a test file builds many apps), so each request
 * names its outbox.
 */
const requestHandovers = processAsyncLocalStorage<{ outbox: symbol; handovers: Set<Promise<void>> }>('outbox-request-handovers');

/**
 * The transactional outbox (DESIGN.md 3): work for svc-notify or a provider is a row written in the
 * transaction of the change that causes it; after commit it is handed over at once, and a failed or
 * interrupted hand-over is retried with backoff by the worker of any svc-core process. Delivery is at
 * least once; the row id travels as the idempotency key, so the receiver keeps it exactly once.
 */
export function createOutbox(options: OutboxOptions): Outbox {
  const { knex, logger, handlers } = options;
  const policy = { ...DEFAULT_OUTBOX_POLICY, ...options.policy };
  const inFlight = new Set<Promise<void>>();
  const self = Symbol('outbox');
  let loop: { timer: NodeJS.Timeout | undefined; stopped: boolean } | undefined;

  function track(handover: Promise<void>): void {
    inFlight.add(handover);
    const request = requestHandovers.getStore();
    if (request?.outbox === self) request.handovers.add(handover);
    void handover.finally(() => inFlight.delete(handover));
  }

  async function deliver(row: OutboxRow): Promise<void> {
    try {
      const attempt = await startAttempt(knex, row.id);
      try {
        const handler = handlers[row.topic as OutboxTopic] as ((payload: unknown, id: string) => Promise<void>) | undefined;
        if (!handler) throw new Error(`no handler for the outbox topic '${row.topic}'`);
        await handler(row.payload, row.id);
      } catch (err) {
        const final = attempt >= policy.attempts || err instanceof PermanentDeliveryError;
        const retryInMs = final ? null : Math.min(policy.maxBackoffMs, backoffDelay(policy.backoffMs, attempt));
        await markAttemptFailed(knex, row.id, errorMessage(err), retryInMs);
        logger[final ? 'error' : 'warn'](
          { err: errorMessage(err), outbox: row.id, topic: row.topic, attempt, retry_in_ms: retryInMs },
          final ? 'outbox entry failed for good' : 'outbox delivery failed; will retry',
        );
        return;
      }
      await markDelivered(knex, row.id);
    } catch (err) {
      // The database itself failed: the entry stays pending and comes back when its lease ends.
      logger.error({ err, outbox: row.id }, 'outbox bookkeeping failed');
    }
  }

  async function handOver(id: string): Promise<void> {
    try {
      // Absent when the transaction rolled back (or another worker already delivered it).
      const row = await findPendingEntry(knex, id);
      if (row) await deliver(row);
    } catch (err) {
      logger.error({ err, outbox: id }, 'outbox hand-over failed; the worker will retry');
    }
  }

  async function deliverDue(): Promise<number> {
    const rows = await claimDueEntries(knex, CLAIM_BATCH, policy.leaseMs);
    for (const row of rows) await deliver(row);
    return rows.length;
  }

  return {
    async record(db, topic, payload) {
      const id = randomUUID();
      await insertOutboxEntry(db, { id, topic, payload }, policy.leaseMs);
      if (isTransaction(db)) {
        track(
          outermost(db).executionPromise.then(
            () => handOver(id),
            () => undefined,
          ),
        );
      } else {
        track(handOver(id));
      }
      return id;
    },
    send(db, message) {
      return this.record(db, 'notify', message);
    },
    middleware() {
      return async (_ctx, next) => {
        const handovers = new Set<Promise<void>>();
        await requestHandovers.run({ outbox: self, handovers }, next);
        if (handovers.size === 0) return;
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([Promise.all(handovers), new Promise<void>((resolve) => (timer = setTimeout(resolve, policy.handoverWaitMs)))]);
        clearTimeout(timer);
      };
    },
    deliverDue,
    start() {
      if (loop) return;
      const state: { timer: NodeJS.Timeout | undefined; stopped: boolean } = { timer: undefined, stopped: false };
      loop = state;
      let prunedAt = 0;
      const tick = async () => {
        try {
          while (!state.stopped && (await deliverDue()) === CLAIM_BATCH);
          if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
            prunedAt = Date.now();
            await pruneDelivered(knex, KEEP_DELIVERED_DAYS);
          }
        } catch (err) {
          logger.error({ err }, 'outbox worker pass failed');
        }
        if (!state.stopped) state.timer = setTimeout(() => track(tick()), policy.pollIntervalMs);
      };
      state.timer = setTimeout(() => track(tick()), 0);
    },
    async settled() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    stopPolling() {
      if (loop) {
        loop.stopped = true;
        clearTimeout(loop.timer);
      }
    },
    async close() {
      this.stopPolling();
      await this.settled();
    },
  };
}
