/** A LIKE pattern matching `text` anywhere: `%`, `_` and `\` in it stand for themselves. */
export function likeAnywhere(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
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
