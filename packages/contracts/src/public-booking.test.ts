import type { BookingStatus } from './booking-readiness';
import {
  bookingCodeVerifySchema,
  groupApplicants,
  isPersonalBookingCode,
  lookupSummary,
  notBookableReasons,
  PUBLIC_BOOKING_MESSAGES,
  publicBookSchema,
  publicChecklist,
  secondsUntilResend,
  type PublicBookingApplicant,
} from './public-booking';

const applicant = (first_name: string, status: BookingStatus): PublicBookingApplicant => ({
  uuid: `uuid-${first_name}`,
  first_name,
  middle_name: '',
  last_name: 'Lopez',
  dob: '1990-04-12',
  age: 35,
  email: 'family@example.com',
  status,
  ready_for_booking: status === 'bookable',
  message: '',
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
});

describe('groupApplicants, lookupSummary and notBookableReasons', () => {
  const groups = groupApplicants([
    applicant('Maria', 'bookable'),
    applicant('Sara', 'already_booked'),
    applicant('Wei', 'pending_requirements'),
    applicant('Jose', 'bookable'),
    applicant('Omar', 'pending_i693_form'),
    applicant('Ana', 'pending_requirements'),
  ]);

  it('sorts applicants into the four groups, keeping their order', () => {
    expect(Object.fromEntries(Object.entries(groups).map(([group, list]) => [group, (list as PublicBookingApplicant[]).map((a) => a.first_name)]))).toEqual({
      bookable_applicants: ['Maria', 'Jose'],
      already_booked: ['Sara'],
      pending_requirements: ['Wei', 'Ana'],
      pending_i693_form: ['Omar'],
    });
  });

  it('counts each group', () => {
    expect(lookupSummary(groups)).toEqual({ ready_to_book: 2, pending_requirements: 2, pending_i693_form: 1, already_booked: 1 });
  });

  it.each([
    [[applicant('Sara', 'already_booked')], ['1 applicant(s) already have an appointment.']],
    [
      [applicant('Wei', 'pending_requirements'), applicant('Ana', 'pending_requirements'), applicant('Omar', 'pending_i693_form')],
      ['2 applicant(s) still have vaccines, lab tests or an x-ray to complete.', '1 applicant(s) still need to send the I-693 form.'],
    ],
    [[applicant('Maria', 'bookable')], []],
    [[], []],
  ])('gives the reasons no one can be booked without naming anyone (%#)', (list, reasons) => {
    expect(notBookableReasons(groupApplicants(list))).toEqual(reasons);
  });
});

describe('secondsUntilResend (Resend Code at 240 s or less)', () => {
  it.each([
    [600, 360],
    [241, 1],
    [240, 0],
    [10, 0],
    [0, 0],
  ])('with %i s left waits %i s', (left, wait) => {
    expect(secondsUntilResend(left)).toBe(wait);
  });
});

describe('publicChecklist', () => {
  it('keeps name, description, optional flag, and reads a missing status as pending', () => {
    const checklist = publicChecklist({
      vaccines: [{ key: 'mmr', name: 'MMR', description: 'Measles', status: 'done', is_optional: false, notes: 'staff only' }],
      lab_tests: [{ key: 'tb', name: 'TB', description: '', is_optional: true, notes: '' } as never],
    });
    expect(checklist).toEqual({
      vaccines: [{ name: 'MMR', description: 'Measles', status: 'done', is_optional: false }],
      lab_tests: [{ name: 'TB', description: '', status: 'pending', is_optional: true }],
    });
    expect(publicChecklist(null)).toEqual({ vaccines: [], lab_tests: [] });
  });
});

describe('isPersonalBookingCode', () => {
  it.each([
    ['a'.repeat(43), true],
    ['Ab-_'.repeat(10) + 'xyz', true],
    ['7b0d8a52-32c4-4f55-9d0e-3f6f4d2a9c11', false],
    ['calendar', false],
    ['a'.repeat(44), false],
    ['a'.repeat(42) + '=', false],
  ])('%s -> %s', (text, expected) => {
    expect(isPersonalBookingCode(text)).toBe(expected);
  });
});

describe('request bodies', () => {
  it('lower-cases and trims the e-mail and needs a 6-digit code', () => {
    expect(bookingCodeVerifySchema.parse({ email: ' Demo.Family@Example.COM ', otp_code: ' 012345 ' })).toEqual({
      email: 'demo.family@example.com',
      otp_code: '012345',
    });
    expect(bookingCodeVerifySchema.safeParse({ email: 'demo@example.com', otp_code: '12a456' }).success).toBe(false);
  });

  it.each([
    [{ start_time: '11:00' }, true],
    [{ start_time: '23:59' }, true],
    [{ start_time: '24:00' }, false],
    [{ start_time: '11:60' }, false],
    [{ appointment_date: '2026-02-30' }, false],
    [{ applicant_uuids: [] }, false],
  ])('judges a booking %p: %s', (change, valid) => {
    const body = {
      applicant_uuids: ['7b0d8a52-32c4-4f55-9d0e-3f6f4d2a9c11'],
      office_uuid: '3f1c2b9e-7a4d-4c1e-9b2f-5d6e7f8a9b0c',
      appointment_date: '2026-03-02',
      start_time: '11:00',
      ...change,
    };
    expect(publicBookSchema.safeParse(body).success).toBe(valid);
  });

  it('words the cap as the spec does', () => {
    expect(PUBLIC_BOOKING_MESSAGES.maxApplicants(6)).toBe('Maximum 6 applicants allowed per appointment');
  });
});
