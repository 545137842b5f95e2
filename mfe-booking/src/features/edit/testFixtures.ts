/** Test-only: answers of the booking calls as svc-core gives them, and a fetch mock serving them. */
import {
  groupApplicants,
  lookupSummary,
  type AppointmentMember,
  type BookingStatus,
  type LookupResult,
  type MyBookingData,
  type PublicAppointment,
  type PublicBookingApplicant,
} from '@clinic/contracts';
import { fakeResponse, type FakeResponseInit } from '@clinic/platform/src/testing/fakes';

export const SESSION_EMAIL = 'maria@example.com';
export const APPOINTMENT_UUID = '7c0e4a52-8c43-4c4e-9a57-0b7a2f1d6e10';

let next = 0;
const uuid = () => `0d8f4a8e-0000-4000-8000-${String(++next).padStart(12, '0')}`;

export function applicant(
  first: string,
  last: string,
  status: BookingStatus = 'bookable',
  extra: Partial<PublicBookingApplicant> = {},
): PublicBookingApplicant {
  return {
    uuid: uuid(),
    first_name: first,
    middle_name: '',
    last_name: last,
    dob: '1990-04-12',
    age: 35,
    email: SESSION_EMAIL,
    status,
    ready_for_booking: status === 'bookable',
    reason: status === 'pending_i693_form' ? 'The I-693 form of this applicant has not been received.' : '',
    message: '',
    completion_status: { pending_vaccines: [], pending_labs: [], xray_pending: false },
    appointment_date: null,
    appointment_office: null,
    start_time: null,
    end_time: null,
    quantiferon_collected_on: null,
    is_primary: false,
    appointment_uuid: null,
    current_checklist: { vaccines: [], lab_tests: [] },
    ...extra,
  };
}

export function member(first: string, last: string, isPrimary = false): AppointmentMember {
  return { uuid: uuid(), first_name: first, middle_name: '', last_name: last, age: 35, is_primary: isPrimary, can_remove: !isPrimary };
}

export function appointment(members: AppointmentMember[], extra: Partial<PublicAppointment> = {}): PublicAppointment {
  return {
    uuid: APPOINTMENT_UUID,
    status: 'booked',
    appointment_date: '2031-03-14',
    start_time: '13:30',
    end_time: '13:45',
    office: 'Fremont',
    office_uuid: 'a1b2c3d4-0000-4000-8000-000000000001',
    office_code: 'fremont',
    office_address: '39180 Liberty St, Fremont, CA 94538',
    office_phone: '(510) 555-0100',
    total_applicants: members.length,
    applicants: members,
    i693_applicants: [],
    ...extra,
  };
}

export function bookingData(booking: PublicAppointment | null, applicants: PublicBookingApplicant[] = [], max = 6): MyBookingData {
  return {
    email: SESSION_EMAIL,
    ...groupApplicants(applicants),
    unmatched_i693: [],
    availability: {},
    mode: booking ? 'appointment_editing' : 'new_booking',
    booking,
    has_appointments: booking !== null,
    existing_appointments: booking ? [booking] : [],
    max_applicants_per_appointment: max,
    message: 'Your appointment details have been loaded successfully.',
    message_code: 'APPOINTMENT_LOADED',
  };
}

export function lookupResult(lookupEmail: string, applicants: PublicBookingApplicant[]): LookupResult {
  const groups = groupApplicants(applicants);
  return {
    success: true,
    lookup_email: lookupEmail,
    email: SESSION_EMAIL,
    expires_in_minutes: 50,
    ...groups,
    ready_applicants: groups.bookable_applicants,
    total_bookable: groups.bookable_applicants.length,
    total_pending: groups.pending_requirements.length + groups.pending_i693_form.length,
    summary: lookupSummary(groups),
    message: `Applicants of ${lookupEmail} have been added to your booking session.`,
  };
}

export type Replies = Record<string, FakeResponseInit | FakeResponseInit[]>;

/**
 * A fetch mock answering by "METHOD /path" under /api/v1 (query left out); a list is answered in
 * turn, its last answer repeated. `calls(key)` gives the JSON bodies sent to that key.
 */
export function fakeServer() {
  const fetchMock = jest.fn();
  const keyOf = (url: string, init: RequestInit) => `${init.method} ${url.replace('/api/v1', '').replace(/\?.*$/, '')}`;
  return {
    fetchMock,
    serve(replies: Replies) {
      fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
        const reply = replies[keyOf(url, init)];
        if (!reply) throw new Error(`unexpected call ${keyOf(url, init)}`);
        return fakeResponse(Array.isArray(reply) ? (reply.length > 1 ? reply.shift()! : reply[0]!) : reply);
      });
    },
    calls(key: string): unknown[] {
      return (fetchMock.mock.calls as Array<[string, RequestInit]>)
        .filter(([url, init]) => keyOf(url, init) === key)
        .map(([, init]) => (typeof init.body === 'string' ? JSON.parse(init.body) : undefined));
    },
    urls(key: string): string[] {
      return (fetchMock.mock.calls as Array<[string, RequestInit]>).filter(([url, init]) => keyOf(url, init) === key).map(([url]) => url);
    },
  };
}
