import { practiceDay, preConfirmDates, type PreConfirmChecks } from '@clinic/contracts';

const dayOfEpoch = (seconds: number) => practiceDay(new Date(seconds * 1000));

/** The earliest pre-confirm due date (practice day), kept in `next_dose_due_on` for the Dosage Pending filter. */
export function nextDoseDueOn(checks: PreConfirmChecks): string | null {
  const dates = preConfirmDates(checks, dayOfEpoch).sort();
  return dates[0] ?? null;
}
