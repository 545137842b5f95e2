import { addDays, LAB_ORDER_WINDOW_DAYS, requirementsText, type ApplicantsByReadiness, type BookableApplicant } from '@clinic/contracts';

/** The applicants found for one e-mail of step 1, ready ones first. */
export interface EmailApplicants {
  email: string;
  applicants: BookableApplicant[];
}

const READINESS_ORDER = ['bookable_applicants', 'already_booked', 'pending_requirements', 'pending_i693_form'] as const;

/** Every e-mail in the order typed, each with all its applicants (an e-mail the server did not answer has none). */
export function groupApplicants(emails: readonly string[], answer: Record<string, ApplicantsByReadiness>): EmailApplicants[] {
  return emails.map((email) => {
    const found = answer[email];
    return { email, applicants: found ? READINESS_ORDER.flatMap((list) => found[list]) : [] };
  });
}

export const isBookable = (applicant: BookableApplicant) => applicant.status === 'bookable' && applicant.ready_for_booking;

export function hasBookable(groups: readonly EmailApplicants[]): boolean {
  return groups.some((group) => group.applicants.some(isBookable));
}

/** The chosen applicants in list order: the first one becomes the appointment's primary applicant. */
export function chosenApplicants(groups: readonly EmailApplicants[], chosen: ReadonlySet<string>): BookableApplicant[] {
  return groups.flatMap((group) => group.applicants).filter((applicant) => isBookable(applicant) && chosen.has(applicant.uuid));
}

export function fullName(applicant: Pick<BookableApplicant, 'first_name' | 'middle_name' | 'last_name'>): string {
  return [applicant.first_name, applicant.middle_name, applicant.last_name].filter((part) => part && part.trim()).join(' ');
}

/** Why an applicant cannot be booked (already booked on…, missing items, no I-693); empty when bookable. */
export function readinessReason(applicant: BookableApplicant): string {
  if (applicant.reason) return applicant.reason;
  return applicant.status === 'pending_requirements' ? requirementsText(applicant.completion_status) : '';
}

/** The last day an applicant may be seen: 14 days after their Quantiferon collection (public-site.md 9), or null. */
export function lastDayAfterLab(applicant: BookableApplicant): string | null {
  return applicant.quantiferon_collected_on ? addDays(applicant.quantiferon_collected_on, LAB_ORDER_WINDOW_DAYS) : null;
}

/** The applicant whose lab window closes first, with that day: no later day can hold them all. */
export function earliestLabLimit(applicants: readonly BookableApplicant[]): { applicant: BookableApplicant; lastDay: string } | null {
  let limit: { applicant: BookableApplicant; lastDay: string } | null = null;
  for (const applicant of applicants) {
    const lastDay = lastDayAfterLab(applicant);
    if (lastDay && (!limit || lastDay < limit.lastDay)) limit = { applicant, lastDay };
  }
  return limit;
}
