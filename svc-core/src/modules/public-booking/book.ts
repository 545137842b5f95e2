import {
  BOOKING_MESSAGES,
  ERROR_CODES,
  practiceDay,
  PUBLIC_BOOKING_ERRORS,
  PUBLIC_BOOKING_MESSAGES as M,
  publicBookSchema,
  type PublicBookAnswer,
} from '@clinic/contracts';
import { AppError, parseWith } from '@clinic/server-kit';
import { recordAudit } from '../audit';
import { bookAppointment, refuseBegunSlot, refuseUnbookable } from '../booking';
import { reachableApplicants } from './applicants';
import { reachableAppointment } from './appointments';
import type { PublicBookingContext } from './context';
import type { Reach } from './session';

export const tooManyApplicants = (max: number) => new AppError(400, PUBLIC_BOOKING_ERRORS.tooManyApplicants, M.maxApplicants(max), { max_applicants: max });

/**
 * A client books one appointment for the group, the first applicant primary, through the one booking
 * engine: at most `maxApplicants` people, every one reachable by the caller (403) and bookable (409,
 * or 400 past the 14-day lab window), at a slot still ahead (else 409 SLOT_TAKEN like a taken one).
 * Whoever loses a race for the slot gets 409 SLOT_TAKEN and nothing is kept. Audited.
 */
export async function publicBook(ctx: PublicBookingContext, reach: Reach, body: unknown): Promise<PublicBookAnswer> {
  const input = parseWith(publicBookSchema, body);
  const now = ctx.now();
  const today = practiceDay(now);
  const uuids = [...new Set(input.applicant_uuids)];
  if (uuids.length > ctx.maxApplicants) throw tooManyApplicants(ctx.maxApplicants);
  if (input.appointment_date < today) throw new AppError(400, ERROR_CODES.validation, BOOKING_MESSAGES.pastDate);
  const applicants = await reachableApplicants(ctx.knex, reach, uuids);
  refuseUnbookable(applicants, input.appointment_date);
  const slot = { officeUuid: input.office_uuid, date: input.appointment_date, startTime: input.start_time };
  await refuseBegunSlot(ctx.knex, slot, now);

  const appointmentUuid = await ctx.knex.transaction(async (trx) => {
    const uuid = await bookAppointment(trx, { ...slot, applicantUuids: uuids, source: 'public', language: input.language });
    await recordAudit(trx, {
      actorUserId: null,
      action: 'public_book',
      entity: 'appointments',
      entityId: uuid,
      details: { applicants: uuids, email: reach.who },
    });
    await ctx.changes.record(trx, uuid, 'created');
    return uuid;
  });
  return {
    success: true,
    message: M.booked,
    appointment_uuid: appointmentUuid,
    appointment: await reachableAppointment(ctx.knex, appointmentUuid, reach, today),
  };
}
