import { decodeToken, sessionStore } from '@clinic/platform';

/** The office filter's value for All Offices. */
export const ALL_OFFICES = '';

// One choice per staff member on a shared computer: the key holds the signed-in user's id.
const keyOf = () => `doctorAvailability.office.${String(decodeToken(sessionStore.getState().token)?.sub ?? '')}`;

/** The office last chosen on this browser by the signed-in staff member (`ALL_OFFICES` included), or null. */
export function readOfficeChoice(): string | null {
  try {
    return window.localStorage.getItem(keyOf());
  } catch {
    return null;
  }
}

export function keepOfficeChoice(officeUuid: string): void {
  try {
    window.localStorage.setItem(keyOf(), officeUuid);
  } catch {
    // Storage full or denied: the choice holds for this visit only.
  }
}

/**
 * The office the calendar shows: the one last chosen while it still exists (or All Offices), else the
 * first office; null while the offices are not known yet.
 */
export function officeToShow(chosen: string | null, officeUuids: readonly string[] | null): string | null {
  if (chosen === ALL_OFFICES) return ALL_OFFICES;
  if (officeUuids === null) return null;
  if (chosen !== null && officeUuids.includes(chosen)) return chosen;
  return officeUuids[0] ?? ALL_OFFICES;
}
