/**
 * Knows whether the running code is inside an open database transaction, so that a call to another
 * service or provider made there fails loudly instead of holding locks (and, on the embedded
 * database, every other connection) while it waits, and sending for a change that may roll back.
 * Work for others is recorded in the transaction and handed over after commit (svc-core's outbox).
 */
import { AsyncResource } from 'node:async_hooks';
import http from 'node:http';
import https from 'node:https';
import type { Knex } from 'knex';
import { processAsyncLocalStorage } from './async-storage';

/** The innermost transaction the running code was called from; it may have ended since. */
const openTransaction = processAsyncLocalStorage<Knex.Transaction>('open-transaction');

export class NetworkInTransactionError extends Error {
  override name = 'NetworkInTransactionError';
  constructor(what: string) {
    super(`${what} was called inside an open database transaction: record the work in the transaction and hand it over after commit`);
  }
}

/**
 * True while the calling code runs inside the callback of a `knex.transaction(...)` of a scoped knex
 * and that transaction is still open (work chained to its commit runs in its context, but after it).
 */
export function insideTransaction(): boolean {
  const trx = openTransaction.getStore();
  return trx !== undefined && !trx.isCompleted();
}

/** Throws when called inside an open transaction; `what` names the call in the error. */
export function assertOutsideTransaction(what: string): void {
  if (insideTransaction()) throw new NetworkInTransactionError(what);
}

type TransactionContainer = (trx: Knex.Transaction) => unknown;
interface KnexContext {
  transaction(container?: TransactionContainer | Knex.TransactionConfig, config?: Knex.TransactionConfig): unknown;
}

/**
 * Runs the callback of every `knex.transaction(callback)` of this knex (and the transactions nested
 * in it) in the open-transaction scope, and in the async context of its caller (the pool hands out
 * connections from other contexts, which would lose the caller's AsyncLocalStorage values, such as
 * the request an outbox entry belongs to). knex has no hook for it: its instance forwards
 * `transaction` to its `context` object, whose method is wrapped here.
 */
export function scopeTransactions(knex: Knex): Knex {
  const context = (knex as unknown as { context: KnexContext }).context;
  const original = context.transaction;
  context.transaction = function scopedTransaction(this: KnexContext, container, config) {
    if (typeof container !== 'function') return original.call(this, container, config);
    return original.call(
      this,
      AsyncResource.bind((trx: Knex.Transaction) => openTransaction.run(trx, () => container(trx))),
      config,
    );
  };
  return knex;
}

const GUARD = Symbol.for('clinic.network-in-transaction-guard');
type Guarded = { [GUARD]?: (what: string) => void } & Record<'request' | 'get', (...args: unknown[]) => http.ClientRequest>;

/**
 * Makes every HTTP call (fetch, http(s).request and get) made inside an open transaction throw
 * NetworkInTransactionError. Installed by the set-up of every server test, so a network call that
 * returns inside a transaction fails the suite that reaches it. The core modules are patched once
 * per process and check with the latest caller's scope (jest loads this module again per test file).
 */
export function guardNetworkInTransactions(): void {
  const originalFetch = globalThis.fetch;
  globalThis.fetch = ((...args: Parameters<typeof fetch>) => {
    assertOutsideTransaction(`fetch(${String(args[0])})`);
    return originalFetch(...args);
  }) as typeof fetch;
  for (const [name, mod] of [
    ['http', http],
    ['https', https],
  ] as const) {
    const guarded = mod as unknown as Guarded;
    if (!guarded[GUARD]) {
      for (const method of ['request', 'get'] as const) {
        const original = guarded[method];
        guarded[method] = (...args: unknown[]) => {
          guarded[GUARD]?.(`${name}.${method}`);
          return original(...args);
        };
      }
    }
    guarded[GUARD] = assertOutsideTransaction;
  }
}
