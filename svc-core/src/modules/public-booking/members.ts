import {
  appointmentApplicantSchema,
  practiceDay,
  PUBLIC_BOOKING_ERRORS as E,
  PUBLIC_BOOKING_MESSAGES as M,
  type AppointmentApplicantAnswer,
} from '@clinic/contracts';
import { AppError, errors, parseWith, type Knex } from '@clinic/server-kit';
import { recordAudit } from '../audit';
import { joinAppointment, leaveAppointment, refuseUnbookable } from '../booking';
import { reachableApplicants } from './applicants';
import { mayRemove, reachableAppointment } from './appointments';
import { tooManyApplicants } from './book';
import type { PublicBookingContext } from './context';
import { emailAddressOf, lockLiveAppointment, membersOf } from './repo';
import type { Reach } from './session';

/**
 * The appointment, locked against other changes until the transaction ends, with its people. 404
 * unless it is booked, not over and the caller reaches one of its people; 409 once it has begun.
 */
async function lockForChange(trx: Knex.Transaction, uuid: string, reach: Reach) {
  const appointment = await lockLiveAppointment(trx, uuid);
  const members = appointment ? await membersOf(trx, [uuid]) : [];
  if (!appointment || !members.some((m) => reach.emails.has(m.lead_email))) throw errors.notFound(M.appointmentNotFound);
  if (appointment.begun) throw errors.conflict(M.appointmentStarted);
  return { appointment, members };
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
    await joinAppointment(trx, { uuid: appointmentUuid, officeCode: appointment.office_code, date: appointment.date }, applicantUuid);
    await recordAudit(trx, {
      actorUserId: null,
      action: 'public_add_applicant',
      entity: 'appointments',
      entityId: appointmentUuid,
      details: { applicant: applicantUuid, email: reach.who },
    });
    await ctx.changes.record(trx, appointmentUuid, 'updated', { email: { kind: 'booked', to: [await emailAddressOf(trx, applicantUuid)] } });
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
    await leaveAppointment(trx, appointmentUuid, applicantUuid);
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
