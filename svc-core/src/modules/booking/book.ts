import { DEFAULT_LANGUAGE, type LanguageCode } from '@clinic/contracts';
import { isExclusionViolation, isUniqueViolation, type Knex } from '@clinic/server-kit';
import { alreadyBooked, slotTaken } from './errors';

export interface BookingRequest {
  officeUuid: string;
  /** The office's local day (YYYY-MM-DD) and start time (HH:mm) of the slot. */
  date: string;
  startTime: string;
  /** Everyone in the appointment; the first is the primary applicant. */
  applicantUuids: readonly string[];
  source: 'staff' | 'public';
  bookedBy?: number | null;
  /** The public booking page's language, for the appointment's e-mails; staff bookings leave it to the applicants' preferred language. */
  language?: LanguageCode;
}

export interface OfferedSlot {
  starts_at: Date;
  ends_at: Date;
  office_code: string;
}

/** The slot an availability of the office offers at that local start time, if any. */
export async function offeredSlot(trx: Knex.Transaction, request: Pick<BookingRequest, 'officeUuid' | 'date' | 'startTime'>): Promise<OfferedSlot | undefined> {
  const { rows } = (await trx.raw(
    `select s.starts_at, s.starts_at + make_interval(mins => a.slot_duration_minutes) as ends_at, o.code as office_code
     from offices o
     cross join lateral (select (?::date + ?::time) at time zone o.timezone as starts_at) as s
     join availabilities a on a.office_uuid = o.uuid and a.is_available
       and a.starts_at <= s.starts_at and s.starts_at + make_interval(mins => a.slot_duration_minutes) <= a.ends_at
       and mod(extract(epoch from s.starts_at - a.starts_at)::bigint, a.slot_duration_minutes * 60) = 0
     where o.uuid = ?`,
    [request.date, request.startTime, request.officeUuid],
  )) as { rows: OfferedSlot[] };
  return rows[0];
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
    const [row] = (await trx('appointments')
      .insert({
        office_uuid: request.officeUuid,
        starts_at: slot.starts_at,
        ends_at: slot.ends_at,
        source: request.source,
        booked_by: request.bookedBy ?? null,
        language: request.language ?? DEFAULT_LANGUAGE,
      })
      .returning('uuid')) as Array<{ uuid: string }>;
    appointmentUuid = row!.uuid;
    await trx('appointment_applicants').insert(
      request.applicantUuids.map((applicantUuid, i) => ({ appointment_uuid: appointmentUuid, applicant_uuid: applicantUuid, is_primary: i === 0 })),
    );
  } catch (err) {
    if (isExclusionViolation(err, 'appointments_no_double_booking')) throw slotTaken();
    if (isUniqueViolation(err, 'appointment_applicants_one_booking')) throw alreadyBooked();
    throw err;
  }
  await setApplicationsAppointment(trx, request.applicantUuids, { officeCode: slot.office_code, date: request.date });
  return appointmentUuid;
}

/** The office and day of their booking go onto the applicants' active I-693 applications; null clears them. */
export async function setApplicationsAppointment(
  trx: Knex.Transaction,
  applicantUuids: readonly string[],
  appointment: { officeCode: string; date: string } | null,
): Promise<void> {
  await trx('i693_applications')
    .whereIn('applicant_uuid', [...applicantUuids])
    .where('is_active', true)
    .update({ appointment_office: appointment?.officeCode ?? null, appointment_date: appointment?.date ?? null, updated_on: trx.fn.now() });
}
