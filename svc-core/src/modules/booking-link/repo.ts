import type { Knex } from '@clinic/server-kit';

type Db = Knex | Knex.Transaction;

/**
 * Records that these applicants were sent their booking link and answers those not recorded before.
 * A concurrent transaction recording the same applicant waits for this one and then records nothing.
 */
export async function claimBookingLinkNotices(trx: Knex.Transaction, applicantUuids: readonly string[]): Promise<string[]> {
  if (applicantUuids.length === 0) return [];
  const rows = (await trx('booking_link_notices')
    .insert(applicantUuids.map((uuid) => ({ applicant_uuid: uuid })))
    .onConflict('applicant_uuid')
    .ignore()
    .returning('applicant_uuid')) as Array<{ applicant_uuid: string }>;
  return rows.map((r) => r.applicant_uuid);
}

/** What the message is written from: the applicants' phones and preferred languages, and the lead's latest appointment request's language. */
export async function bookingLinkFacts(
  db: Db,
  leadUuid: string,
  applicantUuids: readonly string[],
): Promise<{ applicants: Array<{ uuid: string; phone: string; preferred_language: string }>; requestLanguage: string | null }> {
  const applicants = (await db('applicants')
    .where('lead_uuid', leadUuid)
    .whereIn('uuid', [...applicantUuids])
    .orderBy('created_on')
    .select('uuid', 'phone', 'preferred_language')) as Array<{
    uuid: string;
    phone: string;
    preferred_language: string;
  }>;
  const request = (await db('appointment_requests').where('lead_uuid', leadUuid).orderBy('created_on', 'desc').first('preferred_language')) as
    { preferred_language: string } | undefined;
  return { applicants, requestLanguage: request?.preferred_language ?? null };
}
