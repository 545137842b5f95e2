import { ERROR_CODES, MESSAGE_CODES } from '@clinic/contracts';
import { isApiRequestError } from '@clinic/platform';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';

/** A text of the server: its stable code (`message_code` of an answer, `error` of a refusal) and its words. */
export interface ServerText {
  code: string;
  msg: string;
}

/** The server's texts this page says in its own words, by their code (keys under `docRequest`). */
const TEXT_OF_CODE: Readonly<Record<string, string>> = {
  [MESSAGE_CODES.documentCodeSent]: 'verify.codeSent',
  [MESSAGE_CODES.documentsUploaded]: 'upload.success',
  [ERROR_CODES.noFiles]: 'upload.noFiles',
  [ERROR_CODES.unmappedFile]: 'upload.unmappedFile',
};

/** A server text in the page language when the page knows its code, else as the server wrote it. */
export function useServerText(): (text: ServerText) => string {
  const { t } = useTranslation(NS.client, { keyPrefix: 'docRequest' });
  return (text) => {
    const key = TEXT_OF_CODE[text.code];
    return key ? t(key) : text.msg;
  };
}

/** A 401 or 403 of a token call: the document access token has expired or opens another request. */
export function isAccessExpired(err: unknown): boolean {
  return isApiRequestError(err) && (err.status === 401 || err.status === 403);
}
