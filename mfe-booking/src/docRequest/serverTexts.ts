import { DOCUMENT_REQUEST_MESSAGES as M } from '@clinic/contracts';
import { isApiRequestError } from '@clinic/platform';

/** The server's texts of these calls that the page shows in the page language (keys under `docRequest`). */
const TRANSLATED: Readonly<Record<string, string>> = {
  [M.codeSent]: 'verify.codeSent',
  [M.noFiles]: 'upload.noFiles',
  [M.unmappedFile]: 'upload.unmappedFile',
};

/** A server text in the page language when the page knows it, else as the server wrote it. */
export function serverText(t: (key: string) => string, msg: string): string {
  const key = TRANSLATED[msg];
  return key ? t(key) : msg;
}

/** A 401 or 403 of a token call: the document access token has expired or opens another request. */
export function isAccessExpired(err: unknown): boolean {
  return isApiRequestError(err) && (err.status === 401 || err.status === 403);
}
