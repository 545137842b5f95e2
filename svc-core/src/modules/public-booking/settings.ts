import { DEFAULT_MAX_APPLICANTS_PER_APPOINTMENT } from '@clinic/contracts';
import { ConfigError } from '@clinic/server-kit';

export interface PublicBookingSettings {
  /** BOOKING_MAX_APPLICANTS: the most applicants one appointment may hold when booked or edited by a client. */
  maxApplicantsPerAppointment: number;
}

/** The public booking's server settings, from the environment; a wrong value stops the start. */
export function publicBookingSettings(env: Record<string, string | undefined> = process.env): PublicBookingSettings {
  const raw = env.BOOKING_MAX_APPLICANTS?.trim();
  if (!raw) return { maxApplicantsPerAppointment: DEFAULT_MAX_APPLICANTS_PER_APPOINTMENT };
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 50) throw new ConfigError(`BOOKING_MAX_APPLICANTS must be a whole number from 1 to 50, got "${raw}"`);
  return { maxApplicantsPerAppointment: value };
}
