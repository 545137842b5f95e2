import { OFFICE_TIMEZONE, type I693Ordering } from '@clinic/contracts';
import type { Knex } from '@clinic/server-kit';
import { applyFilters, ORDER_KEYS, orderBySql, selectApplication, type ApplicationFilters, type ApplicationRow } from '../records';

/** An application as the export reads it: the list's row, its times on the practice clock, and its sort key. */
export interface ExportRow extends ApplicationRow {
  /** `YYYY-MM-DD HH:mm:ss`, America/Los_Angeles. */
  created_local: string;
  updated_local: string;
  /** The row's sort values as text, most significant first (where the next batch resumes). */
  order_key: string[];
}

/** Rows read per query while streaming every match: a few hundred kilobytes held at a time. */
export const EXPORT_BATCH_SIZE = 1000;

function selectExportRows(db: Knex, filters: ApplicationFilters, ordering: I693Ordering): Knex.QueryBuilder {
  const local = (column: string, alias: string) => db.raw(`to_char(a.${column} at time zone ?, 'YYYY-MM-DD HH24:MI:SS') as ${alias}`, [OFFICE_TIMEZONE]);
  const orderKey = db.raw(`array[${ORDER_KEYS[ordering].map((key) => `(${key.sql})::text`).join(', ')}] as order_key`);
  return applyFilters(selectApplication(db), filters)
    .select(local('created_on', 'created_local'), local('updated_on', 'updated_local'), orderKey)
    .orderByRaw(orderBySql(ordering));
}

/**
 * Rows strictly after `after` in the list's order: the keyset condition "k0 beyond v0, or k0 equal and
 * k1 beyond v1, ...", each key compared in its own direction, with the leading key's bound also on
 * its own so an index on it can start the scan there.
 */
function afterKey(query: Knex.QueryBuilder, ordering: I693Ordering, after: readonly string[]): Knex.QueryBuilder {
  const keys = ORDER_KEYS[ordering];
  const beyond = (i: number) => (keys[i]!.direction === 'asc' ? '>' : '<');
  const value = (i: number) => `?::${keys[i]!.type}`;
  const alternatives: string[] = [];
  const bindings: string[] = [];
  keys.forEach((key, i) => {
    const equalBefore = keys.slice(0, i).map((k, j) => `${k.sql} = ${value(j)}`);
    alternatives.push(`(${[...equalBefore, `${key.sql} ${beyond(i)} ${value(i)}`].join(' and ')})`);
    bindings.push(...after.slice(0, i + 1));
  });
  return query.whereRaw(`${keys[0]!.sql} ${beyond(0)}= ${value(0)} and (${alternatives.join(' or ')})`, [after[0]!, ...bindings]);
}

/** One page of the list (the same rows `GET /i693-application/` shows for it). */
export async function readPage(db: Knex, filters: ApplicationFilters, ordering: I693Ordering, page: { limit: number; offset: number }): Promise<ExportRow[]> {
  return (await selectExportRows(db, filters, ordering).limit(page.limit).offset(page.offset)) as ExportRow[];
}

/**
 * Every matching application in the list's order, a batch per query, each batch resuming after the
 * last row of the one before (never an OFFSET, never a transaction held open while the client reads).
 * Stops querying as soon as the consumer stops asking.
 */
export async function* readAllMatching(
  db: Knex,
  filters: ApplicationFilters,
  ordering: I693Ordering,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<ExportRow[]> {
  let after: string[] | null = null;
  for (;;) {
    const query = selectExportRows(db, filters, ordering).limit(batchSize);
    const rows = (await (after ? afterKey(query, ordering, after) : query)) as ExportRow[];
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    after = rows[rows.length - 1]!.order_key;
  }
}
