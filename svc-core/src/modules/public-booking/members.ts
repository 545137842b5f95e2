import {
  appointmentApplicantSchema,
  practiceDay,
  PUBLIC_BOOKING_ERRORS as E,
  PUBLIC_BOOKING_MESSAGES as M,
  type AppointmentApplicantAnswer,
} from '@clinic/contracts';
import { AppError, errors, isUniqueViolation, parseWith, type Knex } from '@clinic/server-kit';
import { recordAudit } from '../audit/repo';
import { setApplicationsAppointment } from '../booking/book';
import { refuseUnbookable } from '../booking/bookable';
import { reachableApplicants } from './applicants';
import { mayRemove, membersOf, reachableAppointment } from './appointments';
import { tooManyApplicants } from './book';
import type { PublicBookingContext } from './context';
import type { Reach } from './session';

interface LockedAppointment {
  uuid: string;
  office_code: string;
  date: string;
  begun: boolean;
}

/**
 * The appointment, locked against other changes until the transaction ends, with its people. 404
 * unless it is booked, not over and the caller reaches one of its people; 409 once it has begun.
 */
async function lockForChange(trx: Knex.Transaction, uuid: string, reach: Reach) {
  const appointment = (await trx('appointments as p')
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
  const members = appointment ? await membersOf(trx, [uuid]) : [];
  if (!appointment || !members.some((m) => reach.emails.has(m.lead_email))) throw errors.notFound(M.appointmentNotFound);
  if (appointment.begun) throw errors.conflict(M.appointmentStarted);
  return { appointment, members };
}

/** Where the applicant's appointment e-mails go: their own address, else their lead's. */
async function addressOf(trx: Knex.Transaction, applicantUuid: string): Promise<string> {
  const row = (await trx('applicants as a')
    .join('leads as l', 'l.uuid', 'a.lead_uuid')
    .where('a.uuid', applicantUuid)
    .first(trx.raw(`lower(coalesce(nullif(trim(a.email), ''), l.email)) as address`))) as { address: string };
  return row.address;
}

/**
 * Edit mode: one more applicant joins a booked appointment, in one transaction holding the
 * appointment's lock, so the cap and the checks hold whatever runs at the same time. The applicant
 * must be reachable (403), not in it already (409 already_added), not booked elsewhere (409
 * already_booked) and bookable for its day. The newcomer's address gets a confirmation e-mail.
 */
export async function addApplicant(ctx: PublicBookingContext, appointmentUuid: string, reach: Reach, body: unknown): Promise<AppointmentApplicantAnswer> {
  const { applicant_uuid: applicantUuid } = parseWith(appointmentApplicantSchema, body);
  await ctx.knex.transaction(async (trx) => {
    const { appointment, members } = await lockForChange(trx, appointmentUuid, reach);
    if (members.some((m) => m.uuid === applicantUuid)) throw new AppError(409, E.alreadyAdded, M.alreadyAdded);
    const [applicant] = await reachableApplicants(trx, reach, [applicantUuid]);
    if (applicant!.status === 'already_booked') throw new AppError(409, E.alreadyBooked, M.alreadyBooked);
    if (members.length + 1 > ctx.maxApplicants) throw tooManyApplicants(ctx.maxApplicants);
    refuseUnbookable([applicant!], appointment.date);
    try {
      await trx('appointment_applicants').insert({ appointment_uuid: appointmentUuid, applicant_uuid: applicantUuid, is_primary: false });
    } catch (err) {
      if (isUniqueViolation(err, 'appointment_applicants_one_booking')) throw new AppError(409, E.alreadyBooked, M.alreadyBooked);
      throw err;
    }
    await setApplicationsAppointment(trx, [applicantUuid], { officeCode: appointment.office_code, date: appointment.date });
    await recordAudit(trx, {
      actorUserId: null,
      action: 'public_add_applicant',
      entity: 'appointments',
      entityId: appointmentUuid,
      details: { applicant: applicantUuid, email: reach.who },
    });
    await ctx.changes.record(trx, appointmentUuid, 'updated', { email: { kind: 'booked', to: [await addressOf(trx, applicantUuid)] } });
  });
  return { success: true, message: M.applicantAdded, appointment: await reachableAppointment(ctx.knex, appointmentUuid, reach, practiceDay(ctx.now())) };
}

/**
 * Edit mode: an applicant leaves the appointment (never the primary: 400 cannot_remove_primary; one
 * not in it: 409 applicant_not_in_appointment). The caller must reach them or the primary (403).
 * Their I-693 application no longer shows the appointment, and they can book again.
 */
export async function removeApplicant(ctx: PublicBookingContext, appointmentUuid: string, reach: Reach, body: unknown): Promise<AppointmentApplicantAnswer> {
  const { applicant_uuid: applicantUuid } = parseWith(appointmentApplicantSchema, body);
  await ctx.knex.transaction(async (trx) => {
    const { members } = await lockForChange(trx, appointmentUuid, reach);
    const member = members.find((m) => m.uuid === applicantUuid);
    if (!member) throw new AppError(409, E.notInAppointment, M.notInAppointment);
    if (member.is_primary) throw new AppError(400, E.cannotRemovePrimary, M.cannotRemovePrimary);
    if (
      !mayRemove(
        member,
        members.find((m) => m.is_primary),
        reach,
      )
    )
      throw new AppError(403, E.notReachable, M.notReachable, { applicant_uuid: applicantUuid });
    await trx('appointment_applicants').where({ appointment_uuid: appointmentUuid, applicant_uuid: applicantUuid }).delete();
    await setApplicationsAppointment(trx, [applicantUuid], null);
    await recordAudit(trx, {
      actorUserId: null,
      action: 'public_remove_applicant',
      entity: 'appointments',
      entityId: appointmentUuid,
      details: { applicant: applicantUuid, email: reach.who },
    });
    await ctx.changes.record(trx, appointmentUuid, 'updated');
  });
  return { success: true, message: M.applicantRemoved, appointment: await reachableAppointment(ctx.knex, appointmentUuid, reach, practiceDay(ctx.now())) };
}
