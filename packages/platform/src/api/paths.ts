/** booking-leads-calendar.md 2 / public-site.md 4: the browser routes of the booking area. */
export function isBookingAreaPath(pathname: string): boolean {
  return pathname === '/booking' || pathname.startsWith('/booking/') || pathname.startsWith('/i693/appointment/');
}

function currentPathname(): string {
  return typeof window === 'undefined' ? '/' : window.location.pathname;
}

/**
 * public-site.md 4: the staff bearer is attached when the token exists, except for API paths containing
 * /auth/login or /booking/; in the booking area, API paths containing /users/ are also excluded.
 */
export function shouldAttachStaffBearer(apiPath: string, token: string | null, pathname: string = currentPathname()): boolean {
  if (!token) return false;
  if (apiPath.includes('/auth/login') || apiPath.includes('/booking/')) return false;
  if (isBookingAreaPath(pathname) && apiPath.includes('/users/')) return false;
  return true;
}
