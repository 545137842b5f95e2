import { adminBookSchema, adminLookupSchema, BOOKING_MESSAGES, ERROR_CODES, GROUP_OF_STATUS, practiceDay, type ApplicantsByReadiness } from '@clinic/contracts';
import { AppError, errors, parseWith, type Knex } from '@clinic/server-kit';
import { recordAudit } from '../audit';
import type { AppointmentChanges } from '../appointment-changes';
import { bookAppointment } from './book';
import { refuseUnbookable } from './bookable';
import { applicantsReadiness } from './readiness';

/** Step 1 of Book Appointment for Client: each e-mail's applicants, sorted by booking readiness. */
export async function adminLookupApplicants(knex: Knex, body: unknown): Promise<{ applicants_by_email: Record<string, ApplicantsByReadiness> }> {
  const { emails } = parseWith(adminLookupSchema, body);
  const byEmail: Record<string, ApplicantsByReadiness> = Object.fromEntries(
    emails.map((email) => [email, { bookable_applicants: [], already_booked: [], pending_requirements: [], pending_i693_form: [] }]),
  );
  for (const { lead_email: email, checklist: _checklist, appointment_uuid: _appointment, is_primary: _primary, ...applicant } of await applicantsReadiness(
    knex,
    { emails },
  )) {
    byEmail[email]![GROUP_OF_STATUS[applicant.status]].push(applicant);
  }
  return { applicants_by_email: byEmail };
}

/**
 * Step 3: one appointment for the chosen applicants at a free slot of the office, the first one
 * primary. Every applicant must be bookable, and the day no later than 14 days after a Quantiferon
 * collection (public-site.md 9). The booking engine and the database settle races. Audited.
 */
export async function adminBook(
  knex: Knex,
  changes: AppointmentChanges,
  body: unknown,
  actor: { userId: number },
  today: string = practiceDay(),
): Promise<{ msg: string; appointment_uuid: string }> {
  const input = parseWith(adminBookSchema, body);
  if (input.appointment_date < today) throw new AppError(400, ERROR_CODES.validation, BOOKING_MESSAGES.pastDate);
  const uuids = [...new Set(input.applicant_uuids)];
  const applicants = await applicantsReadiness(knex, { applicantUuids: uuids });
  if (applicants.length !== uuids.length) throw errors.notFound('Some of these applicants do not exist or are archived.');
  refuseUnbookable(applicants, input.appointment_date);
  // The primary applicant is the first chosen.
  const ordered = uuids.map((uuid) => applicants.find((a) => a.uuid === uuid)!.uuid);
  const appointmentUuid = await knex.transaction(async (trx) => {
    const uuid = await bookAppointment(trx, {
      officeUuid: input.office_uuid,
      date: input.appointment_date,
      startTime: input.start_time,
      applicantUuids: ordered,
      source: 'staff',
      bookedBy: actor.userId,
    });
    await recordAudit(trx, { actorUserId: actor.userId, action: 'book', entity: 'appointments', entityId: uuid, details: { applicants: ordered } });
    await changes.record(trx, uuid, 'created');
    return uuid;
  });
  return { msg: BOOKING_MESSAGES.booked(ordered.length), appointment_uuid: appointmentUuid };
}
