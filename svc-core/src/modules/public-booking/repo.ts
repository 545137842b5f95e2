import type { PublicAppointment, UnmatchedI693 } from '@clinic/contracts';
import type { Knex } from '@clinic/server-kit';

type Db = Knex | Knex.Transaction;

/** I-693 forms sent from the e-mail (or filed under its lead) that no applicant is matched to yet, oldest first. */
export async function unmatchedI693(db: Db, email: string): Promise<UnmatchedI693[]> {
  // Two index lookups (the form's e-mail, its lead's) rather than one OR across the join, which would scan both tables.
  const { rows } = (await db.raw(
    `select i.uuid, i.first_name, i.middle_name, i.last_name, to_char(i.dob, 'YYYY-MM-DD') as dob
     from i693_applications i
     where i.is_active and i.applicant_uuid is null and i.uuid in (
       select f.uuid from i693_applications f where f.is_active and lower(f.email) = ?
       union all
       select f.uuid from leads l join i693_applications f on f.lead_uuid = l.uuid where l.email = ?
     )
     order by i.created_on`,
    [email, email],
  )) as { rows: UnmatchedI693[] };
  return rows;
}

export type LiveAppointmentRow = Omit<PublicAppointment, 'total_applicants' | 'applicants' | 'i693_applicants'>;

/** Booked appointments that are not over yet, soonest first: the ones a client may still open and change. */
export async function liveAppointments(db: Db, uuids: readonly string[]): Promise<LiveAppointmentRow[]> {
  if (uuids.length === 0) return [];
  const { rows } = (await db.raw(
    `select p.uuid, p.status, o.name as office, o.uuid as office_uuid, o.code as office_code, o.address as office_address, o.phone as office_phone,
       to_char(p.starts_at at time zone o.timezone, 'YYYY-MM-DD') as appointment_date,
       to_char(p.starts_at at time zone o.timezone, 'HH24:MI') as start_time,
       to_char(p.ends_at at time zone o.timezone, 'HH24:MI') as end_time
     from appointments p join offices o on o.uuid = p.office_uuid
     where p.uuid = any(?::uuid[]) and p.status = 'booked' and p.ends_at > now()
     order by p.starts_at`,
    [[...uuids]],
  )) as { rows: LiveAppointmentRow[] };
  return rows;
}

export interface MemberRow {
  appointment_uuid: string;
  uuid: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  dob: string | null;
  is_primary: boolean;
  lead_email: string;
}

/** The people of appointments, primary first. */
export async function membersOf(db: Db, appointmentUuids: readonly string[]): Promise<MemberRow[]> {
  if (appointmentUuids.length === 0) return [];
  return (await db('appointment_applicants as aa')
    .join('applicants as a', 'a.uuid', 'aa.applicant_uuid')
    .join('leads as l', 'l.uuid', 'a.lead_uuid')
    .whereIn('aa.appointment_uuid', [...appointmentUuids])
    .where('aa.is_booked', true)
    .orderBy([{ column: 'aa.is_primary', order: 'desc' }, { column: 'a.created_on' }])
    .select(
      'aa.appointment_uuid',
      'a.uuid',
      'a.first_name',
      'a.middle_name',
      'a.last_name',
      db.raw(`to_char(a.dob, 'YYYY-MM-DD') as dob`),
      'aa.is_primary',
      'l.email as lead_email',
    )) as MemberRow[];
}

/** The active I-693 applications of the applicants, oldest first. */
export async function activeApplicationsOf(db: Db, applicantUuids: readonly string[]): Promise<PublicAppointment['i693_applicants']> {
  return (await db('i693_applications')
    .whereIn('applicant_uuid', [...applicantUuids])
    .where('is_active', true)
    .orderBy('created_on')
    .select('uuid', 'applicant_uuid', 'first_name', 'middle_name', 'last_name')) as PublicAppointment['i693_applicants'];
}

/** The appointments applicants of the lead e-mail are booked in. */
export async function bookedAppointmentUuidsOf(db: Db, leadEmail: string): Promise<string[]> {
  const rows = (await db('appointment_applicants as aa')
    .join('applicants as a', 'a.uuid', 'aa.applicant_uuid')
    .join('leads as l', 'l.uuid', 'a.lead_uuid')
    .where('l.email', leadEmail)
    .where('aa.is_booked', true)
    .distinct('aa.appointment_uuid as uuid')) as Array<{ uuid: string }>;
  return rows.map((r) => r.uuid);
}

export interface LockedAppointment {
  uuid: string;
  office_code: string;
  /** The office's local day, YYYY-MM-DD. */
  date: string;
  begun: boolean;
}

/** The appointment if booked and not over, locked against other changes until the transaction ends, with whether it has begun. */
export async function lockLiveAppointment(trx: Knex.Transaction, uuid: string): Promise<LockedAppointment | undefined> {
  return (await trx('appointments as p')
    .join('offices as o', 'o.uuid', 'p.office_uuid')
    .where('p.uuid', uuid)
    .where('p.status', 'booked')
    .where('p.ends_at', '>', trx.fn.now())
    .forUpdate('p')
    .first(
      'p.uuid',
      'o.code as office_code',
      trx.raw(`to_char(p.starts_at at time zone o.timezone, 'YYYY-MM-DD') as date`),
      trx.raw('p.starts_at <= now() as begun'),
    )) as LockedAppointment | undefined;
}

/** Where the applicant's appointment e-mails go: their own address, else their lead's; lower case. */
export async function emailAddressOf(db: Db, applicantUuid: string): Promise<string> {
  const row = (await db('applicants as a')
    .join('leads as l', 'l.uuid', 'a.lead_uuid')
    .where('a.uuid', applicantUuid)
    .first(db.raw(`lower(coalesce(nullif(trim(a.email), ''), l.email)) as address`))) as { address: string };
  return row.address;
}

/** The e-mails a booking session's lookups verified, while they last. */
export async function sessionEmails(db: Db, sessionId: string): Promise<string[]> {
  return (await db('booking_session_emails').where({ session_id: sessionId }).where('expires_at', '>', db.fn.now()).pluck('email')) as string[];
}

/** Keeps that the session verified the e-mail until `expiresAt` (once), after dropping what has expired. */
export async function rememberSessionEmail(db: Db, lookup: { sessionId: string; email: string; expiresAt: Date }): Promise<void> {
  await db('booking_session_emails').where('expires_at', '<=', db.fn.now()).delete();
  await db('booking_session_emails')
    .insert({ session_id: lookup.sessionId, email: lookup.email, expires_at: lookup.expiresAt })
    .onConflict(['session_id', 'email'])
    .ignore();
}
