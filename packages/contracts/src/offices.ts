/**
 * The ten offices (back-office.md 2.4, booking-leads-calendar.md 9): label and value as the spec
 * gives them, with the address and phone shown to visitors and staff. svc-core seeds its `offices`
 * table from this list; browsers use it for office pickers.
 */
export const OFFICE_TIMEZONE = 'America/Los_Angeles';
export const DEFAULT_SLOT_DURATION_MINUTES = 15;

export interface OfficeDef {
  /** Shown name (the spec's label). */
  label: string;
  /** Stable code (the spec's value), stored as `offices.code`. */
  value: string;
  address: string;
  phone: string;
}

export const OFFICES = [
  { label: 'Dublin', value: 'dublin', address: '7600 Amador Valley Blvd, Suite 210, Dublin, CA 94568', phone: '(510) 555-0121' },
  { label: 'Fremont', value: 'fremont', address: '39500 Stevenson Pl, Suite 105, Fremont, CA 94539', phone: '(510) 555-0117' },
  { label: 'Hayward', value: 'hayward', address: '22455 Maple Ct, Suite 302, Hayward, CA 94541', phone: '(510) 555-0163' },
  { label: 'Modesto', value: 'modesto', address: '1525 McHenry Ave, Suite 201, Modesto, CA 95350', phone: '(209) 555-0128' },
  { label: 'Newark', value: 'newark', address: '39899 Balentine Dr, Suite 120, Newark, CA 94560', phone: '(510) 555-0175' },
  { label: 'Oakland', value: 'oakland', address: '3100 Telegraph Ave, Suite 220, Oakland, CA 94609', phone: '(510) 555-0109' },
  { label: 'Redwood City', value: 'redwood', address: '2900 Whipple Ave, Suite 140, Redwood City, CA 94062', phone: '(650) 555-0136' },
  { label: 'Santa Clara', value: 'santaclara', address: '2250 El Camino Real, Suite 115, Santa Clara, CA 95050', phone: '(408) 555-0181' },
  { label: 'Stockton', value: 'stockton', address: '2626 N California St, Suite 204, Stockton, CA 95204', phone: '(209) 555-0154' },
  { label: 'Tracy', value: 'tracy', address: '1120 W Grant Line Rd, Suite 108, Tracy, CA 95376', phone: '(209) 555-0190' },
] as const satisfies readonly OfficeDef[];

export type OfficeCode = (typeof OFFICES)[number]['value'];

export function isOfficeCode(value: unknown): value is OfficeCode {
  return OFFICES.some((o) => o.value === value);
}

export function officeByCode(code: string): OfficeDef | undefined {
  return OFFICES.find((o) => o.value === code);
}

/** An office as the API returns it (booking-leads-calendar.md 3). */
export interface Office {
  uuid: string;
  name: string;
  code: string;
  address: string;
  phone: string;
  timezone: string;
  default_slot_duration_minutes: number;
}
