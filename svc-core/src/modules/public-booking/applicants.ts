import {
  ageInYears,
  parseIsoDate,
  practiceDay,
  publicChecklist,
  PUBLIC_BOOKING_ERRORS,
  PUBLIC_BOOKING_MESSAGES,
  type PublicBookingApplicant,
} from '@clinic/contracts';
import { AppError, type Knex } from '@clinic/server-kit';
import { applicantsReadiness, type ApplicantReadiness } from '../booking';
import type { Reach } from './session';

/** Whole years on the practice's day `today`, or null without a birth date. */
export function ageOf(dob: string | null, today: string): number | null {
  const birth = dob ? parseIsoDate(dob) : null;
  return birth ? ageInYears(birth, parseIsoDate(today)!) : null;
}

export function toPublicApplicant(applicant: ApplicantReadiness, today: string): PublicBookingApplicant {
  const { lead_email: _lead, checklist, ...shown } = applicant;
  return { ...shown, age: ageOf(applicant.dob, today), current_checklist: publicChecklist(checklist) };
}

/** The active applicants of the e-mails' active leads, with their booking readiness, as the client sees them. */
export async function applicantsOfEmails(db: Knex, emails: readonly string[], now: Date): Promise<PublicBookingApplicant[]> {
  const today = practiceDay(now);
  return (await applicantsReadiness(db, { emails })).map((a) => toPublicApplicant(a, today));
}

/**
 * The applicants by id, each reachable by the caller: an id that is unknown, archived or of an e-mail
 * the caller has not verified is refused alike (403), so ids of other families cannot be probed.
 */
export async function reachableApplicants(db: Knex | Knex.Transaction, reach: Reach, uuids: readonly string[]): Promise<ApplicantReadiness[]> {
  const found = await applicantsReadiness(db, { applicantUuids: uuids });
  const byUuid = new Map(found.map((a) => [a.uuid, a]));
  return uuids.map((uuid) => {
    const applicant = byUuid.get(uuid);
    if (!applicant || !reach.emails.has(applicant.lead_email)) {
      throw new AppError(403, PUBLIC_BOOKING_ERRORS.notReachable, PUBLIC_BOOKING_MESSAGES.notReachable, { applicant_uuid: uuid });
    }
    return applicant;
  });
}
