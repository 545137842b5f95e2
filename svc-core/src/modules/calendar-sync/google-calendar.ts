import type { calendar_v3 } from '@googleapis/calendar';
import { GOOGLE_TOKEN_URL, type GoogleCalendarSettings } from './settings';

const CALENDAR_SCOPE = 'https://www.googleapis.com/auth/calendar.events';
const REQUEST_TIMEOUT_MS = 15_000;

/** An appointment as a Google Calendar event. */
export interface CalendarEvent {
  /** Chosen by us (base32hex, see `eventIdOf`), so a retried insert can never make a second event. */
  id: string;
  summary: string;
  location: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
}

/** Google Calendar as the sync needs it: write or remove one event of one calendar. */
export interface GoogleCalendar {
  /** The calendar of an office, or undefined when the office is not synced to Google. */
  calendarIdOf(officeCode: string): string | undefined;
  /** Creates the event or replaces it (`known`: it was written before); answers its id. */
  save(calendarId: string, event: CalendarEvent, known: boolean): Promise<string>;
  /** Deletes the event; one already gone counts as deleted. */
  remove(calendarId: string, eventId: string): Promise<void>;
}

/** Google event ids take the letters a-v and digits: an appointment uuid without its dashes is one. */
export const eventIdOf = (appointmentUuid: string): string => appointmentUuid.replace(/-/g, '').toLowerCase();

function statusOf(err: unknown): number | undefined {
  const e = err as { status?: unknown; response?: { status?: unknown } };
  const status = e.status ?? e.response?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * The Google Calendar adapter, through Google's own client: a service account (JWT) whose access
 * token is fetched from the key file's token_uri; requests go to `apiRootUrl`. Retries are the job
 * queue's, so the client's own are off.
 */
export function createGoogleCalendar(settings: GoogleCalendarSettings): GoogleCalendar {
  let apiReady: Promise<calendar_v3.Calendar> | undefined;
  // Google's client is loaded on the first event written, not at start-up (a restarted svc-core answers sooner).
  const client = () =>
    (apiReady ??= import('@googleapis/calendar').then(({ auth, calendar }) => {
      const jwt = new auth.JWT({
        email: settings.clientEmail,
        key: settings.privateKey,
        scopes: [CALENDAR_SCOPE],
        transporterOptions: { fetchImplementation: fetch, timeout: REQUEST_TIMEOUT_MS, retry: false },
      });
      if (settings.tokenUri !== GOOGLE_TOKEN_URL) {
        // Google's token client always posts to the public endpoint; a key file naming another one is honoured.
        jwt.transporter.interceptors.request.add({
          resolved: async (options) => {
            if (options.url.toString() === GOOGLE_TOKEN_URL) options.url = new URL(settings.tokenUri);
            return options;
          },
        });
      }
      return calendar({ version: 'v3', auth: jwt, rootUrl: settings.apiRootUrl, fetchImplementation: fetch, timeout: REQUEST_TIMEOUT_MS, retry: false });
    }));

  const body = (event: CalendarEvent): calendar_v3.Schema$Event => ({
    summary: event.summary,
    location: event.location,
    description: event.description,
    start: { dateTime: event.startsAt.toISOString(), timeZone: event.timeZone },
    end: { dateTime: event.endsAt.toISOString(), timeZone: event.timeZone },
    // Brings back an event that was deleted earlier (an appointment moved away and back again).
    status: 'confirmed',
  });

  const update = async (calendarId: string, event: CalendarEvent) =>
    (await (await client()).events.update({ calendarId, eventId: event.id, requestBody: body(event) })).data.id ?? event.id;
  const insert = async (calendarId: string, event: CalendarEvent) =>
    (await (await client()).events.insert({ calendarId, requestBody: { ...body(event), id: event.id } })).data.id ?? event.id;

  return {
    calendarIdOf: (officeCode) => settings.calendarIds[officeCode],
    async save(calendarId, event, known) {
      if (known) {
        try {
          return await update(calendarId, event);
        } catch (err) {
          if (statusOf(err) !== 404) throw err;
        }
        return insert(calendarId, event);
      }
      try {
        return await insert(calendarId, event);
      } catch (err) {
        // 409: an earlier attempt made it (its answer was lost) or it was deleted before: update it.
        if (statusOf(err) !== 409) throw err;
      }
      return update(calendarId, event);
    },
    async remove(calendarId, eventId) {
      try {
        await (await client()).events.delete({ calendarId, eventId });
      } catch (err) {
        const status = statusOf(err);
        if (status !== 404 && status !== 410) throw err;
      }
    },
  };
}
