import { PUBLIC_BOOKING_MESSAGES, type AppointmentMember, type PublicAppointment } from '@clinic/contracts';
import { errors, type Knex } from '@clinic/server-kit';
import { ageOf } from './applicants';
import { activeApplicationsOf, bookedAppointmentUuidsOf, liveAppointments, membersOf, type MemberRow } from './repo';
import type { Reach } from './session';

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
  const applications = await activeApplicationsOf(
    db,
    members.map((m) => m.uuid),
  );
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
  return publicAppointments(db, await bookedAppointmentUuidsOf(db, email), reach, today);
}
