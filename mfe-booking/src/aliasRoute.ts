import { BOOKING_LANDING_PATH, matchRoute, type RouteMatch } from '@clinic/contracts';

const REMOTE_NAME = 'mfe-booking';

/** The contracts route whose paths (`/i693/appointment/**`) are an alias of the booking area. */
export const ALIAS_ROUTE = 'i693-appointment';
const ALIAS_PREFIX = '/i693/appointment';

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
