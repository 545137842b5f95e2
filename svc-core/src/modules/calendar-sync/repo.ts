import type {
  CalendarLog,
  CalendarLogAction,
  CalendarLogQuery,
  CalendarLogStatus,
  CalendarLogSummary,
  CalendarLogSummaryQuery,
  LanguageCode,
} from '@clinic/contracts';
import type { Knex } from '@clinic/server-kit';

/** An appointment as the calendars and the client e-mails show it, times in its office's zone. */
export interface AppointmentSnapshot {
  uuid: string;
  status: 'booked' | 'completed' | 'cancelled' | 'no_show';
  starts_at: Date;
  ends_at: Date;
  office_uuid: string;
  office_code: string;
  office_name: string;
  office_address: string;
  office_phone: string;
  timezone: string;
  /** YYYY-MM-DD and HH:mm in the office's zone. */
  date: string;
  start_time: string;
  end_time: string;
  /** The language it was booked in on the public page; 'en' when booked by staff. */
  language: LanguageCode;
  /** Primary first. */
  applicants: AppointmentPerson[];
}

export interface AppointmentPerson {
  first_name: string;
  last_name: string;
  /** The applicant's own address, else their lead's; lower case. */
  email: string;
  lead_email: string;
  /** As stored: a language name ('Spanish') or code; 'English' by default. */
  preferred_language: string;
  /** The language of the lead's latest public appointment request, if any. */
  lead_language: string | null;
}

export async function appointmentSnapshot(db: Knex, uuid: string): Promise<AppointmentSnapshot | undefined> {
  const { rows } = (await db.raw(
    `select p.uuid, p.status, p.language, p.starts_at, p.ends_at, p.office_uuid, o.code as office_code, o.name as office_name,
       o.address as office_address, o.phone as office_phone, o.timezone,
       to_char(p.starts_at at time zone o.timezone, 'YYYY-MM-DD') as date,
       to_char(p.starts_at at time zone o.timezone, 'HH24:MI') as start_time,
       to_char(p.ends_at at time zone o.timezone, 'HH24:MI') as end_time
     from appointments p join offices o on o.uuid = p.office_uuid
     where p.uuid = ?`,
    [uuid],
  )) as { rows: Array<Omit<AppointmentSnapshot, 'applicants'>> };
  const appointment = rows[0];
  if (!appointment) return undefined;
  const people = (await db.raw(
    `select a.first_name, a.last_name, lower(coalesce(nullif(trim(a.email), ''), l.email)) as email, l.email as lead_email,
       a.preferred_language,
       (select r.preferred_language from appointment_requests r where r.lead_uuid = l.uuid order by r.created_on desc limit 1) as lead_language
     from appointment_applicants aa
     join applicants a on a.uuid = aa.applicant_uuid
     join leads l on l.uuid = a.lead_uuid
     where aa.appointment_uuid = ?
     order by aa.is_primary desc, a.created_on`,
    [uuid],
  )) as { rows: AppointmentPerson[] };
  return { ...appointment, applicants: people.rows };
}

export interface NewCalendarLog {
  appointment: AppointmentSnapshot;
  action: CalendarLogAction;
  status: CalendarLogStatus;
  googleEventId: string | null;
  errorMessage: string | null;
  attempt: number;
  /** As the staff calendar names the appointment's people. */
  patientName: string | null;
}

export async function insertCalendarLog(db: Knex, log: NewCalendarLog): Promise<void> {
  const { appointment } = log;
  await db('calendar_logs').insert({
    appointment_uuid: appointment.uuid,
    office_uuid: appointment.office_uuid,
    patient_name: log.patientName,
    office_name: appointment.office_name,
    appointment_date: appointment.date,
    appointment_time: appointment.start_time,
    action: log.action,
    status: log.status,
    google_event_id: log.googleEventId,
    error_message: log.errorMessage,
    attempt: log.attempt,
  });
}

/** The logs of the last `days` days (a rolling window ending now), matching the filters. */
function logsWithin(db: Knex, filters: { days: number; office_uuid?: string; status?: CalendarLogStatus; action?: CalendarLogAction }) {
  const q = db('calendar_logs').where('created_on', '>=', db.raw('now() - make_interval(days => ?)', [filters.days]));
  if (filters.office_uuid) void q.where('office_uuid', filters.office_uuid);
  if (filters.status) void q.where('status', filters.status);
  if (filters.action) void q.where('action', filters.action);
  return q;
}

