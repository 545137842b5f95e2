import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestLookupCode } from '../booking-data/api';
import { leaveToLanding } from '../booking-data/sessionEnd';
import { codeLifetimeSeconds } from '../landing/countdown';
import { NS } from '../../texts';
import { lookupRequestProblem, type LookupRequestProblem } from './lookupProblems';

/** Asking for a lookup code to another e-mail, first time or again: `onSent` gets how many seconds it works. */
export function useLookupCodeRequest(onSent: (email: string, lifetimeSeconds: number) => void) {
  const { t } = useTranslation(NS.client);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<Exclude<LookupRequestProblem, 'sessionEnd'> | null>(null);

  async function send(email: string) {
    if (sending) return;
    setSending(true);
    setProblem(null);
    try {
      const answer = await requestLookupCode(email);
      setSending(false);
      onSent(email, codeLifetimeSeconds(answer.expires_in_minutes));
    } catch (err) {
      setSending(false);
      const why = lookupRequestProblem(err);
      if (why === 'sessionEnd') leaveToLanding(t('session.expired'));
      else setProblem(why);
    }
  }

  return { send, sending, problem, clearProblem: () => setProblem(null) };
}
