import { OFFICE_TIMEZONE, type CalendarLog, type CalendarLogAction, type CalendarLogStatus } from '@clinic/contracts';

/** One log row as the table shows it: every value a text, missing ones replaced by the spec's defaults. */
export interface LogRowView {
  uuid: string;
  time: string;
  patient: string;
  office: string;
  appointment: string;
  action: CalendarLogAction;
  status: CalendarLogStatus;
  eventId: string;
  error: string;
}

/** The defaults of missing values: N/A for patient, office and appointment, None for the event id and error. */
export interface MissingWords {
  notAvailable: string;
  none: string;
}

const instantFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: OFFICE_TIMEZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});

/** An instant as `MM/DD/YYYY hh:mmA` in America/Los_Angeles, whatever the browser's zone. */
export function logTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = Object.fromEntries(instantFormat.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.month}/${parts.day}/${parts.year} ${parts.hour}:${parts.minute}${String(parts.dayPeriod).toUpperCase()}`;
}

/** `2025-06-20` as `06/20/2025`. */
export function usDay(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return m ? `${m[2]}/${m[3]}/${m[1]}` : day;
}

/** `14:05` as `02:05PM`. */
export function usTime(time: string): string {
  const m = /^(\d{2}):(\d{2})/.exec(time);
  if (!m) return time;
  const hours = Number(m[1]);
  return `${String(hours % 12 || 12).padStart(2, '0')}:${m[2]}${hours >= 12 ? 'PM' : 'AM'}`;
}

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

export function logRow(log: CalendarLog, words: MissingWords): LogRowView {
  const day = present(log.appointment_date) ? usDay(log.appointment_date) : null;
  const time = present(log.appointment_time) ? usTime(log.appointment_time) : null;
  return {
    uuid: log.uuid,
    time: logTime(log.created_on),
    patient: present(log.patient_name) ? log.patient_name : words.notAvailable,
    office: present(log.office_name) ? log.office_name : words.notAvailable,
    appointment: day || time ? `${day ?? words.notAvailable} ${time ?? words.notAvailable}` : words.notAvailable,
    action: log.action,
    status: log.status,
    eventId: present(log.google_event_id) ? log.google_event_id : words.none,
    error: present(log.error_message) ? log.error_message : words.none,
  };
}
