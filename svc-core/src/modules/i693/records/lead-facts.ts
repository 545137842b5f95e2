import { staffVaccineInfoSchema, type PreConfirmChecks } from '@clinic/contracts';
import type { Knex } from '@clinic/server-kit';
import { nextDoseDueOn } from './next-dose';
import { listActiveApplicationsOfApplicant, updateApplication } from './repo';

/**
 * What the Leads screen knows about an applicant that their I-693 application holds too: the TB
 * result ('TB Test Positive?' is the application's Quantiferon result), the Quantiferon collection
 * date, and the '2nd dose due on' dates (the application's pre-confirm checks, behind the Dosage
 * Pending badge and filter).
 */
export interface ApplicantLabFacts {
  tbPositive: boolean;
  quantiferonCollectedOn: string | null;
  /** Vaccine name -> due day (YYYY-MM-DD). */
  secondDoses: Record<string, string>;
}

/** Noon in Los Angeles on that day, as epoch seconds: the day it names whatever the daylight saving time. */
function epochSecondsOfDay(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d, 20) / 1000;
}

/** Writes the facts onto the applicant's active applications that differ, inside the caller's transaction. */
export async function applyLeadFacts(trx: Knex.Transaction, applicantUuid: string, facts: ApplicantLabFacts, actorUserId: number): Promise<void> {
  for (const row of await listActiveApplicationsOfApplicant(trx, applicantUuid)) {
    const before = staffVaccineInfoSchema.parse(row.staff_vaccine_info ?? {});
    const info = { ...before };
    if (facts.tbPositive) info.qtb_result = 'positive';
    else if (info.qtb_result === 'positive') info.qtb_result = '';
    if (facts.quantiferonCollectedOn) info.qtb_collection_date = facts.quantiferonCollectedOn;

    const checks: PreConfirmChecks = Object.fromEntries(Object.entries(facts.secondDoses).map(([name, day]) => [name, epochSecondsOfDay(day)]));
    checks.has_pending_doses = Object.keys(facts.secondDoses).length > 0;
    const notes = (row.meta.notes as Record<string, unknown> | undefined) ?? {};
    const unchanged =
      JSON.stringify(info) === JSON.stringify(before) && JSON.stringify(checks) === JSON.stringify(notes.pre_confirm_checks ?? { has_pending_doses: false });
    if (unchanged) continue;

    await updateApplication(
      trx,
      row.uuid,
      {
        staff_vaccine_info: JSON.stringify(info),
        meta: JSON.stringify({ ...row.meta, notes: { ...notes, pre_confirm_checks: checks } }),
        next_dose_due_on: nextDoseDueOn(checks),
      },
      actorUserId,
    );
  }
}
