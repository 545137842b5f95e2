/** The calendar-sync module's face: what other modules may import from it. */
export { namesOf } from './event-text';
export { createGoogleCalendar } from './google-calendar';
export { appointmentSnapshot, type AppointmentPerson, type AppointmentSnapshot } from './repo';
export { calendarSyncRoutes } from './routes';
export { googleCalendarSettings } from './settings';
export { createCalendarSync, type CalendarSync } from './sync';
