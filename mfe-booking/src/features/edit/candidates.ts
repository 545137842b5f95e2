import {
  addDays,
  LAB_ORDER_WINDOW_DAYS,
  type LookupResult,
  type PublicApplicantGroups,
  type PublicAppointment,
  type PublicBookingApplicant,
} from '@clinic/contracts';
import { APPLICANT_SECTIONS, applicantSections, type ListedApplicant } from '../schedule/applicants';

/**
 * Who may be offered to join the appointment: the session's applicants and those of the other
 * e-mails looked up, ready ones first, then the others (shown with their reason). The appointment's
 * own people are left out, also of lookup results from before they joined.
 */
export function candidatesFor(booking: PublicAppointment, own: PublicApplicantGroups, lookups: readonly LookupResult[]): ListedApplicant[] {
  const members = new Set(booking.applicants.map((m) => m.uuid));
  const sections = applicantSections(own, lookups);
  return APPLICANT_SECTIONS.flatMap((section) => sections[section]).filter(({ applicant }) => !members.has(applicant.uuid));
}

/** The last day a ready applicant may be seen after a Quantiferon blood draw, when the appointment is later than that. */
export function missedLabWindow(applicant: PublicBookingApplicant, appointmentDate: string): string | null {
  if (!applicant.quantiferon_collected_on) return null;
  const last = addDays(applicant.quantiferon_collected_on, LAB_ORDER_WINDOW_DAYS);
  return appointmentDate > last ? last : null;
}

/** Only ready applicants whose lab window still covers the appointment's day can be added. */
export function canJoin(applicant: PublicBookingApplicant, appointmentDate: string): boolean {
  return applicant.ready_for_booking && missedLabWindow(applicant, appointmentDate) === null;
}
