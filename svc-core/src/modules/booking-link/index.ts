/** The booking-link module's face: what other modules may import from it. */
export { recordBookingLinksForNewlyBookable, resendBookingLink, type BookingLinkContext } from './service';
