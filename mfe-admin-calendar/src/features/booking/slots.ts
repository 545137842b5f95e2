import type { OfficeAvailability, OfficeSlot } from '@clinic/contracts';

/** The free slots of one office on one day, earliest first (the answer is keyed by office name; the office is found by id). */
export function freeSlots(answer: OfficeAvailability, officeUuid: string, date: string): OfficeSlot[] {
  const office = Object.values(answer).find((entry) => entry.uuid === officeUuid);
  return (office?.dates[date] ?? []).filter((slot) => slot.is_available).sort((a, b) => a.start_time.localeCompare(b.start_time));
}
