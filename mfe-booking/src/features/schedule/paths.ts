/** The scheduling page in edit mode for one appointment (booking-leads-calendar.md 2: /booking/{bookingUuid}). */
export function bookingEditPath(appointmentUuid: string): string {
  return `/booking/${encodeURIComponent(appointmentUuid)}`;
}
