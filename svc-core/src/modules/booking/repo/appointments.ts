import type { AppointmentSlot, LanguageCode } from '@clinic/contracts';
import type { Knex } from '@clinic/server-kit';

type Db = Knex | Knex.Transaction;

/** The database's names for a slot held by two live appointments, and an applicant booked in two. */
export const DOUBLE_BOOKING = 'appointments_no_double_booking';
export const ONE_BOOKING_EACH = 'appointment_applicants_one_booking';

export type CalendarAppointmentRow = Omit<AppointmentSlot, 'applicant_name'>;

/**
 * The appointments of one office or all between two local days, cancelled ones included, each with
 * its people: how to reach them (their own phone and e-mail, else the lead's), their lead and their
 * I-693 applications (the name the staff list's search finds them by is the newest active one's, as it stores it).
 */
export async function calendarAppointments(db: Db, range: { officeUuid?: string; from: string; to: string }): Promise<CalendarAppointmentRow[]> {
  const { rows } = (await db.raw(
    `select p.uuid, p.status, p.office_uuid, o.code as office, o.name as office_name, o.address as office_address,
       to_char(p.starts_at at time zone o.timezone, 'YYYY-MM-DD') as appointment_date,
       to_char(p.starts_at at time zone o.timezone, 'HH24:MI') as start_time,
       to_char(p.ends_at at time zone o.timezone, 'HH24:MI') as end_time,
       array(select trim(a.first_name || ' ' || a.last_name) from appointment_applicants aa join applicants a on a.uuid = aa.applicant_uuid
             where aa.appointment_uuid = p.uuid order by aa.is_primary desc, a.created_on) as all_applicant_names,
       coalesce((select json_agg(json_build_object(
           'uuid', a.uuid, 'name', trim(a.first_name || ' ' || a.last_name),
           'phone', coalesce(nullif(a.phone, ''), l.phone), 'email', coalesce(nullif(a.email, ''), l.email), 'lead_email', l.email,
           'i693_count', (select count(*) from i693_applications i where i.applicant_uuid = a.uuid and i.is_active),
           'i693_search', (select lower(i.first_name || ' ' || i.middle_name || ' ' || i.last_name) from i693_applications i
                           where i.applicant_uuid = a.uuid and i.is_active order by i.created_on desc limit 1))
         order by aa.is_primary desc, a.created_on)
         from appointment_applicants aa join applicants a on a.uuid = aa.applicant_uuid join leads l on l.uuid = a.lead_uuid
         where aa.appointment_uuid = p.uuid), '[]'::json) as applicants
     from appointments p join offices o on o.uuid = p.office_uuid
     where (?::uuid is null or p.office_uuid = ?::uuid)
       and p.starts_at >= (?::date + time '00:00') at time zone o.timezone and p.starts_at < ((?::date + 1) + time '00:00') at time zone o.timezone
     order by p.starts_at, o.name`,
    [range.officeUuid ?? null, range.officeUuid ?? null, range.from, range.to],
  )) as { rows: CalendarAppointmentRow[] };
  return rows;
}

export interface LockedAppointment {
  uuid: string;
  status: string;
  office_uuid: string;
  office_code: string;
  /** The office's local day, YYYY-MM-DD. */
  date: string;
}

/** The appointment, locked for a change until the transaction ends. */
export async function lockAppointment(trx: Knex.Transaction, uuid: string): Promise<LockedAppointment | undefined> {
  return (await trx('appointments as p')
    .join('offices as o', 'o.uuid', 'p.office_uuid')
    .where('p.uuid', uuid)
    .forUpdate('p')
    .first('p.uuid', 'p.status', 'p.office_uuid', 'o.code as office_code', trx.raw(`to_char(p.starts_at at time zone o.timezone, 'YYYY-MM-DD') as date`))) as
    LockedAppointment | undefined;
}

export type AppointmentOutcome = { status: 'cancelled'; reason: string } | { status: 'completed' | 'no_show' };

/** Ends the appointment (it stays on the calendar); its applicants are no longer booked in it. */
export async function closeAppointment(trx: Knex.Transaction, uuid: string, outcome: AppointmentOutcome): Promise<void> {
  const cancelReason = outcome.status === 'cancelled' ? { cancel_reason: outcome.reason } : {};
  await trx('appointments')
    .where({ uuid })
    .update({ status: outcome.status, ...cancelReason, updated_on: trx.fn.now() });
  await trx('appointment_applicants').where({ appointment_uuid: uuid }).update({ is_booked: false });
}

/** Moves the appointment to another slot (of its office or another). */
export async function moveAppointment(trx: Knex.Transaction, uuid: string, to: { officeUuid: string; startsAt: Date; endsAt: Date }): Promise<void> {
  await trx('appointments').where({ uuid }).update({ office_uuid: to.officeUuid, starts_at: to.startsAt, ends_at: to.endsAt, updated_on: trx.fn.now() });
}

export interface NewAppointment {
  officeUuid: string;
  startsAt: Date;
  endsAt: Date;
  source: 'staff' | 'public';
  bookedBy: number | null;
  language: LanguageCode;
}

export async function insertAppointment(trx: Knex.Transaction, appointment: NewAppointment): Promise<string> {
  const [row] = (await trx('appointments')
    .insert({
      office_uuid: appointment.officeUuid,
      starts_at: appointment.startsAt,
      ends_at: appointment.endsAt,
      source: appointment.source,
      booked_by: appointment.bookedBy,
      language: appointment.language,
    })
    .returning('uuid')) as Array<{ uuid: string }>;
  return row!.uuid;
}

/** Books the applicants into the appointment. */
export async function insertAppointmentApplicants(
  trx: Knex.Transaction,
  appointmentUuid: string,
  applicants: ReadonlyArray<{ uuid: string; isPrimary: boolean }>,
): Promise<void> {
  await trx('appointment_applicants').insert(
    applicants.map((applicant) => ({ appointment_uuid: appointmentUuid, applicant_uuid: applicant.uuid, is_primary: applicant.isPrimary })),
  );
}

export async function deleteAppointmentApplicant(trx: Knex.Transaction, appointmentUuid: string, applicantUuid: string): Promise<void> {
  await trx('appointment_applicants').where({ appointment_uuid: appointmentUuid, applicant_uuid: applicantUuid }).delete();
}
