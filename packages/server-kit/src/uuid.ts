const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The nil UUID: a valid uuid that no row has. */
export const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/** True for a UUID in its text form (any case). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

/**
 * An id from a request path for a uuid column: lower-cased when it is a UUID, else the nil UUID, which
 * names no row, so a malformed id is answered like an unknown one (404), never with a database error.
 */
export function uuidParam(value: string | undefined): string {
  return isUuid(value) ? value.toLowerCase() : NIL_UUID;
}
