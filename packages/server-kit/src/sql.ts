import type { Knex } from 'knex';

/** A LIKE pattern matching `text` anywhere: `%`, `_` and `\` in it stand for themselves. */
export function likeAnywhere(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A page of a table's rows, newest first (created_on, then uuid), searched (lower-case) in its search_text
 * column, and how many rows match.
 */
export async function newestFirstPage<Row>(
  db: Knex | Knex.Transaction,
  table: string,
  columns: ReadonlyArray<string | Knex.Raw>,
  filter: { search?: string; limit: number; offset: number },
): Promise<{ count: number; rows: Row[] }> {
  const matching = () => {
    const query = db(table);
    if (filter.search) void query.whereRaw('search_text like ?', [likeAnywhere(filter.search)]);
    return query;
  };
  const [countRow, rows] = await Promise.all([
    matching().count<{ count: string }[]>({ count: '*' }).first(),
    matching()
      .select([...columns])
      .orderBy([{ column: 'created_on', order: 'desc' }, { column: 'uuid' }])
      .limit(filter.limit)
      .offset(filter.offset),
  ]);
  return { count: Number(countRow?.count ?? 0), rows: rows as Row[] };
}

/** PostgreSQL refused a row because of this unique index or constraint. */
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  const e = err as { code?: unknown; constraint?: unknown } | null;
  return e?.code === '23505' && e.constraint === constraint;
}

/** PostgreSQL refused a row because of this exclusion constraint (e.g. two ranges overlapping). */
export function isExclusionViolation(err: unknown, constraint: string): boolean {
  const e = err as { code?: unknown; constraint?: unknown } | null;
  return e?.code === '23P01' && e.constraint === constraint;
}
