import type { ApplicantsByReadiness, BookableApplicant } from '@clinic/contracts';

/** A bookable applicant for tests; pass what differs. */
export function testApplicant(change: Partial<BookableApplicant> = {}): BookableApplicant {
  return {
    uuid: '11111111-1111-4111-8111-111111111111',
    first_name: 'Maria',
    middle_name: '',
    last_name: 'Lopez',
    dob: '1990-04-12',
    email: 'family@example.com',
    status: 'bookable',
    ready_for_booking: true,
    reason: '',
    message: 'Ready to Book',
    completion_status: { pending_vaccines: [], pending_labs: [], xray_pending: false },
    appointment_date: null,
    appointment_office: null,
    start_time: null,
    end_time: null,
    quantiferon_collected_on: null,
    ...change,
  };
}

export function readinessLists(change: Partial<ApplicantsByReadiness> = {}): ApplicantsByReadiness {
  return { bookable_applicants: [], already_booked: [], pending_requirements: [], pending_i693_form: [], ...change };
}
