import { hoursOf, weekSummary } from './weekSummary';
import { DUBLIN, FREMONT, testAppointment, testAvailability } from './testData';

const MONDAY = '2030-01-07';

describe('week summary', () => {
  it('sums available and booked hours per office, in total and per day', () => {
    const availabilities = [
      testAvailability({ uuid: 'a1', date: '2030-01-07', start_time: '11:00', end_time: '17:00' }),
      testAvailability({ uuid: 'a2', date: '2030-01-08', start_time: '11:00', end_time: '13:30' }),
      testAvailability({ uuid: 'a3', date: '2030-01-08', start_time: '14:00', end_time: '15:00' }),
      testAvailability({ uuid: 'a4', office: DUBLIN.uuid, office_name: DUBLIN.name, date: '2030-01-13', start_time: '12:00', end_time: '14:00' }),
    ];
    const appointments = [
      testAppointment({ uuid: 'p1', appointment_date: '2030-01-07', start_time: '14:00', end_time: '14:15' }),
      testAppointment({ uuid: 'p2', appointment_date: '2030-01-07', start_time: '15:00', end_time: '15:15', status: 'completed' }),
      testAppointment({ uuid: 'p3', appointment_date: '2030-01-08', start_time: '11:00', end_time: '11:15', status: 'no_show' }),
    ];
    const [dublin, fremont] = weekSummary(availabilities, appointments, MONDAY);
    expect(dublin).toMatchObject({ officeName: 'Dublin', availableMinutes: 120, bookedMinutes: 0 });
    expect(dublin!.days.map((d) => d.availableMinutes)).toEqual([0, 0, 0, 0, 0, 0, 120]);
    expect(fremont).toMatchObject({ officeUuid: FREMONT.uuid, availableMinutes: 360 + 150 + 60, bookedMinutes: 45 });
    expect(fremont!.days.slice(0, 2)).toEqual([
      { date: '2030-01-07', availableMinutes: 360, bookedMinutes: 30 },
      { date: '2030-01-08', availableMinutes: 210, bookedMinutes: 15 },
    ]);
  });

  it('leaves out cancelled appointments and days outside the week', () => {
    const summary = weekSummary(
      [testAvailability({ date: '2030-01-14' }), testAvailability({ uuid: 'a2', date: '2030-01-06' })],
      [testAppointment({ status: 'cancelled' }), testAppointment({ uuid: 'p2', appointment_date: '2030-01-14' })],
      MONDAY,
    );
    expect(summary).toEqual([]);
  });

  it('shows hours with at most two decimals', () => {
    expect(hoursOf(360)).toBe('6');
    expect(hoursOf(90)).toBe('1.5');
    expect(hoursOf(20)).toBe('0.33');
    expect(hoursOf(0)).toBe('0');
  });
});
