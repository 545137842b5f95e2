import { z } from 'zod';
import { ConfigError } from '@clinic/server-kit';

/** Where calendar changes go besides the always-on ICS feeds: Google Calendar, when configured. */
export interface GoogleCalendarSettings {
  /** The service account that writes the events (the calendars are shared with its e-mail). */
  clientEmail: string;
  privateKey: string;
  /** The key file's `token_uri`: where the service account trades its signed assertion for an access token. */
  tokenUri: string;
  /** Office code -> Google calendar id; an office not listed is served by its ICS feed only. */
  calendarIds: Readonly<Record<string, string>>;
  /** Root of the Google APIs (GOOGLE_CALENDAR_API_URL); tests point it at a local fake. */
  apiRootUrl: string;
}

export const GOOGLE_API_ROOT_URL = 'https://www.googleapis.com/';
export const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';

const serviceAccountSchema = z.object({
  client_email: z.email(),
  private_key: z.string().includes('PRIVATE KEY'),
  token_uri: z.url({ protocol: /^https?$/ }).optional(),
});

const calendarIdsSchema = z.record(z.string().trim().min(1), z.string().trim().min(1)).refine((ids) => Object.keys(ids).length > 0, 'name at least one office');

type Env = Record<string, string | undefined>;

function jsonOf<T>(env: Env, name: string, schema: z.ZodType<T>, example: string): T {
  let value: unknown;
  try {
    value = JSON.parse(env[name]!);
  } catch {
    throw new ConfigError(`${name} must be JSON, e.g. ${example}`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new ConfigError(`${name} is not valid: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'value'}: ${i.message}`).join('; ')}`);
  return parsed.data;
}

/**
 * Google Calendar sync settings from GOOGLE_SERVICE_ACCOUNT_JSON (the service account's key file, as
 * JSON text) and GOOGLE_CALENDAR_IDS (JSON map of office code to calendar id), both or neither;
 * GOOGLE_CALENDAR_API_URL optionally moves the API root. Undefined when Google is not configured.
 */
export function googleCalendarSettings(env: Env = process.env): GoogleCalendarSettings | undefined {
  const set = (name: string) => Boolean(env[name]?.trim());
  if (!set('GOOGLE_SERVICE_ACCOUNT_JSON') && !set('GOOGLE_CALENDAR_IDS')) return undefined;
  if (!set('GOOGLE_SERVICE_ACCOUNT_JSON') || !set('GOOGLE_CALENDAR_IDS')) {
    throw new ConfigError('Set GOOGLE_SERVICE_ACCOUNT_JSON and GOOGLE_CALENDAR_IDS together to sync appointments to Google Calendar');
  }
  const account = jsonOf(env, 'GOOGLE_SERVICE_ACCOUNT_JSON', serviceAccountSchema, '{"client_email":"…","private_key":"-----BEGIN PRIVATE KEY-----…"}');
  const calendarIds = jsonOf(env, 'GOOGLE_CALENDAR_IDS', calendarIdsSchema, '{"fremont":"…@group.calendar.google.com"}');
  const apiRootUrl = env.GOOGLE_CALENDAR_API_URL?.trim() || GOOGLE_API_ROOT_URL;
  if (!URL.canParse(apiRootUrl)) throw new ConfigError(`GOOGLE_CALENDAR_API_URL must be an absolute URL, got "${apiRootUrl}"`);
  return {
    clientEmail: account.client_email,
    privateKey: account.private_key.replace(/\\n/g, '\n'),
    tokenUri: account.token_uri ?? GOOGLE_TOKEN_URL,
    calendarIds,
    apiRootUrl: apiRootUrl.endsWith('/') ? apiRootUrl : `${apiRootUrl}/`,
  };
}
