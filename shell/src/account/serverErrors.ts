import { isApiRequestError } from '@clinic/platform';

/** The field errors (`details`) of a 400 reply, by field name; empty for any other failure. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!isApiRequestError(error) || error.status !== 400) return {};
  const details: unknown = error.body.details;
  if (!details || typeof details !== 'object') return {};
  return Object.fromEntries(Object.entries(details).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The message of a failed call as the server wrote it (or the network message). */
export function failureText(error: unknown): string {
  return isApiRequestError(error) ? error.body.msg : String(error);
}
