import { addDays, minutesOf, type AppointmentSlot, type Availability } from '@clinic/contracts';

export interface DayHours {
  date: string;
  availableMinutes: number;
  bookedMinutes: number;
}

export interface OfficeWeekSummary {
  officeUuid: string;
  officeName: string;
  availableMinutes: number;
  bookedMinutes: number;
  /** Monday to Sunday. */
  days: DayHours[];
}

const lengthOf = (item: { start_time: string; end_time: string }) => Math.max(0, (minutesOf(item.end_time) ?? 0) - (minutesOf(item.start_time) ?? 0));

/**
 * The Week Summary: per office, the available and booked minutes of the week from `monday`, in
 * total and per day. Booked counts every appointment that holds its slot (all but cancelled ones);
 * an office with neither is left out. Offices in name order.
 */
export function weekSummary(availabilities: readonly Availability[], appointments: readonly AppointmentSlot[], monday: string): OfficeWeekSummary[] {
  const week = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  const byOffice = new Map<string, OfficeWeekSummary>();
  const officeOf = (uuid: string, name: string) => {
    let office = byOffice.get(uuid);
    if (!office) {
      office = {
        officeUuid: uuid,
        officeName: name,
        availableMinutes: 0,
        bookedMinutes: 0,
        days: week.map((date) => ({ date, availableMinutes: 0, bookedMinutes: 0 })),
      };
      byOffice.set(uuid, office);
    }
    return office;
  };
  for (const availability of availabilities) {
    const index = week.indexOf(availability.date);
    if (index < 0) continue;
    const office = officeOf(availability.office, availability.office_name);
    office.availableMinutes += lengthOf(availability);
    office.days[index]!.availableMinutes += lengthOf(availability);
  }
  for (const appointment of appointments) {
    const index = week.indexOf(appointment.appointment_date);
    if (index < 0 || appointment.status === 'cancelled') continue;
    const office = officeOf(appointment.office_uuid, appointment.office_name);
    office.bookedMinutes += lengthOf(appointment);
    office.days[index]!.bookedMinutes += lengthOf(appointment);
  }
  return [...byOffice.values()].sort((a, b) => a.officeName.localeCompare(b.officeName));
}

/** Minutes as hours with at most two decimals: 90 → `1.5`, 20 → `0.33`. */
export function hoursOf(minutes: number): string {
  return String(Math.round((minutes / 60) * 100) / 100);
}