export async function listCalendarLogs(
  db: Knex,
  query: CalendarLogQuery,
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: CalendarLog[] }> {
  const direction = query.ordering === 'created_on' ? 'asc' : 'desc';
  const [total] = (await logsWithin(db, query).count({ count: '*' })) as Array<{ count: string | number }>;
  const rows = (await logsWithin(db, query)
    .select('uuid', 'created_on', 'patient_name', 'office_name', 'appointment_date', 'appointment_time', 'action', 'status', 'google_event_id', 'error_message')
    .orderBy([
      { column: 'created_on', order: direction },
      { column: 'uuid', order: direction },
    ])
    .limit(page.limit)
    .offset(page.offset)) as Array<Omit<CalendarLog, 'created_on'> & { created_on: Date }>;
  return { count: Number(total?.count ?? 0), rows: rows.map((row) => ({ ...row, created_on: row.created_on.toISOString() })) };
}

export async function calendarLogSummary(db: Knex, query: CalendarLogSummaryQuery): Promise<CalendarLogSummary> {
  const [row] = (await logsWithin(db, query).select(
    db.raw('count(*)::int as total'),
    db.raw(`count(*) filter (where status = 'success')::int as successful`),
    db.raw(`count(*) filter (where status = 'failed')::int as failed`),
    db.raw(`count(*) filter (where action = 'created')::int as created`),
    // A reschedule updates the event: the summary's three action counts take it as an update.
    db.raw(`count(*) filter (where action in ('updated', 'rescheduled'))::int as updated`),
    db.raw(`count(*) filter (where action = 'cancelled')::int as cancelled`),
  )) as Array<Record<'total' | 'successful' | 'failed' | 'created' | 'updated' | 'cancelled', number>>;
  const counts = row!;
  return {
    total_events: counts.total,
    successful_events: counts.successful,
    failed_events: counts.failed,
    actions: { created: counts.created, updated: counts.updated, cancelled: counts.cancelled },
  };
}

export interface StoredGoogleEvent {
  calendar_id: string;
  google_event_id: string;
}

export async function storedGoogleEvent(db: Knex, appointmentUuid: string): Promise<StoredGoogleEvent | undefined> {
  return (await db('appointment_calendar_events').where({ appointment_uuid: appointmentUuid }).first('calendar_id', 'google_event_id')) as
    StoredGoogleEvent | undefined;
}

export async function storeGoogleEvent(db: Knex, appointmentUuid: string, event: StoredGoogleEvent): Promise<void> {
  await db('appointment_calendar_events')
    .insert({ appointment_uuid: appointmentUuid, ...event })
    .onConflict('appointment_uuid')
    .merge({ ...event, updated_on: db.fn.now() });
}

export async function forgetGoogleEvent(db: Knex, appointmentUuid: string): Promise<void> {
  await db('appointment_calendar_events').where({ appointment_uuid: appointmentUuid }).delete();
}

/** An office's live appointments from 30 days back to 60 days ahead, for its ICS feed. */
export interface FeedAppointment {
  uuid: string;
  status: string;
  starts_at: Date;
  ends_at: Date;
  updated_on: Date;
  names: string[];
}

export async function feedAppointments(db: Knex, officeUuid: string, window: { pastDays: number; futureDays: number }): Promise<FeedAppointment[]> {
  const { rows } = (await db.raw(
    `select p.uuid, p.status, p.starts_at, p.ends_at, p.updated_on,
       array(select trim(a.first_name || ' ' || a.last_name) from appointment_applicants aa join applicants a on a.uuid = aa.applicant_uuid
             where aa.appointment_uuid = p.uuid order by aa.is_primary desc, a.created_on) as names
     from appointments p
     where p.office_uuid = ? and p.status <> 'cancelled'
       and p.starts_at >= now() - make_interval(days => ?) and p.starts_at < now() + make_interval(days => ?)
     order by p.starts_at`,
    [officeUuid, window.pastDays, window.futureDays],
  )) as { rows: FeedAppointment[] };
  return rows;
}
