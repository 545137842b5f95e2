import type { Office, OfficeSlot } from '@clinic/contracts';
import { useEffect, useState } from 'react';
import { fetchOffices, fetchOfficeSlots } from '../calendar/api';
import { freeSlots } from './slots';

export type Loaded<T> = { status: 'idle' } | { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: T };

/** The offices to book at, loaded once when step 3 opens. */
export function useOffices(): Loaded<Office[]> {
  const [offices, setOffices] = useState<Loaded<Office[]>>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetchOffices(controller.signal).then(
      (data) => !controller.signal.aborted && setOffices({ status: 'ready', data }),
      () => !controller.signal.aborted && setOffices({ status: 'failed' }),
    );
    return () => controller.abort();
  }, []);
  return offices;
}

/**
 * The free slots of an office on a day, loaded when both are chosen (`day` null until a bookable
 * day is picked). Raising `version` loads them again, e.g. after a slot was taken meanwhile.
 */
export function useFreeSlots(officeUuid: string, day: string | null, version: number): Loaded<OfficeSlot[]> {
  const [slots, setSlots] = useState<Loaded<OfficeSlot[]>>({ status: 'idle' });
  useEffect(() => {
    if (!officeUuid || !day) {
      setSlots({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setSlots({ status: 'loading' });
    fetchOfficeSlots({ office_uuid: officeUuid, start_date: day, end_date: day }, controller.signal).then(
      (answer) => !controller.signal.aborted && setSlots({ status: 'ready', data: freeSlots(answer, officeUuid, day) }),
      () => !controller.signal.aborted && setSlots({ status: 'failed' }),
    );
    return () => controller.abort();
  }, [officeUuid, day, version]);
  return slots;
}
