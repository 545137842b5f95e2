/** Exact texts of the spec that more than one package shows. */
export const OFFLINE_MESSAGE = 'You seem to be offline. Please check network connection.';
export const ONLINE_MESSAGE = 'Back online!';
export const ONLINE_NOTICE_MS = 4000;
export const BOOKING_SESSION_EXPIRED = 'Booking session expired';
