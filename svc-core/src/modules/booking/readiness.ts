import { BOOKING_STATUS_LABELS, bookingReadiness, QUANTIFERON_ITEM_KEY, type BookableApplicant, type Checklist } from '@clinic/contracts';
import type { Knex } from '@clinic/server-kit';
import { readinessRows } from './repo';

/** An applicant's readiness with what public booking shows besides: their lead, checklist and booked appointment. */
export interface ApplicantReadiness extends BookableApplicant {
  lead_email: string;
  checklist: Checklist;
  /** The booked appointment they are in, and whether they are its primary applicant. */
  appointment_uuid: string | null;
  is_primary: boolean;
}

/**
 * The active applicants of active leads, by their leads' e-mails or by their ids, with their booking
 * readiness: the facts read in one query and judged by the one `bookingReadiness` of contracts.
 */
export async function applicantsReadiness(
  db: Knex | Knex.Transaction,
  who: { emails?: readonly string[]; applicantUuids?: readonly string[] },
): Promise<ApplicantReadiness[]> {
  const rows = await readinessRows(db, who);
  return rows.map((row) => {
    const checklist: Checklist = { vaccines: row.current_checklist?.vaccines ?? [], lab_tests: row.current_checklist?.lab_tests ?? [] };
    const booked = row.appointment_date
      ? { appointment_date: row.appointment_date, appointment_office: row.appointment_office!, start_time: row.start_time!, end_time: row.end_time! }
      : null;
    const readiness = bookingReadiness({ checklist, isTbPositive: row.is_tb_positive, isXrayNormal: row.is_xray_normal, hasMatchedI693: row.has_i693, booked });
    const checklistCollected = checklist.lab_tests.find((t) => t.key === QUANTIFERON_ITEM_KEY)?.collection_date ?? null;
    return {
      ...readiness,
      uuid: row.uuid,
      lead_email: row.lead_email,
      first_name: row.first_name,
      middle_name: row.middle_name,
      last_name: row.last_name,
      dob: row.dob,
      email: row.email,
      message: BOOKING_STATUS_LABELS[readiness.status],
      appointment_date: row.appointment_date,
      appointment_office: row.appointment_office,
      start_time: row.start_time,
      end_time: row.end_time,
      quantiferon_collected_on: row.i693_collected_on ?? checklistCollected,
      checklist,
      appointment_uuid: row.appointment_uuid,
      is_primary: row.is_primary === true,
    };
  });
}
