import { PUBLIC_BOOKING_MESSAGES, type AppointmentMember, type PublicAppointment } from '@clinic/contracts';
import { errors, type Knex } from '@clinic/server-kit';
import { ageOf } from './applicants';
import type { Reach } from './session';

type AppointmentRow = Omit<PublicAppointment, 'total_applicants' | 'applicants' | 'i693_applicants'>;

interface MemberRow {
  appointment_uuid: string;
  uuid: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  dob: string | null;
  is_primary: boolean;
  lead_email: string;
}

/** Booked appointments that are not over yet: the ones a client may still open and change. */
async function liveAppointments(db: Knex | Knex.Transaction, uuids: readonly string[]): Promise<AppointmentRow[]> {
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
  )) as { rows: AppointmentRow[] };
  return rows;
}

/** The people of appointments, primary first. */
export async function membersOf(db: Knex | Knex.Transaction, appointmentUuids: readonly string[]): Promise<MemberRow[]> {
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

/** A member may be removed by a caller who reaches them or the primary applicant who booked them; the primary never. */
export function mayRemove(member: Pick<MemberRow, 'is_primary' | 'lead_email'>, primary: Pick<MemberRow, 'lead_email'> | undefined, reach: Reach): boolean {
  return !member.is_primary && (reach.emails.has(member.lead_email) || (primary !== undefined && reach.emails.has(primary.lead_email)));
}

/**
 * The live appointments among `uuids` that the caller reaches (one of its people is of a reached
 * e-mail), as the public booking shows them. Others are left out as if they did not exist.
 */
export async function publicAppointments(db: Knex | Knex.Transaction, uuids: readonly string[], reach: Reach, today: string): Promise<PublicAppointment[]> {
  const appointments = await liveAppointments(db, uuids);
  const members = await membersOf(
    db,
    appointments.map((a) => a.uuid),
  );
  const applications = (await db('i693_applications')
    .whereIn(
      'applicant_uuid',
      members.map((m) => m.uuid),
    )
    .where('is_active', true)
    .orderBy('created_on')
    .select('uuid', 'applicant_uuid', 'first_name', 'middle_name', 'last_name')) as PublicAppointment['i693_applicants'];
  return appointments.flatMap((appointment) => {
    const people = members.filter((m) => m.appointment_uuid === appointment.uuid);
    if (!people.some((m) => reach.emails.has(m.lead_email))) return [];
    const primary = people.find((m) => m.is_primary);
    const applicants: AppointmentMember[] = people.map((m) => ({
      uuid: m.uuid,
      first_name: m.first_name,
      middle_name: m.middle_name,
      last_name: m.last_name,
      age: ageOf(m.dob, today),
      is_primary: m.is_primary,
      can_remove: mayRemove(m, primary, reach),
    }));
    const ids = new Set(people.map((m) => m.uuid));
    return [{ ...appointment, total_applicants: applicants.length, applicants, i693_applicants: applications.filter((i) => ids.has(i.applicant_uuid)) }];
  });
}

/** One appointment the caller reaches, or 404. */
export async function reachableAppointment(db: Knex | Knex.Transaction, uuid: string, reach: Reach, today: string): Promise<PublicAppointment> {
  const [appointment] = await publicAppointments(db, [uuid], reach, today);
  if (!appointment) throw errors.notFound(PUBLIC_BOOKING_MESSAGES.appointmentNotFound);
  return appointment;
}

/** The live appointments holding applicants of the e-mail, soonest first. */
export async function appointmentsOfEmail(db: Knex, email: string, reach: Reach, today: string): Promise<PublicAppointment[]> {
  const rows = (await db('appointment_applicants as aa')
    .join('applicants as a', 'a.uuid', 'aa.applicant_uuid')
    .join('leads as l', 'l.uuid', 'a.lead_uuid')
    .where('l.email', email)
    .where('aa.is_booked', true)
    .distinct('aa.appointment_uuid as uuid')) as Array<{ uuid: string }>;
  return publicAppointments(
    db,
    rows.map((r) => r.uuid),
    reach,
    today,
  );
}
