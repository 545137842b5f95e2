import {
  BOOKING_STATUS_LABELS,
  type BookingStatus,
  type LookupResult,
  type MyBookingData,
  type OfficeSlot,
  type PublicAppointment,
  type PublicBookingApplicant,
} from '@clinic/contracts';

/** Test data of the scheduling page: applicants, offices with slots, appointments (days far ahead, office clock times). */

let next = 0;
const uuid = () => `6f1c2d3e-0000-4000-8000-${String((next += 1)).padStart(12, '0')}`;

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
    age: 40,
    email: 'maria@example.com',
    status,
    ready_for_booking: status === 'bookable',
    message: BOOKING_STATUS_LABELS[status],
    reason: '',
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

export const slot = (start_time: string, end_time: string, is_available = true): OfficeSlot => ({
  start_time,
  end_time,
  is_available,
  availability_uuid: 'a0000000-0000-4000-8000-000000000001',
});

export const FREMONT_UUID = '0ff1ce00-0000-4000-8000-000000000001';
export const OAKLAND_UUID = '0ff1ce00-0000-4000-8000-000000000002';

export function offices(): MyBookingData['availability'] {
  return {
    Oakland: {
      uuid: OAKLAND_UUID,
      name: 'Oakland',
      code: 'oakland',
      address: '1 Broadway, Oakland, CA 94607',
      phone: '(510) 555-0100',
      timezone: 'America/Los_Angeles',
      dates: {},
    },
    Fremont: {
      uuid: FREMONT_UUID,
      name: 'Fremont',
      code: 'fremont',
      address: '39500 Fremont Blvd #1, Fremont, CA 94538',
      phone: '(510) 555-0111',
      timezone: 'America/Los_Angeles',
      dates: {
        '2031-03-11': [slot('13:00', '13:15'), slot('11:00', '11:15', false), slot('11:15', '11:30')],
        '2031-03-10': [slot('14:30', '14:45'), slot('11:00', '11:15')],
        '2031-03-12': [slot('11:00', '11:15', false)],
      },
    },
  };
}

export function appointment(people: PublicBookingApplicant[], extra: Partial<PublicAppointment> = {}): PublicAppointment {
  return {
    uuid: uuid(),
    status: 'booked',
    appointment_date: '2031-03-10',
    start_time: '11:00',
    end_time: '11:15',
    office: 'Fremont',
    office_uuid: FREMONT_UUID,
    office_code: 'fremont',
    office_address: '39500 Fremont Blvd #1, Fremont, CA 94538',
    office_phone: '(510) 555-0111',
    total_applicants: people.length,
    applicants: people.map((p, i) => ({
      uuid: p.uuid,
      first_name: p.first_name,
      middle_name: p.middle_name,
      last_name: p.last_name,
      age: p.age,
      is_primary: i === 0,
      can_remove: i > 0,
    })),
    i693_applicants: [],
    ...extra,
  };
}

export function bookingData(applicants: PublicBookingApplicant[], extra: Partial<MyBookingData> = {}): MyBookingData {
  const of = (status: BookingStatus) => applicants.filter((a) => a.status === status);
  return {
    email: 'maria@example.com',
    bookable_applicants: of('bookable'),
    already_booked: of('already_booked'),
    pending_requirements: of('pending_requirements'),
    pending_i693_form: of('pending_i693_form'),
    unmatched_i693: [],
    availability: offices(),
    mode: 'new_booking',
    booking: null,
    has_appointments: false,
    existing_appointments: [],
    max_applicants_per_appointment: 6,
    message: 'Your booking information has been loaded.',
    message_code: 'BOOKING_LOADED',
    ...extra,
  };
}

export function lookupResult(lookupEmail: string, applicants: PublicBookingApplicant[]): LookupResult {
  const of = (status: BookingStatus) => applicants.filter((a) => a.status === status);
  const ready = of('bookable');
  return {
    success: true,
    lookup_email: lookupEmail,
    email: 'maria@example.com',
    expires_in_minutes: 60,
    bookable_applicants: ready,
    ready_applicants: ready,
    already_booked: of('already_booked'),
    pending_requirements: of('pending_requirements'),
    pending_i693_form: of('pending_i693_form'),
    total_bookable: ready.length,
    total_pending: applicants.length - ready.length,
    summary: { ready_to_book: ready.length, pending_requirements: 0, pending_i693_form: 0, already_booked: 0 },
    message: 'ok',
  };
}
