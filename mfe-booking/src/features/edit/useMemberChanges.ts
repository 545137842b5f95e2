import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addApplicantToAppointment, removeApplicantFromAppointment } from '../booking-data/api';
import { leaveToLanding } from '../booking-data/sessionEnd';
import { NS } from '../../texts';
import { memberChangeProblem, type MemberChangeProblem } from './memberChangeProblems';

export type MemberChange = 'add' | 'remove';

/** What the last add or remove came to, in the page language. */
export interface ChangeOutcome {
  type: 'success' | 'error';
  text: string;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

function problemText(problem: Exclude<MemberChangeProblem, { kind: 'sessionExpired' }>, change: MemberChange, maxApplicants: number, t: Translate): string {
  switch (problem.kind) {
    case 'tooManyApplicants':
      return t('errors.tooManyApplicants', { n: problem.max ?? maxApplicants });
    case 'failed':
      return t(change === 'add' ? 'errors.addFailed' : 'errors.removeFailed');
    default:
      return t(`errors.${problem.kind}`);
  }
}

/**
 * Edit mode's add and remove (booking-leads-calendar.md 4, 8): one change at a time, the booking
 * reloaded after each, success or not; an ended session goes back to the landing instead.
 */
export function useMemberChanges(appointmentUuid: string, maxApplicants: number, reload: () => Promise<void>) {
  const { t } = useTranslation(NS.client, { keyPrefix: 'edit' });
  /** The applicant being added or removed. */
  const [changing, setChanging] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<ChangeOutcome | null>(null);

  async function change(kind: MemberChange, applicantUuid: string) {
    if (changing) return;
    setChanging(applicantUuid);
    try {
      await (kind === 'add' ? addApplicantToAppointment : removeApplicantFromAppointment)(appointmentUuid, applicantUuid);
      setOutcome({ type: 'success', text: t(kind === 'add' ? 'changes.added' : 'changes.removed') });
    } catch (err) {
      const problem = memberChangeProblem(err);
      if (problem.kind === 'sessionExpired') {
        leaveToLanding(t('errors.sessionExpired'));
        return;
      }
      setOutcome({ type: 'error', text: problemText(problem, kind, maxApplicants, t) });
    }
    await reload();
    setChanging(null);
  }

  return { change, changing, outcome };
}
