import { DEFAULT_LANGUAGE, type LanguageCode } from '@clinic/contracts';
import { isExclusionViolation, isUniqueViolation, type Knex } from '@clinic/server-kit';
import { alreadyBooked, slotTaken } from './errors';
import {
  deleteAppointmentApplicant,
  DOUBLE_BOOKING,
  insertAppointment,
  insertAppointmentApplicants,
  offeredSlot,
  ONE_BOOKING_EACH,
  setApplicationsAppointment,
  slotHasBegun,
  type ApplicationAppointment,
  type SlotStart,
} from './repo';

export interface BookingRequest extends SlotStart {
  /** Everyone in the appointment; the first is the primary applicant. */
  applicantUuids: readonly string[];
  source: 'staff' | 'public';
  bookedBy?: number | null;
  /** The public booking page's language, for the appointment's e-mails; staff bookings leave it to the applicants' preferred language. */
  language?: LanguageCode;
}

/** A slot whose start has passed in its office's time zone is refused like a taken one (409 SLOT_TAKEN). */
export async function refuseBegunSlot(db: Knex, slot: SlotStart, now: Date): Promise<void> {
  if (await slotHasBegun(db, slot, now)) throw slotTaken();
}

/**
 * The one booking engine (staff and public booking alike): one appointment at an offered slot holding
 * every applicant, the first one primary, inside the caller's transaction. The database decides races:
 * a slot already held by a live appointment is 409 SLOT_TAKEN, an applicant already in a booked
 * appointment 409 already_booked. The office and day go onto the applicants' I-693 applications.
 */
export async function bookAppointment(trx: Knex.Transaction, request: BookingRequest): Promise<string> {
  const slot = await offeredSlot(trx, request);
  if (!slot) throw slotTaken();
  let appointmentUuid: string;
  try {
    appointmentUuid = await insertAppointment(trx, {
      officeUuid: request.officeUuid,
      startsAt: slot.starts_at,
      endsAt: slot.ends_at,
      source: request.source,
      bookedBy: request.bookedBy ?? null,
      language: request.language ?? DEFAULT_LANGUAGE,
    });
    await insertAppointmentApplicants(
      trx,
      appointmentUuid,
      request.applicantUuids.map((uuid, i) => ({ uuid, isPrimary: i === 0 })),
    );
  } catch (err) {
    if (isExclusionViolation(err, DOUBLE_BOOKING)) throw slotTaken();
    if (isUniqueViolation(err, ONE_BOOKING_EACH)) throw alreadyBooked();
    throw err;
  }
  await setApplicationsAppointment(trx, request.applicantUuids, { officeCode: slot.office_code, date: request.date });
  return appointmentUuid;
}

/**
 * One more applicant joins a booked appointment (not as its primary); one booked elsewhere meanwhile
 * is 409 already_booked. Their I-693 applications show the appointment's office and day.
 */
export async function joinAppointment(trx: Knex.Transaction, appointment: ApplicationAppointment & { uuid: string }, applicantUuid: string): Promise<void> {
  try {
    await insertAppointmentApplicants(trx, appointment.uuid, [{ uuid: applicantUuid, isPrimary: false }]);
  } catch (err) {
    if (isUniqueViolation(err, ONE_BOOKING_EACH)) throw alreadyBooked();
    throw err;
  }
  await setApplicationsAppointment(trx, [applicantUuid], { officeCode: appointment.officeCode, date: appointment.date });
}

/** An applicant leaves an appointment: their I-693 applications no longer show it, and they can book again. */
export async function leaveAppointment(trx: Knex.Transaction, appointmentUuid: string, applicantUuid: string): Promise<void> {
  await deleteAppointmentApplicant(trx, appointmentUuid, applicantUuid);
  await setApplicationsAppointment(trx, [applicantUuid], null);
}
