import { isApiRequestError } from '@clinic/platform';
import { useState } from 'react';
import { requestDocumentCode } from './api';

/** Why a code could not be sent: keys of `docRequest.request`. */
export type CodeRequestProblem = 'tooManyRequests' | 'failed';

/** Asking for a code (first time or again); `onSent` gets the server's text about it. */
export function useCodeRequest(requestId: string, onSent: (msg: string) => void) {
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<CodeRequestProblem | null>(null);

  async function send() {
    if (sending) return;
    setSending(true);
    setProblem(null);
    try {
      onSent(await requestDocumentCode(requestId));
    } catch (err) {
      setProblem(isApiRequestError(err) && err.status === 429 ? 'tooManyRequests' : 'failed');
    } finally {
      setSending(false);
    }
  }

  return { send, sending, problem };
}
