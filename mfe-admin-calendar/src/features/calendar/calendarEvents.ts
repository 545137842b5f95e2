import type { AppointmentSlot, AppointmentStatus, Availability } from '@clinic/contracts';
import type { EventInput } from '@fullcalendar/core';

/** Availability green; appointments by status: booked blue, completed green, cancelled red, no_show yellow, else grey. */
export const AVAILABILITY_COLOR = '#2e7d32';
/** All Offices shades the hours some office is available in this light green (FullCalendar's background events). */
const AVAILABLE_SHADE = '#a5d6a7';
/** Each office's mark in All Offices, in the order of the office list; distinct from the status colours. */
const OFFICE_COLORS = ['#e65100', '#6a1b9a', '#00838f', '#ad1457', '#558b2f', '#4e342e', '#f9a825', '#283593', '#00695c', '#8d6e63', '#5e35b1', '#0277bd'];

export function officeColor(index: number): string {
  return OFFICE_COLORS[index % OFFICE_COLORS.length]!;
}
const STATUS_COLORS: Record<AppointmentStatus, { background: string; text: string }> = {
  booked: { background: '#1565c0', text: '#ffffff' },
  completed: { background: '#1b5e20', text: '#ffffff' },
  cancelled: { background: '#c62828', text: '#ffffff' },
  no_show: { background: '#fbc02d', text: '#1d2733' },
};
const OTHER_STATUS = { background: '#616161', text: '#ffffff' };

export function statusColors(status: string): { background: string; text: string } {
  return STATUS_COLORS[status as AppointmentStatus] ?? OTHER_STATUS;
}

/** What a click on a calendar event opens. */
export type CalendarItem = { kind: 'availability'; uuid: string } | { kind: 'appointment'; uuid: string };

/** What an appointment's block shows besides its title: how many people, and in All Offices its office. */
export interface AppointmentBlock {
  party: string;
  office: string | null;
}

export interface EventTitles {
  available: (office: string) => string;
  /** `Name +N others` for an appointment of several applicants. */
  withOthers: (name: string, others: number) => string;
  /** `1 person`, `3 people`. */
  party: (count: number) => string;
}

/** All Offices marks each office by colour; one office's calendar passes null. */
export type OfficeColors = ReadonlyMap<string, string> | null;

// Times without an offset are read by FullCalendar in its time zone (Los Angeles), whatever the browser's zone.
const at = (date: string, time: string) => `${date}T${time}:00`;

/**
 * One office's availability as green events; in All Offices (`officeColors`) the hours as a light
 * background, since ten offices' events side by side in one day column cannot be read.
 */
export function availabilityEvents(availabilities: readonly Availability[], titles: EventTitles, officeColors: OfficeColors): EventInput[] {
  if (officeColors) {
    return availabilities.map((a) => ({
      id: `availability-${a.uuid}`,
      start: at(a.date, a.start_time),
      end: at(a.date, a.end_time),
      display: 'background',
      backgroundColor: AVAILABLE_SHADE,
    }));
  }
  return availabilities.map((a) => ({
    id: `availability-${a.uuid}`,
    title: titles.available(a.office_name),
    start: at(a.date, a.start_time),
    end: at(a.date, a.end_time),
    backgroundColor: AVAILABILITY_COLOR,
    borderColor: AVAILABILITY_COLOR,
    classNames: ['availability-event'],
    textColor: '#ffffff',
    extendedProps: { item: { kind: 'availability', uuid: a.uuid } satisfies CalendarItem },
  }));
}

/** The applicant name, or `Name +N others` when the appointment holds several. */
export function appointmentTitle(appointment: AppointmentSlot, titles: EventTitles): string {
  const names = appointment.all_applicant_names.length > 0 ? appointment.all_applicant_names : [appointment.applicant_name];
  return names.length > 1 ? titles.withOthers(names[0]!, names.length - 1) : (names[0] ?? '');
}

/** Cancelled appointments are not shown; in All Offices each is marked with its office's colour and name. */
export function appointmentEvents(appointments: readonly AppointmentSlot[], titles: EventTitles, officeColors: OfficeColors): EventInput[] {
  return appointments
    .filter((a) => a.status !== 'cancelled')
    .map((a) => {
      const colors = statusColors(a.status);
      const officeMark = officeColors?.get(a.office_uuid);
      const block: AppointmentBlock = { party: titles.party(Math.max(1, a.all_applicant_names.length)), office: officeColors ? a.office_name : null };
      return {
        id: `appointment-${a.uuid}`,
        title: appointmentTitle(a, titles),
        start: at(a.appointment_date, a.start_time),
        end: at(a.appointment_date, a.end_time),
        backgroundColor: colors.background,
        borderColor: officeMark ?? colors.background,
        classNames: [officeMark ? 'office-marked' : 'beside-availability'],
        textColor: colors.text,
        extendedProps: { item: { kind: 'appointment', uuid: a.uuid } satisfies CalendarItem, block },
      };
    });
}
