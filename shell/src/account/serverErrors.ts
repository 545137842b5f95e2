import { isApiRequestError } from '@clinic/platform';

/** The message of a failed call as the server wrote it (or the network message). */
export function failureText(error: unknown): string {
  return isApiRequestError(error) ? error.body.msg : String(error);
}
