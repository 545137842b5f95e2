/** Exact texts of the spec that more than one package shows. */
export const OFFLINE_MESSAGE = 'You seem to be offline. Please check network connection.';
export const ONLINE_MESSAGE = 'Back online!';
export const ONLINE_NOTICE_MS = 4000;
export const BOOKING_SESSION_EXPIRED = 'Booking session expired';

/** The neutral message shown for any failed sign-in: never reveals whether the username exists. */
export const LOGIN_FAILED_MESSAGE = 'Sign-in failed. Check your username and password and try again.';
export const LOGIN_RATE_LIMITED_MESSAGE = 'Too many sign-in attempts. Please wait a few minutes and try again.';
export const PUBLIC_FORM_RATE_LIMITED_MESSAGE = 'Too many requests from your network. Please wait a few minutes and try again.';
