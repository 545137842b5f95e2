import { useState } from 'react';
import { requestBookingCode } from './api';
import { codeLifetimeSeconds } from './countdown';
import { requestProblem, type RequestProblem } from './problems';

/** Asking for a code, first time or again: `onSent` gets how many seconds the code works. */
export function useBookingCodeRequest(onSent: (lifetimeSeconds: number) => void) {
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<RequestProblem | null>(null);

  async function send(email: string) {
    if (sending) return;
    setSending(true);
    setProblem(null);
    try {
      onSent(codeLifetimeSeconds(await requestBookingCode(email)));
    } catch (err) {
      setProblem(requestProblem(err));
    } finally {
      setSending(false);
    }
  }

  return { send, sending, problem, clearProblem: () => setProblem(null) };
}
