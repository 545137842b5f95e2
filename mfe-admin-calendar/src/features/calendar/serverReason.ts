import { isApiRequestError } from '@clinic/platform';

/** The server's own words when it refused a change for a reason (400, 404, 409), else null. */
export function serverReason(err: unknown): string | null {
  return isApiRequestError(err) && [400, 404, 409].includes(err.status) && err.message ? err.message : null;
}
