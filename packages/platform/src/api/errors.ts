import type { ApiError } from '@clinic/contracts';

/** A failed API call: the HTTP status (0 when no response arrived) and the `{error, msg, ...}` body. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly body: ApiError;

  constructor(status: number, body: ApiError) {
    super(body.msg || `Request failed with status ${status}`);
    this.name = 'ApiRequestError';
    this.status = status;
    this.body = body;
  }

  get code(): string {
    return this.body.error;
  }
}

export function isApiRequestError(value: unknown): value is ApiRequestError {
  return value instanceof ApiRequestError;
}

/** The field messages of a refused request (a 400's `details`: field -> message); empty for any other failure. */
export function apiFieldErrors(error: unknown): Record<string, string> {
  if (!isApiRequestError(error) || error.status !== 400) return {};
  const details: unknown = error.body.details;
  if (!details || typeof details !== 'object') return {};
  return Object.fromEntries(Object.entries(details).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
