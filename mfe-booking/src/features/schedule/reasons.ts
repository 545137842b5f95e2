import type { CompletionStatus, PublicBookingApplicant } from '@clinic/contracts';
import { formatSlotDate, formatSlotTime } from './dateText';

/** A translate function of the `schedule` texts. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The spec's requirements text in the page language: 'Missing vaccines: …', 'Missing lab tests: …',
 * 'X-ray required', joined by '; ', else 'Requirements not complete' (contracts' requirementsText in English).
 */
export function requirementsReason(completion: CompletionStatus, t: Translate): string {
  const parts = [
    completion.pending_vaccines.length > 0 ? t('reasons.missingVaccines', { names: completion.pending_vaccines.join(', ') }) : '',
    completion.pending_labs.length > 0 ? t('reasons.missingLabTests', { names: completion.pending_labs.join(', ') }) : '',
    completion.xray_pending ? t('reasons.xray') : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(t('reasons.separator')) : t('reasons.notComplete');
}

/** Why an applicant cannot be booked, in the page language; '' for one who can. */
export function applicantReason(applicant: PublicBookingApplicant, t: Translate, language: string): string {
  switch (applicant.status) {
    case 'bookable':
      return '';
    case 'already_booked': {
      const { appointment_date: date, start_time: time, appointment_office: office } = applicant;
      if (!date || !time || !office) return applicant.reason;
      return t('reasons.alreadyBooked', { date: formatSlotDate(date, language), time: formatSlotTime(time, language), office });
    }
    case 'pending_requirements':
      return requirementsReason(applicant.completion_status, t);
    case 'pending_i693_form':
      return t('reasons.noI693');
  }
}
