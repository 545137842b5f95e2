import { isApiRequestError } from '@clinic/platform';
import { useState } from 'react';
import { requestDocumentCode } from './api';
import type { ServerText } from './serverTexts';

/** Why a code could not be sent: keys of `docRequest.request`. */
export type CodeRequestProblem = 'tooManyRequests' | 'failed';

/** Asking for a code (first time or again); `onSent` gets the server's text about it. */
export function useCodeRequest(requestId: string, onSent: (sent: ServerText) => void) {
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<CodeRequestProblem | null>(null);

  async function send() {
    if (sending) return;
    setSending(true);
    setProblem(null);
    try {
      const answer = await requestDocumentCode(requestId);
      onSent({ code: answer.message_code, msg: answer.msg });
    } catch (err) {
      setProblem(isApiRequestError(err) && err.status === 429 ? 'tooManyRequests' : 'failed');
    } finally {
      setSending(false);
    }
  }

  return { send, sending, problem };
}
