import { BOOKING_LANDING_PATH, ERROR_CODES } from '@clinic/contracts';
import { clearBookingSession, isApiRequestError, navigate, showMessage } from '@clinic/platform';

/** The booking session is over: TOKEN_EXPIRED from the booking client, or any 401/403 (spec 8). */
export function isSessionEnd(err: unknown): boolean {
  return isApiRequestError(err) && (err.code === ERROR_CODES.tokenExpired || err.status === 401 || err.status === 403);
}

/** Clears the stored token, e-mail and applicants, says why, and goes back to the landing. */
export function leaveToLanding(text: string): void {
  clearBookingSession();
  showMessage(text, 'error');
  navigate(BOOKING_LANDING_PATH);
}
