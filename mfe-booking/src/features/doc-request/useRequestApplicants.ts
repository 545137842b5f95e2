import type { DocumentRequestApplicant } from '@clinic/contracts';
import { isApiRequestError } from '@clinic/platform';
import { useEffect, useEffectEvent, useState } from 'react';
import { loadRequestApplicants } from './api';
import { isAccessExpired } from './serverTexts';

export type RequestApplicantsState =
  | { status: 'loading' }
  | { status: 'ready'; applicants: DocumentRequestApplicant[] }
  /** `closed`: the request no longer exists (404), so trying again cannot help. */
  | { status: 'error'; closed: boolean };

/** The request's applicants and what they still miss; an expired access is reported to `onExpired`. */
export function useRequestApplicants(requestId: string, onExpired: () => void) {
  const [state, setState] = useState<RequestApplicantsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const expired = useEffectEvent(onExpired);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    loadRequestApplicants(requestId, controller.signal).then(
      (applicants) => setState({ status: 'ready', applicants }),
      (err: unknown) => {
        if (controller.signal.aborted) return;
        if (isAccessExpired(err)) return expired();
        setState({ status: 'error', closed: isApiRequestError(err) && err.status === 404 });
      },
    );
    return () => controller.abort();
  }, [requestId, attempt]);

  return { state, reload: () => setAttempt((n) => n + 1) };
}
