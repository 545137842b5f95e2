import { lazyPage, type RemotePages } from '@clinic/platform';
import { NS } from '../texts';

const TEXTS = [NS.client];

/**
 * The page of each contracts route (by route name) this remote owns, the alias excepted (see aliasRoute.ts).
 * Each page loads on first use, in a chunk of its own, with the remote's texts in the current language:
 * the landing a visitor opens first does not wait for the calendar, the editor or the uploads.
 */
export const PAGES: RemotePages = {
  'booking-landing': lazyPage(async () => (await import('./BookingLandingPage')).BookingLandingPage, TEXTS),
  'booking-calendar': lazyPage(async () => (await import('./BookingCalendarPage')).BookingCalendarPage, TEXTS),
  'booking-edit': lazyPage(async () => (await import('./BookingEditPage')).BookingEditPage, TEXTS),
  'doc-request': lazyPage(async () => (await import('./DocRequestPage')).DocRequestPage, TEXTS),
};
