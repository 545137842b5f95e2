import { createHash, randomBytes } from 'node:crypto';
import { isPersonalBookingCode, personalBookingPath } from '@clinic/contracts';
import type { Knex } from '@clinic/server-kit';
import type { AppointmentSnapshot } from '../calendar-sync';
import { findLivePersonalLink, insertPersonalLink } from './repo';

const hashOf = (code: string) => createHash('sha256').update(code).digest('hex');

/**
 * A personal link `${publicUrl}/booking/{code}` for each address the appointment's e-mails go to:
 * 32 random bytes, only their hash kept, opening this appointment and the applicants of the lead
 * e-mail of that address's people. Each works while the appointment is booked and not over.
 */
export async function mintPersonalLinks(
  db: Knex,
  publicUrl: string,
  appointment: Pick<AppointmentSnapshot, 'uuid' | 'applicants'>,
): Promise<Map<string, string>> {
  const links = new Map<string, string>();
  for (const person of appointment.applicants) {
    if (!person.email || links.has(person.email)) continue;
    const code = randomBytes(32).toString('base64url');
    await insertPersonalLink(db, { codeHash: hashOf(code), appointmentUuid: appointment.uuid, email: person.lead_email });
    links.set(person.email, `${publicUrl}${personalBookingPath(code)}`);
  }
  return links;
}

export interface PersonalLink {
  appointmentUuid: string;
  /** The lead e-mail whose applicants the link opens. */
  email: string;
}

/** What a personal code opens, while its appointment is booked and not over; undefined otherwise. */
export async function openPersonalLink(db: Knex, code: string): Promise<PersonalLink | undefined> {
  if (!isPersonalBookingCode(code)) return undefined;
  const row = await findLivePersonalLink(db, hashOf(code));
  return row && { appointmentUuid: row.appointment_uuid, email: row.email };
}
