import type { Checklist } from './leads';

/**
 * Booking readiness of an applicant (DESIGN.md 7), computed here once and used by the staff lookup and
 * public booking alike: `already_booked` when in a booked appointment; else `pending_i693_form` when
 * no I-693 application is matched; else `pending_requirements` when a checklist item is pending (the
 * chest x-ray when TB-positive included); else `bookable`.
 */
export const BOOKING_STATUSES = ['bookable', 'already_booked', 'pending_requirements', 'pending_i693_form'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** The status tags of the lookup (booking-leads-calendar.md 4). */
export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  bookable: 'Ready to Book',
  already_booked: 'Already Booked',
  pending_requirements: 'Missing Requirements',
  pending_i693_form: 'Needs I-693 Form',
};

export interface CompletionStatus {
  pending_vaccines: string[];
  pending_labs: string[];
  xray_pending: boolean;
}

export interface ReadinessFacts {
  checklist: Checklist;
  isTbPositive: boolean;
  isXrayNormal: boolean;
  /** An active I-693 application is matched to the applicant. */
  hasMatchedI693: boolean;
  /** The booked appointment the applicant is in, if any. */
  booked: { appointment_date: string; appointment_office: string; start_time: string; end_time: string } | null;
}

export interface BookingReadiness {
  status: BookingStatus;
  ready_for_booking: boolean;
  /** Why the applicant cannot be booked (empty when bookable). */
  reason: string;
  completion_status: CompletionStatus;
}

/** Items not received yet (a missing status counts as pending); optional items do not hold booking back. */
function pendingNames(items: Checklist['vaccines']): string[] {
  return items.filter((item) => item.status !== 'done' && !item.is_optional).map((item) => item.name);
}

/** The spec's requirements text: 'Missing vaccines: …', 'Missing lab tests: …', 'X-ray required', joined by '; '. */
export function requirementsText(completion: CompletionStatus): string {
  const parts = [
    completion.pending_vaccines.length > 0 ? `Missing vaccines: ${completion.pending_vaccines.join(', ')}` : '',
    completion.pending_labs.length > 0 ? `Missing lab tests: ${completion.pending_labs.join(', ')}` : '',
    completion.xray_pending ? 'X-ray required' : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join('; ') : 'Requirements not complete';
}

export const BOOKING_REASONS = {
  alreadyBooked: (b: NonNullable<ReadinessFacts['booked']>) => `Already booked on ${b.appointment_date} at ${b.start_time} (${b.appointment_office}).`,
  noI693: 'The I-693 form of this applicant has not been received.',
} as const;

export function bookingReadiness(facts: ReadinessFacts): BookingReadiness {
  const completion: CompletionStatus = {
    pending_vaccines: pendingNames(facts.checklist.vaccines),
    pending_labs: pendingNames(facts.checklist.lab_tests),
    xray_pending: facts.isTbPositive && !facts.isXrayNormal,
  };
  const answer = (status: BookingStatus, reason: string): BookingReadiness => ({
    status,
    ready_for_booking: status === 'bookable',
    reason,
    completion_status: completion,
  });
  if (facts.booked) return answer('already_booked', BOOKING_REASONS.alreadyBooked(facts.booked));
  if (!facts.hasMatchedI693) return answer('pending_i693_form', BOOKING_REASONS.noI693);
  const pending = completion.pending_vaccines.length + completion.pending_labs.length > 0 || completion.xray_pending;
  return pending ? answer('pending_requirements', requirementsText(completion)) : answer('bookable', '');
}

/** An applicant as the booking lookups show them (booking-leads-calendar.md 3 "Bookable applicant"). */
export interface BookableApplicant extends BookingReadiness {
  uuid: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  dob: string | null;
  email: string;
  /** The status tag (Ready to Book, Already Booked, ...). */
  message: string;
  /** Of the booked appointment, when already_booked: office name, local day and times. */
  appointment_date: string | null;
  appointment_office: string | null;
  start_time: string | null;
  end_time: string | null;
  /** When the Quantiferon blood was drawn (YYYY-MM-DD): the appointment must be within 14 days after it. */
  quantiferon_collected_on: string | null;
}

/** The applicants of one e-mail, sorted by readiness. */
export interface ApplicantsByReadiness {
  bookable_applicants: BookableApplicant[];
  already_booked: BookableApplicant[];
  pending_requirements: BookableApplicant[];
  pending_i693_form: BookableApplicant[];
}
