import type { AppointmentSlot, AppointmentStatus, Availability } from '@clinic/contracts';
import type { EventInput } from '@fullcalendar/core';

/** Availability green; appointments by status: booked blue, completed green, cancelled red, no_show yellow, else grey. */
export const AVAILABILITY_COLOR = '#2e7d32';
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

export interface EventTitles {
  available: (office: string) => string;
  /** `Name +N others` for an appointment of several applicants. */
  withOthers: (name: string, others: number) => string;
}

// Times without an offset are read by FullCalendar in its time zone (Los Angeles), whatever the browser's zone.
const at = (date: string, time: string) => `${date}T${time}:00`;

export function availabilityEvents(availabilities: readonly Availability[], titles: EventTitles): EventInput[] {
  return availabilities.map((a) => ({
    id: `availability-${a.uuid}`,
    title: titles.available(a.office_name),
    start: at(a.date, a.start_time),
    end: at(a.date, a.end_time),
    backgroundColor: AVAILABILITY_COLOR,
    borderColor: AVAILABILITY_COLOR,
    textColor: '#ffffff',
    extendedProps: { item: { kind: 'availability', uuid: a.uuid } satisfies CalendarItem },
  }));
}

/** The applicant name, or `Name +N others` when the appointment holds several. */
export function appointmentTitle(appointment: AppointmentSlot, titles: EventTitles): string {
  const names = appointment.all_applicant_names.length > 0 ? appointment.all_applicant_names : [appointment.applicant_name];
  return names.length > 1 ? titles.withOthers(names[0]!, names.length - 1) : (names[0] ?? '');
}

/** Cancelled appointments are not shown. */
export function appointmentEvents(appointments: readonly AppointmentSlot[], titles: EventTitles): EventInput[] {
  return appointments
    .filter((a) => a.status !== 'cancelled')
    .map((a) => {
      const colors = statusColors(a.status);
      return {
        id: `appointment-${a.uuid}`,
        title: appointmentTitle(a, titles),
        start: at(a.appointment_date, a.start_time),
        end: at(a.appointment_date, a.end_time),
        backgroundColor: colors.background,
        borderColor: colors.background,
        textColor: colors.text,
        extendedProps: { item: { kind: 'appointment', uuid: a.uuid } satisfies CalendarItem },
      };
    });
}
