import type { OfficeSlot } from '@clinic/contracts';
import { useAbortableLoad } from '@clinic/platform';
import { useMemo } from 'react';
import { fetchOffices, fetchOfficeSlots } from '../calendar/api';
import { freeSlots } from './slots';

/** The offices to book at, loaded once when step 3 opens. */
export function useOffices() {
  return useAbortableLoad(fetchOffices).state;
}

/**
 * The free slots of an office on a day, loaded when both are chosen (`day` null until a bookable
 * day is picked); `reload` loads them again, e.g. after a slot was taken meanwhile.
 */
export function useFreeSlots(officeUuid: string, day: string | null) {
  const load = useMemo(
    () =>
      officeUuid && day
        ? (signal: AbortSignal): Promise<OfficeSlot[]> =>
            fetchOfficeSlots({ office_uuid: officeUuid, start_date: day, end_date: day }, signal).then((answer) => freeSlots(answer, officeUuid, day))
        : null,
    [officeUuid, day],
  );
  return useAbortableLoad(load);
}
