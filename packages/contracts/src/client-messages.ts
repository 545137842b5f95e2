/** Exact texts of booking-leads-calendar.md section 8 ("Booking service calls") raised by the browser API clients. */
export const BOOKING_NO_TOKEN_MESSAGE = 'No booking access token found';
export const NETWORK_ERROR_MESSAGE = 'Network error occurred';
export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';
