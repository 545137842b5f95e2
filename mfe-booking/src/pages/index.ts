import type { RemotePages } from '@clinic/platform';
import { BookingCalendarPage } from './BookingCalendarPage';
import { BookingEditPage } from './BookingEditPage';
import { BookingLandingPage } from './BookingLandingPage';
import { DocRequestPage } from './DocRequestPage';

/** The page of each contracts route (by route name) this remote owns, the alias excepted (see aliasRoute.ts). */
export const PAGES: RemotePages = {
  'booking-landing': BookingLandingPage,
  'booking-calendar': BookingCalendarPage,
  'booking-edit': BookingEditPage,
  'doc-request': DocRequestPage,
};
