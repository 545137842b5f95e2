import { appointmentEvents, availabilityEvents, type EventTitles } from './calendarEvents';
import { testAppointment, testAvailability } from './testData';

const titles: EventTitles = { available: (office) => `Available - ${office}`, withOthers: (name, others) => `${name} +${others} others` };

describe('calendar events', () => {
  it('shows an availability green, titled with its office, at its Los Angeles times', () => {
    const [event] = availabilityEvents([testAvailability()], titles);
    expect(event).toMatchObject({ title: 'Available - Fremont', start: '2030-01-07T11:00:00', end: '2030-01-07T17:00:00', backgroundColor: '#2e7d32' });
  });

  it('titles an appointment with its applicant, or the first one and how many others', () => {
    const events = appointmentEvents([testAppointment(), testAppointment({ uuid: 'p2', all_applicant_names: ['Ali Khan', 'Sara Khan', 'Omar Khan'] })], titles);
    expect(events.map((e) => e.title)).toEqual(['Sara Khan', 'Ali Khan +2 others']);
  });

  it('hides cancelled appointments and colours the others by status', () => {
    const events = appointmentEvents(
      (['booked', 'completed', 'cancelled', 'no_show'] as const).map((status, i) => testAppointment({ uuid: `p${i}`, status })),
      titles,
    );
    expect(events.map((e) => e.backgroundColor)).toEqual(['#1565c0', '#1b5e20', '#fbc02d']);
  });
});
