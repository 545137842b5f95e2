import { addDays, LAB_ORDER_WINDOW_DAYS, type OfficeAvailability, type OfficeSlot, type PublicBookingApplicant } from '@clinic/contracts';

/** One day of an office's free slots. */
export interface SlotDay {
  date: string;
  slots: OfficeSlot[];
}

export type AvailableOffice = OfficeAvailability[string];

/** The offices of the availability answer (keyed by name), in name order. */
export function officesOf(availability: OfficeAvailability): AvailableOffice[] {
  return Object.values(availability).sort((a, b) => a.name.localeCompare(b.name));
}

export function officeByUuid(availability: OfficeAvailability, uuid: string | null): AvailableOffice | null {
  return (uuid && Object.values(availability).find((office) => office.uuid === uuid)) || null;
}

/**
 * The slots an office can be booked at (booking-leads-calendar.md 4): available only, by date then
 * start time, days without any left out; none after `lastDay` when one is given.
 */
export function availableSlotDays(availability: OfficeAvailability, officeUuid: string | null, lastDay: string | null = null): SlotDay[] {
  const office = officeByUuid(availability, officeUuid);
  if (!office) return [];
  return Object.entries(office.dates)
    .filter(([date]) => lastDay === null || date <= lastDay)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, slots]) => ({ date, slots: slots.filter((s) => s.is_available).sort((a, b) => a.start_time.localeCompare(b.start_time)) }))
    .filter((day) => day.slots.length > 0);
}

/**
 * The last day the chosen people may be seen: 14 days after the earliest Quantiferon blood draw among
 * them (public-site.md 9, checked again by the server), or null when none has one.
 */
export function lastBookableDay(applicants: readonly PublicBookingApplicant[]): string | null {
  const days = applicants.flatMap((a) => (a.quantiferon_collected_on ? [addDays(a.quantiferon_collected_on, LAB_ORDER_WINDOW_DAYS)] : []));
  return days.length > 0 ? days.sort()[0]! : null;
}
