import {
  ageInYears,
  parseIsoDate,
  practiceDay,
  publicChecklist,
  PUBLIC_BOOKING_ERRORS,
  PUBLIC_BOOKING_MESSAGES,
  type PublicBookingApplicant,
  type UnmatchedI693,
} from '@clinic/contracts';
import { AppError, type Knex } from '@clinic/server-kit';
import { applicantsReadiness, type ApplicantReadiness } from '../booking/readiness';
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

/** I-693 forms sent from the e-mail (or filed under its lead) that no applicant is matched to yet. */
export async function unmatchedI693(db: Knex, email: string): Promise<UnmatchedI693[]> {
  // Two index lookups (the form's e-mail, its lead's) rather than one OR across the join, which would scan both tables.
  const { rows } = (await db.raw(
    `select i.uuid, i.first_name, i.middle_name, i.last_name, to_char(i.dob, 'YYYY-MM-DD') as dob
     from i693_applications i
     where i.is_active and i.applicant_uuid is null and i.uuid in (
       select f.uuid from i693_applications f where f.is_active and lower(f.email) = ?
       union all
       select f.uuid from leads l join i693_applications f on f.lead_uuid = l.uuid where l.email = ?
     )
     order by i.created_on`,
    [email, email],
  )) as { rows: UnmatchedI693[] };
  return rows;
}
