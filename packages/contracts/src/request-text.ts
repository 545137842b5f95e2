import { z } from 'zod';

/**
 * Characters PostgreSQL cannot keep: NUL (text refuses it) and UTF-16 surrogates that are not part
 * of a pair (jsonb refuses their escapes, text would silently turn them into U+FFFD).
 */
// No lookbehind: Safari before 16.4 cannot parse it, and these schemas run in the public forms too.
// eslint-disable-next-line no-control-regex -- NUL is the character refused
const UNSTORABLE_CHARACTER = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(value: string): boolean {
  return !UNSTORABLE_CHARACTER.test(value);
}

/** A field as the API spells it: `first_name`, `tests.2`; the whole body is `body`. */
export function fieldName(path: readonly PropertyKey[] | undefined): string {
  return path && path.length > 0 ? path.map(String).join('.') : 'body';
}

export function unstorableTextMessage(field: string): string {
  return `${field} contains a character that cannot be saved (a NUL byte or an incomplete Unicode character). Remove it and try again.`;
}

type StringParams = Parameters<typeof z.string>[0];

/**
 * Where every string of a request starts: a string holding only characters the database can store,
 * refused otherwise with a message naming the field (and no other message for that field). Chain
 * `.trim()`, `.min()`, `.max()`, `.regex()` after it as with `z.string()`.
 */
export function requestString(params?: StringParams) {
  return z.string(params).refine(isStorableText, { error: (issue) => unstorableTextMessage(fieldName(issue.path)), abort: true });
}

function holdsOnlyStorableText(value: unknown): boolean {
  if (typeof value === 'string') return isStorableText(value);
  if (Array.isArray(value)) return value.every(holdsOnlyStorableText);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).every(([key, inner]) => isStorableText(key) && holdsOnlyStorableText(inner));
  }
  return true;
}

/** Any JSON value whose strings (keys included) the database can store: for free-form `meta` objects. */
export function storableJson() {
  return z.json().refine(holdsOnlyStorableText, { error: (issue) => unstorableTextMessage(fieldName(issue.path)) });
}

export const PAGE_MAX = 1_000_000;
export const PAGE_NUMBER_MESSAGE = `Page must be a whole number from 1 to ${PAGE_MAX}`;

/** `page` of a numbered list: from 1 (the default), so an offset can never be negative or overflow. */
export const pageNumberSchema = z.coerce
  .number({ error: PAGE_NUMBER_MESSAGE })
  .int(PAGE_NUMBER_MESSAGE)
  .min(1, PAGE_NUMBER_MESSAGE)
  .max(PAGE_MAX, PAGE_NUMBER_MESSAGE)
  .default(1);
