import type { CalendarLog } from '@clinic/contracts';
import { logRow, logTime, usTime } from './logRows';

const words = { notAvailable: 'N/A', none: 'None' };
const log: CalendarLog = {
  uuid: 'l1',
  created_on: '2025-07-04T21:05:00.000Z',
  patient_name: 'Maria Lopez',
  office_name: 'Fremont',
  appointment_date: '2025-07-10',
  appointment_time: '14:30',
  action: 'created',
  status: 'success',
  google_event_id: 'evt123',
  error_message: null,
};

describe('log rows', () => {
  it('shows the time in Los Angeles as MM/DD/YYYY hh:mmA, in summer and winter', () => {
    expect(logTime('2025-07-04T21:05:00.000Z')).toBe('07/04/2025 02:05PM');
    expect(logTime('2025-01-02T08:30:00.000Z')).toBe('01/02/2025 12:30AM');
  });

  it('formats a complete row', () => {
    expect(logRow(log, words)).toEqual({
      uuid: 'l1',
      time: '07/04/2025 02:05PM',
      patient: 'Maria Lopez',
      office: 'Fremont',
      appointment: '07/10/2025 02:30PM',
      action: 'created',
      status: 'success',
      eventId: 'evt123',
      error: 'None',
    });
  });

  it('shows N/A for a missing patient, office and appointment, None for a missing event id and error', () => {
    const bare = logRow(
      { ...log, patient_name: null, office_name: '', appointment_date: null, appointment_time: null, google_event_id: null, error_message: 'Calendar down' },
      words,
    );
    expect(bare).toMatchObject({ patient: 'N/A', office: 'N/A', appointment: 'N/A', eventId: 'None', error: 'Calendar down' });
    expect(logRow({ ...log, appointment_time: null }, words).appointment).toBe('07/10/2025 N/A');
  });

  it('reads times on a 12-hour clock', () => {
    expect([usTime('00:05'), usTime('12:00'), usTime('09:15')]).toEqual(['12:05AM', '12:00PM', '09:15AM']);
  });
});
