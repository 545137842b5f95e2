import { createHmac, timingSafeEqual } from 'node:crypto';
import { ICalCalendar, ICalEventStatus } from 'ical-generator';
import { API_PREFIX, type Office, type OfficeIcsUrl } from '@clinic/contracts';
import { derivedSecret, errors, isUuid, type Knex, type TokenKey } from '@clinic/server-kit';
import { listOffices, officeExists } from '../offices';
import { eventTextOf } from './event-text';
import { feedAppointments } from './repo';

/** The feed covers the last 30 days and the next 60. */
export const ICS_FEED_WINDOW = { pastDays: 30, futureDays: 60 } as const;
/** How often subscribed calendar apps are asked to refresh. */
const REFRESH_SECONDS = 15 * 60;

export const icsSecretOf = (signingKey: TokenKey): Buffer => derivedSecret(signingKey, 'calendar-ics-feeds');

/** The secret part of an office's feed address: an HMAC of its uuid, so it cannot be guessed nor forged. */
const icsTokenOf = (secret: Buffer, officeUuid: string): string => createHmac('sha256', secret).update(officeUuid).digest('base64url');

const icsFeedUrl = (publicUrl: string, token: string): string => `${publicUrl}${API_PREFIX}/calendar/ics/${token}.ics`;

/** `GET /admin/offices/{id}/ics-url/`: the address of the office's feed; 404 for an office that does not exist. */
export async function officeIcsUrl(knex: Knex, secret: Buffer, publicUrl: string, officeUuid: string): Promise<OfficeIcsUrl> {
  if (!isUuid(officeUuid) || !(await officeExists(knex, officeUuid))) throw errors.notFound('This office does not exist.');
  return { url: icsFeedUrl(publicUrl, icsTokenOf(secret, officeUuid)) };
}

/** The office a feed token belongs to, if any (compared in constant time). */
export async function officeOfIcsToken(knex: Knex, secret: Buffer, token: string): Promise<Office | undefined> {
  const given = Buffer.from(token);
  for (const office of await listOffices(knex)) {
    const expected = Buffer.from(icsTokenOf(secret, office.uuid));
    if (expected.length === given.length && timingSafeEqual(expected, given)) return office;
  }
  return undefined;
}

/**
 * The office's read-only iCalendar feed: every appointment that is not cancelled, 30 days back and
 * 60 ahead. Times are UTC instants and the calendar names the office's zone (America/Los_Angeles),
 * so every app shows the office's clock times; cancelled or moved appointments leave the feed. The
 * calendar is named after the practice (from its settings) and the office.
 */
export async function icsFeedOf(knex: Knex, office: Office, practiceName: string): Promise<string> {
  const calendar = new ICalCalendar({
    name: [practiceName, office.name].filter(Boolean).join(' - '),
    prodId: { company: practiceName || 'Civil surgeon practice', product: 'Appointments', language: 'EN' },
    ttl: REFRESH_SECONDS,
    x: [['X-WR-TIMEZONE', office.timezone]],
  });
  for (const appointment of await feedAppointments(knex, office.uuid, ICS_FEED_WINDOW)) {
    const text = eventTextOf({ uuid: appointment.uuid, status: appointment.status, names: appointment.names, office });
    calendar.createEvent({
      id: `${appointment.uuid}@appointments`,
      start: appointment.starts_at,
      end: appointment.ends_at,
      stamp: appointment.updated_on,
      lastModified: appointment.updated_on,
      summary: text.summary,
      location: text.location,
      description: text.description,
      status: ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
