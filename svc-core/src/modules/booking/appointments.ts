import {
  APPOINTMENT_MESSAGES,
  appointmentSlotsQuerySchema,
  addDays,
  BOOKING_MESSAGES,
  cancelAppointmentSchema,
  ERROR_CODES,
  postponeAppointmentSchema,
  practiceDay,
  type AppointmentSlot,
} from '@clinic/contracts';
import { AppError, errors, isExclusionViolation, parseWith, type Knex } from '@clinic/server-kit';
import { recordAudit } from '../audit';
import type { AppointmentChanges } from '../appointment-changes';
import { slotTaken } from './errors';
import {
  calendarAppointments,
  closeAppointment,
  DOUBLE_BOOKING,
  lockAppointment,
  moveAppointment,
  moveApplicationsOfAppointment,
  offeredSlot,
  type LockedAppointment,
} from './repo';

/**
 * The calendar's appointments of one office or all over a week (or up to 62 days), cancelled ones included,
 * each with its people; the applicant name shown is the primary applicant's.
 */
export async function listAppointmentSlots(db: Knex, query: unknown): Promise<AppointmentSlot[]> {
  const q = parseWith(appointmentSlotsQuerySchema, query);
  const end = q.end_date ?? addDays(q.start_date, 6);
  if (end < q.start_date || end > addDays(q.start_date, 62)) throw new AppError(400, ERROR_CODES.validation, 'Ask for at most 62 days from start_date.');
  const rows = await calendarAppointments(db, { officeUuid: q.office_uuid, from: q.start_date, to: end });
  return rows.map((row) => ({ ...row, applicant_name: row.all_applicant_names[0] ?? '' }));
}

/** The booked appointment, locked for the change; 404 when missing, 409 when no longer booked. */
async function lockBooked(trx: Knex.Transaction, uuid: string): Promise<LockedAppointment> {
  const appointment = await lockAppointment(trx, uuid);
  if (!appointment) throw errors.notFound('This appointment does not exist.');
  if (appointment.status !== 'booked') throw errors.conflict(APPOINTMENT_MESSAGES.notBooked);
  return appointment;
}

/** Cancel (reason 'Cancelled by doctor' by default): the slot is free again and the applicants can book again. Audited. */
export async function cancelAppointment(
  knex: Knex,
  changes: AppointmentChanges,
  uuid: string,
  body: unknown,
  actor: { userId: number },
): Promise<{ msg: string }> {
  const { reason } = parseWith(cancelAppointmentSchema, body ?? {});
  await knex.transaction(async (trx) => {
    const appointment = await lockBooked(trx, uuid);
    await closeAppointment(trx, uuid, { status: 'cancelled', reason });
    // The I-693 applications of its applicants no longer show it.
    await moveApplicationsOfAppointment(trx, uuid, { officeCode: appointment.office_code, date: appointment.date }, null);
    await recordAudit(trx, { actorUserId: actor.userId, action: 'cancel', entity: 'appointments', entityId: uuid, details: { reason } });
    await changes.record(trx, uuid, 'cancelled');
  });
  return { msg: APPOINTMENT_MESSAGES.cancelled };
}

/** Completed or no-show: the appointment stays on the calendar, its applicants can book again. Audited. */
export async function markAppointment(knex: Knex, uuid: string, status: 'completed' | 'no_show', actor: { userId: number }): Promise<{ msg: string }> {
  await knex.transaction(async (trx) => {
    await lockBooked(trx, uuid);
    await closeAppointment(trx, uuid, { status });
    await recordAudit(trx, { actorUserId: actor.userId, action: status, entity: 'appointments', entityId: uuid });
  });
  return { msg: status === 'completed' ? APPOINTMENT_MESSAGES.completed : APPOINTMENT_MESSAGES.noShow };
}

/**
 * Postpone: the whole appointment moves to an offered slot (another office too), every applicant with
 * it, or nothing moves; a taken slot is 409 SLOT_TAKEN. The I-693 applications move along. Audited.
 */
export async function postponeAppointment(
  knex: Knex,
  changes: AppointmentChanges,
  uuid: string,
  body: unknown,
  actor: { userId: number },
  today: string = practiceDay(),
): Promise<{ msg: string }> {
  const input = parseWith(postponeAppointmentSchema, body);
  if (input.new_date < today) throw new AppError(400, ERROR_CODES.validation, BOOKING_MESSAGES.pastDate);
  await knex.transaction(async (trx) => {
    const appointment = await lockBooked(trx, uuid);
    const officeUuid = input.new_office_uuid ?? appointment.office_uuid;
    const slot = await offeredSlot(trx, { officeUuid, date: input.new_date, startTime: input.new_time });
    if (!slot) throw slotTaken();
    try {
      await moveAppointment(trx, uuid, { officeUuid, startsAt: slot.starts_at, endsAt: slot.ends_at });
    } catch (err) {
      if (isExclusionViolation(err, DOUBLE_BOOKING)) throw slotTaken();
      throw err;
    }
    await moveApplicationsOfAppointment(
      trx,
      uuid,
      { officeCode: appointment.office_code, date: appointment.date },
      { officeCode: slot.office_code, date: input.new_date },
    );
    await recordAudit(trx, {
      actorUserId: actor.userId,
      action: 'postpone',
      entity: 'appointments',
      entityId: uuid,
      details: { to: `${input.new_date} ${input.new_time}`, office: officeUuid },
    });
    await changes.record(trx, uuid, 'rescheduled');
  });
  return { msg: APPOINTMENT_MESSAGES.postponed };
}
