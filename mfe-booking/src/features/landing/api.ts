import { ERROR_CODES } from '@clinic/contracts';
import { ApiRequestError, api, pageLanguage } from '@clinic/platform';

/** POST /booking/request-otp/ answer (booking-leads-calendar.md 7), read defensively: a 2xx that still says no is a refusal. */
interface CodeRequestAnswer {
  success?: boolean;
  message?: string;
  expires_in_minutes?: number;
}

/** POST /booking/verify-otp/ answer. */
interface CodeVerifyAnswer {
  success?: boolean;
  access_token?: string;
  applicants?: unknown;
  message?: string;
  error?: string;
}

export interface VerifiedBooking {
  accessToken: string;
  applicants: unknown[];
}

/*
 * Both calls are made before any booking session exists: a 401 or 403 here is an answer about the
 * e-mail or the code, not the end of a staff or booking session, so the client's sign-out rules are skipped.
 */
const UNAUTHENTICATED = { skipAuthHandling: true } as const;

/**
 * E-mails a booking code to the address, written in the page's current language; the answer is how
 * many minutes the code works, when said.
 */
export async function requestBookingCode(email: string): Promise<number | undefined> {
  const answer: CodeRequestAnswer | null = await api.call('POST /booking/request-otp/', { body: { email, language: pageLanguage() }, ...UNAUTHENTICATED });
  if (answer?.success === false) throw new Error(answer.message ?? 'The code was not sent');
  return answer?.expires_in_minutes;
}

/** Checks the code; the answer is the booking access token and the e-mail's applicants. */
export async function verifyBookingCode(email: string, code: string): Promise<VerifiedBooking> {
  const answer: CodeVerifyAnswer | null = await api.call('POST /booking/verify-otp/', { body: { email, otp_code: code }, ...UNAUTHENTICATED });
  if (!answer?.success || typeof answer.access_token !== 'string' || !answer.access_token) {
    // A 2xx answer that still says no counts as the 400 of a wrong (or expired) code.
    throw new ApiRequestError(400, { error: answer?.error ?? ERROR_CODES.invalidCode, msg: answer?.message ?? '' });
  }
  return { accessToken: answer.access_token, applicants: Array.isArray(answer.applicants) ? answer.applicants : [] };
}
