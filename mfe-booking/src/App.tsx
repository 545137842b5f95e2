import { BOOKING_LANDING_PATH, matchRoute, type RouteMatch } from '@clinic/contracts';
import { useSyncExternalStore, type ComponentType } from 'react';
import { BookingCalendarPage } from './pages/BookingCalendarPage';
import { BookingEditPage } from './pages/BookingEditPage';
import { BookingLandingPage } from './pages/BookingLandingPage';
import { DocRequestPage } from './pages/DocRequestPage';
import type { PageProps } from './pages/types';

export const REMOTE_NAME = 'mfe-booking';

/** The contracts route whose paths (`/i693/appointment/**`) are an alias of the booking area. */
export const ALIAS_ROUTE = 'i693-appointment';
const ALIAS_PREFIX = '/i693/appointment';

/** The page of each contracts route (by route name) this remote owns, the alias excepted. */
export const PAGES: Record<string, ComponentType<PageProps>> = {
  'booking-landing': BookingLandingPage,
  'booking-calendar': BookingCalendarPage,
  'booking-edit': BookingEditPage,
  'doc-request': DocRequestPage,
};

/**
 * The route a pathname shows. Alias paths map onto the booking area (`/i693/appointment/calendar`
 * shows `/booking/calendar`); what has no booking equivalent shows the booking landing.
 */
export function resolveRoute(pathname: string): RouteMatch | null {
  const match = matchRoute(pathname);
  if (match?.route.name !== ALIAS_ROUTE) return match;
  const target = matchRoute(BOOKING_LANDING_PATH + pathname.slice(ALIAS_PREFIX.length));
  return target && target.route.owner === REMOTE_NAME && target.route.name !== ALIAS_ROUTE ? target : matchRoute(BOOKING_LANDING_PATH);
}

/** History changes: browser back/forward and every single-spa navigation (pushState included). */
function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener('single-spa:routing-event', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('single-spa:routing-event', onChange);
  };
}

const currentPath = () => window.location.pathname;

/** Renders the page of the current URL and follows history navigation. */
export function App() {
  const pathname = useSyncExternalStore(subscribe, currentPath);
  const match = resolveRoute(pathname);
  const Page = match?.route.owner === REMOTE_NAME ? PAGES[match.route.name] : undefined;
  return match && Page ? <Page titleKey={match.route.titleKey} /> : null;
}
