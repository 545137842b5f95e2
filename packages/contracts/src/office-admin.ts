import { z } from 'zod';
import { DEFAULT_SLOT_DURATION_MINUTES, OFFICE_TIMEZONE } from './offices';
import { requestString } from './request-text';

/*
 * Offices as admins manage them (booking-leads-calendar.md 7, `/admin/offices/`), kept apart from
 * offices.ts so the browsers' office list does not bring zod along.
 */

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Body of `POST /admin/offices/` and `PUT /admin/offices/{id}/`. */
export const officeSchema = z.object({
  name: requestString({ error: 'Enter the office name' }).trim().min(1, 'Enter the office name').max(100),
  code: requestString({ error: 'Enter the office code' })
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9-]{2,50}$/, 'The code is 2 to 50 lower-case letters, digits or hyphens'),
  address: requestString({ error: 'Enter the address' }).trim().min(1, 'Enter the address').max(300),
  phone: requestString({ error: 'Enter the phone number' }).trim().min(7, 'Enter the phone number').max(30),
  timezone: requestString().trim().default(OFFICE_TIMEZONE).refine(isTimeZone, 'Enter a time zone such as America/Los_Angeles'),
  default_slot_duration_minutes: z
    .union([z.literal(5), z.literal(10), z.literal(15)], { error: 'The default slot is 5, 10 or 15 minutes' })
    .default(DEFAULT_SLOT_DURATION_MINUTES),
});

export const OFFICE_MESSAGES = {
  codeTaken: 'Another office has this code.',
  inUse: 'This office has availability or appointments: it cannot be deleted.',
} as const;
