/**
 * Every browser route, the remote that owns it, who may open it and its page title (DESIGN.md
 * section 1). The shell registers single-spa applications and guards from this table; each
 * remote renders the pages of its own routes.
 */
export const REMOTES = ['mfe-public', 'mfe-booking', 'mfe-admin-leads', 'mfe-admin-calendar', 'mfe-i693'] as const;
export type RemoteName = (typeof REMOTES)[number];
export type RouteOwner = RemoteName | 'shell';

/** public: anyone; staff: admin or staff flag (else home); admin: admin flag (else /admin). */
export type RouteAccess = 'public' | 'staff' | 'admin';

export interface RouteDef {
  /** Route name of the spec where it gives one. */
  name: string;
  /** Pattern: literal segments, `:param` segments, and a trailing `**` for any rest. */
  path: string;
  owner: RouteOwner;
  access: RouteAccess;
  /** i18n key of the page title and heading, in the `routes` namespace. */
  titleKey: string;
}

export const ROUTES: readonly RouteDef[] = [
  { name: 'home', path: '/', owner: 'mfe-public', access: 'public', titleKey: 'home' },
  { name: 'appointments', path: '/appointments', owner: 'mfe-public', access: 'public', titleKey: 'appointments' },
  { name: 'faqs', path: '/faqs', owner: 'mfe-public', access: 'public', titleKey: 'faqs' },
  { name: 'privacy-policy', path: '/privacy-policy', owner: 'mfe-public', access: 'public', titleKey: 'privacyPolicy' },
  { name: 'terms-of-service', path: '/terms-of-service', owner: 'mfe-public', access: 'public', titleKey: 'termsOfService' },
  { name: 'maintenance', path: '/maintenance', owner: 'mfe-public', access: 'public', titleKey: 'maintenance' },
  { name: 'pre-checkout', path: '/pre-checkout', owner: 'mfe-public', access: 'public', titleKey: 'preCheckout' },
  { name: 'checkout-confirmation', path: '/checkout/confirmation', owner: 'mfe-public', access: 'public', titleKey: 'checkoutConfirmation' },
  { name: 'i693', path: '/i-693', owner: 'mfe-i693', access: 'public', titleKey: 'i693' },
  { name: 'i693-form', path: '/i-693-form', owner: 'mfe-i693', access: 'public', titleKey: 'i693Form' },
  { name: 'admin-i693-applications', path: '/admin/i693-applications', owner: 'mfe-i693', access: 'staff', titleKey: 'adminI693Applications' },
  { name: 'booking-landing', path: '/booking', owner: 'mfe-booking', access: 'public', titleKey: 'bookingLanding' },
  { name: 'booking-calendar', path: '/booking/calendar', owner: 'mfe-booking', access: 'public', titleKey: 'bookingCalendar' },
  { name: 'booking-edit', path: '/booking/:bookingUuid', owner: 'mfe-booking', access: 'public', titleKey: 'bookingEdit' },
  { name: 'i693-appointment', path: '/i693/appointment/**', owner: 'mfe-booking', access: 'public', titleKey: 'bookingLanding' },
  { name: 'doc-request', path: '/appointments/doc/request/:requestId', owner: 'mfe-booking', access: 'public', titleKey: 'docRequest' },
  { name: 'admin', path: '/admin', owner: 'mfe-admin-leads', access: 'staff', titleKey: 'dashboard' },
  { name: 'appointment-requests', path: '/admin/appointment-requests', owner: 'mfe-admin-leads', access: 'staff', titleKey: 'appointmentRequests' },
  { name: 'admin-clients', path: '/admin/clients', owner: 'mfe-admin-leads', access: 'admin', titleKey: 'clients' },
  { name: 'orders', path: '/admin/orders', owner: 'mfe-admin-leads', access: 'admin', titleKey: 'orders' },
  { name: 'admin-staff', path: '/admin/staff', owner: 'mfe-admin-leads', access: 'admin', titleKey: 'staff' },
  { name: 'admin-settings', path: '/admin/settings', owner: 'mfe-admin-leads', access: 'admin', titleKey: 'settings' },
  { name: 'admin-doctor-availability', path: '/admin/doctor-availability', owner: 'mfe-admin-calendar', access: 'admin', titleKey: 'doctorAvailability' },
  { name: 'account', path: '/admin/account', owner: 'shell', access: 'staff', titleKey: 'account' },
  { name: 'account-two-factor', path: '/admin/account/two-factor', owner: 'shell', access: 'staff', titleKey: 'twoFactorSetup' },
  { name: 'login', path: '/login', owner: 'shell', access: 'public', titleKey: 'login' },
  { name: 'logout', path: '/logout', owner: 'shell', access: 'public', titleKey: 'logout' },
  { name: 'set-password', path: '/set-password', owner: 'shell', access: 'public', titleKey: 'setPassword' },
];

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

