import type { Knex } from '@clinic/server-kit';

/** Where an I-693 application says its applicant is seen: an office's code and its local day (YYYY-MM-DD). */
export interface ApplicationAppointment {
  officeCode: string;
  date: string;
}

/** Puts the office and day of their booking on the applicants' active I-693 applications; null clears them. */
export async function setApplicationsAppointment(
  trx: Knex.Transaction,
  applicantUuids: readonly string[],
  appointment: ApplicationAppointment | null,
): Promise<void> {
  await trx('i693_applications')
    .whereIn('applicant_uuid', [...applicantUuids])
    .where('is_active', true)
    .update({ appointment_office: appointment?.officeCode ?? null, appointment_date: appointment?.date ?? null, updated_on: trx.fn.now() });
}

/** The I-693 applications of the appointment's applicants that show it `from` now show `to`, or nothing. */
export async function moveApplicationsOfAppointment(
  trx: Knex.Transaction,
  appointmentUuid: string,
  from: ApplicationAppointment,
  to: ApplicationAppointment | null,
): Promise<void> {
  await trx('i693_applications')
    .whereIn('applicant_uuid', trx('appointment_applicants').where({ appointment_uuid: appointmentUuid }).select('applicant_uuid'))
    .where({ appointment_office: from.officeCode })
    .whereRaw('appointment_date = ?::date', [from.date])
    .update({ appointment_office: to?.officeCode ?? null, appointment_date: to?.date ?? null, updated_on: trx.fn.now() });
}
