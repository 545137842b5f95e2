import { appointmentEvents, availabilityEvents, officeColor, type EventTitles } from './calendarEvents';
import { DUBLIN, FREMONT, testAppointment, testAvailability } from './testData';

const titles: EventTitles = {
  available: (office) => `Available - ${office}`,
  withOthers: (name, others) => `${name} +${others} others`,
  party: (count) => (count === 1 ? '1 person' : `${count} people`),
};
const allOffices = new Map([
  [DUBLIN.uuid, officeColor(0)],
  [FREMONT.uuid, officeColor(1)],
]);

describe('calendar events', () => {
  it('shows an availability green, titled with its office, at its Los Angeles times', () => {
    const [event] = availabilityEvents([testAvailability()], titles, null);
    expect(event).toMatchObject({ title: 'Available - Fremont', start: '2030-01-07T11:00:00', end: '2030-01-07T17:00:00', backgroundColor: '#2e7d32' });
  });

  it('titles an appointment with its applicant, or the first one and how many others, and says how many people come', () => {
    const events = appointmentEvents(
      [testAppointment(), testAppointment({ uuid: 'p2', all_applicant_names: ['Ali Khan', 'Sara Khan', 'Omar Khan'] })],
      titles,
      null,
    );
    expect(events.map((e) => e.title)).toEqual(['Sara Khan', 'Ali Khan +2 others']);
    expect(events.map((e) => e.extendedProps!.block)).toEqual([
      { party: '1 person', office: null },
      { party: '3 people', office: null },
    ]);
  });

  it('hides cancelled appointments and colours the others by status', () => {
    const events = appointmentEvents(
      (['booked', 'completed', 'cancelled', 'no_show'] as const).map((status, i) => testAppointment({ uuid: `p${i}`, status })),
      titles,
      null,
    );
    expect(events.map((e) => e.backgroundColor)).toEqual(['#1565c0', '#1b5e20', '#fbc02d']);
  });

  it('in All Offices shades the available hours behind the appointments, each marked with its office', () => {
    const [shade] = availabilityEvents([testAvailability()], titles, allOffices);
    expect(shade).toMatchObject({ display: 'background', start: '2030-01-07T11:00:00', end: '2030-01-07T17:00:00' });
    expect(shade!.title).toBeUndefined();
    const [booked] = appointmentEvents([testAppointment()], titles, allOffices);
    expect(booked).toMatchObject({ title: 'Sara Khan', backgroundColor: '#1565c0', borderColor: officeColor(1), classNames: ['office-marked'] });
    expect(booked!.extendedProps!.block).toEqual({ party: '1 person', office: 'Fremont' });
  });
});