function normalise(pathname: string): string[] {
  return pathname.split('/').filter(Boolean);
}

function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const want = normalise(pattern);
  const got = normalise(pathname);
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const seg = want[i]!;
    if (seg === '**') return params;
    const actual = got[i];
    if (actual === undefined) return null;
    if (seg.startsWith(':')) params[seg.slice(1)] = decodeURIComponent(actual);
    else if (seg !== actual) return null;
  }
  return got.length === want.length ? params : null;
}

/** The route a pathname belongs to; literal routes win over parameterised ones. Null means 404. */
export function matchRoute(pathname: string): RouteMatch | null {
  const candidates = ROUTES.map((route) => ({ route, params: matchPattern(route.path, pathname) }))
    .filter((c): c is RouteMatch => c.params !== null)
    .sort((a, b) => Number(a.route.path.includes(':') || a.route.path.includes('**')) - Number(b.route.path.includes(':') || b.route.path.includes('**')));
  return candidates[0] ?? null;
}

export function routesOf(owner: RouteOwner): RouteDef[] {
  return ROUTES.filter((r) => r.owner === owner);
}

export function routeByName(name: string): RouteDef | undefined {
  return ROUTES.find((r) => r.name === name);
}

/** Admin shell menu (back-office.md 2.2), in order. `who` is checked against the profile flags. */
export const ADMIN_MENU = [
  { labelKey: 'dashboard', path: '/admin', who: 'staff' },
  { labelKey: 'i693Form', path: '/admin/i693-applications', who: 'any' },
  { labelKey: 'orders', path: '/admin/orders', who: 'admin' },
  { labelKey: 'doctorAvailability', path: '/admin/doctor-availability', who: 'admin' },
  { labelKey: 'clients', path: '/admin/appointment-requests', who: 'staff' },
  { labelKey: 'staff', path: '/admin/staff', who: 'admin' },
  { labelKey: 'settings', path: '/admin/settings', who: 'admin' },
] as const satisfies readonly { labelKey: string; path: string; who: 'any' | 'staff' | 'admin' }[];

/** The signed-in staff member's own account page (password, two-factor sign-in). */
export const ACCOUNT_PATH = '/admin/account';
/** Two-factor enrolment: where a token limited by a pending enrolment is sent (two-factor.ts). */
export const TWO_FACTOR_SETUP_PATH = '/admin/account/two-factor';

/** The Leads screen searching a lead's e-mail (`?s=`). */
export function leadSearchPath(email: string): string {
  return `/admin/appointment-requests?${new URLSearchParams({ s: email }).toString()}`;
}

/** The staff I-693 application list searching a text (`?s=`). */
export function i693SearchPath(text: string): string {
  return `/admin/i693-applications?${new URLSearchParams({ s: text }).toString()}`;
}

/** Where the booking area sends a user after its session ends. */
export const BOOKING_LANDING_PATH = '/booking';

/** The public I-693 applicant form, linked from reminders that miss an applicant's form. */
export const I693_FORM_PATH = '/i-693-form';
