import type { AppointmentPerson, AppointmentSlot, Availability, Office } from '@clinic/contracts';
import { latestNotice, noticeStore, sessionStore } from '@clinic/platform';
import { startI18nWith } from '@clinic/platform/src/testing/texts';
import { TEXTS } from '../../texts';

/** Offices, availability and appointments for the calendar's tests. */
export function testOffice(change: Partial<Office> = {}): Office {
  return {
    uuid: '0f000000-0000-4000-8000-000000000001',
    name: 'Fremont',
    code: 'fremont',
    address: '39500 Stevenson Pl, Suite 105, Fremont, CA 94539',
    phone: '(510) 555-0117',
    timezone: 'America/Los_Angeles',
    default_slot_duration_minutes: 15,
    ...change,
  };
}

export const FREMONT = testOffice();
export const DUBLIN = testOffice({ uuid: '0f000000-0000-4000-8000-000000000002', name: 'Dublin', code: 'dublin', default_slot_duration_minutes: 10 });

export function testAvailability(change: Partial<Availability> = {}): Availability {
  return {
    uuid: 'a0000000-0000-4000-8000-000000000001',
    office: FREMONT.uuid,
    office_name: FREMONT.name,
    date: '2030-01-07',
    start_time: '11:00',
    end_time: '17:00',
    slot_duration_minutes: 15,
    notes: '',
    is_available: true,
    break_times: [],
    ...change,
  };
}

/** A person of an appointment, reached at `<first name>@example.com`, with one I-693 application. */
export function testPerson(name: string, i = 0): AppointmentPerson {
  return {
    uuid: `c0000000-0000-4000-8000-00000000000${i}`,
    name,
    phone: `510555010${i}`,
    email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
    lead_email: 'family@example.com',
    i693_count: 1,
    i693_search: name.toLowerCase().replace(' ', '  '),
  };
}

/** An appointment; its people follow `all_applicant_names` unless given. */
export function testAppointment(change: Partial<AppointmentSlot> = {}): AppointmentSlot {
  return {
    applicants: (change.all_applicant_names ?? ['Sara Khan']).map(testPerson),
    uuid: 'b0000000-0000-4000-8000-000000000001',
    applicant_name: 'Sara Khan',
    all_applicant_names: ['Sara Khan'],
    appointment_date: '2030-01-07',
    start_time: '14:00',
    end_time: '14:15',
    status: 'booked',
    office: FREMONT.code,
    office_uuid: FREMONT.uuid,
    office_name: FREMONT.name,
    office_address: FREMONT.address,
    ...change,
  };
}

/** Fixes the clock (Date only; timers stay real) at noon of a Los Angeles day. */
export function fixToday(day: string): void {
  jest.useFakeTimers({
    now: new Date(`${day}T20:00:00Z`),
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'setImmediate',
      'clearImmediate',
      'queueMicrotask',
      'nextTick',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'performance',
      'hrtime',
    ],
  });
}

/**
 * The frame of the dialog tests: the texts loaded, today fixed (when given), and after each test the
 * mocks reset, real timers back and the notices cleared; no test may end with the blocking message dialog up.
 */
export function setUpDialogTests(today?: string): void {
  beforeAll(() => startI18nWith(TEXTS));
  if (today) beforeEach(() => fixToday(today));
  afterEach(() => {
    jest.resetAllMocks();
    jest.useRealTimers();
    clearNotices();
  });
}

/** The newest non-blocking notice. */
export const shownNotice = () => latestNotice();

/** Routine results are notices: the message dialog (which needs an OK) stays closed. */
export function clearNotices(): void {
  expect(sessionStore.getState().appMessage).toBeNull();
  noticeStore.setState({ notices: [] });
}
