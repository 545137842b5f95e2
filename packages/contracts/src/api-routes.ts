import type { AccessLevel } from './access';

/**
 * Every browser-facing API route under /api/v1, the service that owns it and who may call it.
 * The gateway refuses unlisted paths with a JSON 404 and checks `access` before proxying; the owning
 * service enforces the same level again. Add a line here with every new endpoint, and its request and
 * reply schemas in `api-schemas/index.ts` (the type check fails until it has them). This file carries no zod:
 * the browser's typed client uses only its types.
 */
export type ApiService = 'core' | 'notify';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRouteDef {
  method: HttpMethod;
  /** Path after /api/v1, trailing slash as in the spec; `:param` matches one segment. */
  path: string;
  service: ApiService;
  access: AccessLevel;
  /** Only served when not in production. */
  devOnly?: boolean;
  /**
   * 'public-form': a call without a staff sign-in that sends e-mail, stores uploads or checks a
   * one-time code; the gateway limits how often one IP address may call these routes together.
   */
  limit?: 'public-form';
  /** 'html': a page a browser opens (the hosted checkout); its errors are HTML pages too. Default: JSON. */
  reply?: 'html';
  /**
   * The route reads nothing from the request but its token (no body, no query): the caller's
   * session is the whole input, so the bad-input sweep accepts a success. 'without-two-factor': so
   * only while the caller's account has two-factor sign-in off; with it on, the route reads a body
   * (the set-up of a replacement app asks for the current password). The sweep signs in with
   * accounts without two-factor (their sign-in would otherwise ask for a code), so it accepts a success there too.
   */
  noInput?: true | 'without-two-factor';
}

/** The table as written, its literal types kept: ApiRouteKey and the typed client are derived from it. */
const ROUTE_TABLE = [
  { method: 'POST', path: '/auth/login/', service: 'core', access: 'public' },
  // Passwords of staff accounts: the set-password link's page (public, the token is the proof) and one's own change.
  { method: 'POST', path: '/auth/set-password/', service: 'core', access: 'public', limit: 'public-form' },
  { method: 'POST', path: '/auth/change-password/', service: 'core', access: 'staff' },
  // Two-factor sign-in (two-factor.ts): the code step of the sign-in, one's own enrolment, and the staff session.
  { method: 'POST', path: '/auth/login/two-factor/', service: 'core', access: 'public' },
  { method: 'GET', path: '/auth/session/', service: 'core', access: 'staff' },
  { method: 'POST', path: '/auth/keepalive/', service: 'core', access: 'staff', noInput: true },
  { method: 'POST', path: '/auth/logout/', service: 'core', access: 'staff', noInput: true },
  { method: 'POST', path: '/auth/two-factor/setup/', service: 'core', access: 'staff', noInput: 'without-two-factor' },
  { method: 'POST', path: '/auth/two-factor/confirm/', service: 'core', access: 'staff' },
  { method: 'POST', path: '/auth/two-factor/disable/', service: 'core', access: 'staff' },
  { method: 'POST', path: '/auth/two-factor/recovery-codes/', service: 'core', access: 'staff' },
  { method: 'GET', path: '/users/', service: 'core', access: 'staff' },
  { method: 'GET', path: '/users/dashboard/', service: 'core', access: 'staff' },
  { method: 'GET', path: '/payments/', service: 'core', access: 'admin' },
  { method: 'GET', path: '/payments/lab-order', service: 'core', access: 'admin' },
  { method: 'GET', path: '/payments/:id/lab-order', service: 'core', access: 'admin' },
  { method: 'GET', path: '/payments/:id/invoice', service: 'core', access: 'admin' },
  { method: 'GET', path: '/payments/labs/products/', service: 'core', access: 'public' },
  { method: 'POST', path: '/payments/labs/initiate/', service: 'core', access: 'public', limit: 'public-form' },
  { method: 'POST', path: '/payments/webhook/', service: 'core', access: 'public' },
  { method: 'GET', path: '/payments/local-checkout/:transaction_id/', service: 'core', access: 'public', reply: 'html' },
  { method: 'POST', path: '/payments/local-checkout/:transaction_id/complete/', service: 'core', access: 'public' },
  { method: 'GET', path: '/dev/outbox/', service: 'notify', access: 'public', devOnly: true },
  { method: 'GET', path: '/appointments/', service: 'core', access: 'staff' },
  { method: 'GET', path: '/admin/staff-accounts/', service: 'core', access: 'admin' },
  { method: 'POST', path: '/admin/staff-accounts/', service: 'core', access: 'admin' },
  { method: 'PUT', path: '/admin/staff-accounts/:id/role/', service: 'core', access: 'admin' },
  { method: 'POST', path: '/admin/staff-accounts/:id/deactivate/', service: 'core', access: 'admin' },
  { method: 'POST', path: '/admin/staff-accounts/:id/reactivate/', service: 'core', access: 'admin' },
  { method: 'POST', path: '/admin/staff-accounts/:id/password-reset/', service: 'core', access: 'admin' },
  { method: 'POST', path: '/admin/staff-accounts/:id/two-factor/reset/', service: 'core', access: 'admin' },
  { method: 'GET', path: '/admin/offices/', service: 'core', access: 'admin' },
  { method: 'POST', path: '/admin/offices/', service: 'core', access: 'admin' },
  { method: 'PUT', path: '/admin/offices/:id/', service: 'core', access: 'admin' },
  { method: 'DELETE', path: '/admin/offices/:id/', service: 'core', access: 'admin' },
  { method: 'POST', path: '/admin/availability/', service: 'core', access: 'admin' },
  { method: 'GET', path: '/admin/availability/', service: 'core', access: 'admin' },
  { method: 'PUT', path: '/admin/availability/:id/', service: 'core', access: 'admin' },
  { method: 'DELETE', path: '/admin/availability/:id/', service: 'core', access: 'admin' },
  { method: 'GET', path: '/admin/availability/:id/slots/', service: 'core', access: 'admin' },
  { method: 'GET', path: '/admin/appointment-slots/availability/', service: 'core', access: 'admin' },
  { method: 'POST', path: '/admin/appointment-slots/admin-lookup-applicants/', service: 'core', access: 'admin' },
  { method: 'POST', path: '/admin/appointment-slots/admin-book/', service: 'core', access: 'admin' },
  { method: 'GET', path: '/admin/appointment-slots/', service: 'core', access: 'admin' },
  { method: 'POST', path: '/admin/appointment-slots/:id/cancel/', service: 'core', access: 'admin' },
  { method: 'POST', path: '/admin/appointment-slots/:id/postpone/', service: 'core', access: 'admin' },
  { method: 'POST', path: '/admin/appointment-slots/:id/mark_completed/', service: 'core', access: 'admin' },
  { method: 'POST', path: '/admin/appointment-slots/:id/mark_no_show/', service: 'core', access: 'admin' },
  { method: 'GET', path: '/admin/calendar-logs', service: 'core', access: 'admin' },
  { method: 'GET', path: '/admin/calendar-logs/summary/', service: 'core', access: 'admin' },
  { method: 'GET', path: '/admin/offices/:id/ics-url/', service: 'core', access: 'admin' },
  { method: 'GET', path: '/calendar/ics/:token.ics', service: 'core', access: 'public' },
  { method: 'POST', path: '/appointments/', service: 'core', access: 'public', limit: 'public-form' },
  { method: 'GET', path: '/appointments/misc/leads/', service: 'core', access: 'staff' },
  { method: 'POST', path: '/appointments/misc/leads/', service: 'core', access: 'staff' },
  { method: 'GET', path: '/appointments/misc/leads/dormant/', service: 'core', access: 'staff' },
  { method: 'GET', path: '/appointments/misc/leads/dormant/:id/', service: 'core', access: 'staff' },
  { method: 'POST', path: '/appointments/misc/leads/xray-order/', service: 'core', access: 'staff' },
  { method: 'PUT', path: '/appointments/misc/leads/archive/', service: 'core', access: 'staff' },
  { method: 'GET', path: '/appointments/misc/leads/:id/', service: 'core', access: 'staff' },
  { method: 'PUT', path: '/appointments/misc/leads/:id/', service: 'core', access: 'staff' },
  { method: 'PUT', path: '/appointments/misc/leads/:id/i693-application/', service: 'core', access: 'staff' },
  { method: 'POST', path: '/appointments/misc/leads/:id/booking-link/', service: 'core', access: 'staff' },
  { method: 'GET', path: '/appointments/misc/leads/files/:id/url', service: 'core', access: 'staff' },
  { method: 'POST', path: '/appointments/misc/leads/:id/files/', service: 'core', access: 'staff' },
  { method: 'PATCH', path: '/appointments/misc/leads/:id/files/:fileId/', service: 'core', access: 'staff' },
  { method: 'DELETE', path: '/appointments/misc/leads/:id/mg/unsubscribe/', service: 'core', access: 'staff' },
  { method: 'GET', path: '/appointments/unsubscribe/:token/', service: 'core', access: 'public', reply: 'html' },
  { method: 'POST', path: '/appointments/unsubscribe/:token/', service: 'core', access: 'public', reply: 'html' },
  { method: 'POST', path: '/appointments/request/docs/link/', service: 'core', access: 'staff' },
  { method: 'GET', path: '/appointments/misc/leads/:id/conversations', service: 'core', access: 'staff' },
  { method: 'GET', path: '/appointments/request/docs/link/:id/token', service: 'core', access: 'public', limit: 'public-form' },
  { method: 'POST', path: '/appointments/request/docs/link/:id/token/verify/', service: 'core', access: 'public', limit: 'public-form' },
  { method: 'GET', path: '/appointments/request/docs/link/:id/info', service: 'core', access: 'document' },
  { method: 'POST', path: '/appointments/request/docs/link/:id/files/', service: 'core', access: 'document', limit: 'public-form' },
  // Public one-time-code booking. The named paths come before `/booking/:code/`, which takes any other segment.
  { method: 'POST', path: '/booking/request-otp/', service: 'core', access: 'public', limit: 'public-form' },
  { method: 'GET', path: '/booking/otp-status/', service: 'core', access: 'public' },
  { method: 'POST', path: '/booking/verify-otp/', service: 'core', access: 'public', limit: 'public-form' },
  { method: 'GET', path: '/booking/lookup-applicants/', service: 'core', access: 'public', limit: 'public-form' },
  { method: 'GET', path: '/booking/my-booking-data/', service: 'core', access: 'booking' },
  { method: 'POST', path: '/booking/lookup-request-otp/', service: 'core', access: 'booking', limit: 'public-form' },
  { method: 'POST', path: '/booking/lookup-verify-otp/', service: 'core', access: 'booking', limit: 'public-form' },
  { method: 'POST', path: '/booking/book/', service: 'core', access: 'booking' },
  { method: 'POST', path: '/booking/:id/add-applicant/', service: 'core', access: 'booking' },
  { method: 'POST', path: '/booking/:id/remove-applicant/', service: 'core', access: 'booking' },
  { method: 'GET', path: '/booking/:code/', service: 'core', access: 'public' },
  { method: 'GET', path: '/booking/:code/availability/', service: 'core', access: 'public' },
  { method: 'POST', path: '/booking/:code/book/', service: 'core', access: 'public' },
  { method: 'GET', path: '/reviews/g', service: 'core', access: 'public' },
  // Practice settings: the public document every page reads (ETag/304), and the admin's Settings screen with the lab catalogue.
  { method: 'GET', path: '/site/settings/', service: 'core', access: 'public' },
  { method: 'GET', path: '/admin/settings/', service: 'core', access: 'admin' },
  { method: 'PUT', path: '/admin/settings/', service: 'core', access: 'admin' },
  { method: 'GET', path: '/admin/lab-products/', service: 'core', access: 'admin' },
  { method: 'PUT', path: '/admin/lab-products/:id/', service: 'core', access: 'admin' },
  { method: 'POST', path: '/notifications/customer/trigger/conversation/', service: 'notify', access: 'public', limit: 'public-form' },
  { method: 'GET', path: '/downloads/:token/', service: 'core', access: 'public' },
  { method: 'POST', path: '/i693-application/', service: 'core', access: 'public', limit: 'public-form' },
  { method: 'GET', path: '/i693-application/', service: 'core', access: 'staff' },
  { method: 'PATCH', path: '/i693-application/:id/', service: 'core', access: 'staff' },
  { method: 'GET', path: '/i693-application/:id/file/', service: 'core', access: 'staff' },
  { method: 'POST', path: '/i693-application/:id/review/request/', service: 'core', access: 'internal' },
  { method: 'POST', path: '/i693-application/:id/send-payment-sms/', service: 'core', access: 'internal' },
  { method: 'GET', path: '/i693-application/:id/file/i693/pdf/', service: 'core', access: 'internal' },
  { method: 'GET', path: '/i693-application/:id/receipt', service: 'core', access: 'internal' },
  { method: 'GET', path: '/i693-application/receipt/custom/', service: 'core', access: 'internal' },
  { method: 'POST', path: '/i693-application/batch-pdf/', service: 'core', access: 'internal' },
  { method: 'GET', path: '/i693-application/batch-pdf/:taskId/', service: 'core', access: 'internal' },
  { method: 'GET', path: '/i693-application/export/columns/', service: 'core', access: 'admin' },
  { method: 'POST', path: '/i693-application/export/', service: 'core', access: 'admin' },
] as const satisfies readonly ApiRouteDef[];

export const API_ROUTES: readonly ApiRouteDef[] = ROUTE_TABLE;

type RouteKeyOf<R> = R extends { readonly method: infer M extends string; readonly path: infer P extends string } ? `${M} ${P}` : never;

/**
 * A route's name, `METHOD /path` exactly as the table writes it (e.g. `GET /appointments/misc/leads/:id/`):
 * the key of the request and reply schemas (`@clinic/contracts/api-schemas`) and of the platform's typed `call`.
 */
export type ApiRouteKey = RouteKeyOf<(typeof ROUTE_TABLE)[number]>;

/** The key of a route of the table. */
export function apiRouteKey(route: Pick<ApiRouteDef, 'method' | 'path'>): ApiRouteKey {
  return `${route.method} ${route.path}` as ApiRouteKey;
}

/** Each route's path split into segments once: the gateway matches every API request against them. */
const ROUTE_SEGMENTS = API_ROUTES.map((route) => ({ route, segments: route.path.split('/') }));

function segmentsMatch(pattern: readonly string[], got: readonly string[]): boolean {
  if (pattern.length !== got.length) return false;
  return pattern.every((seg, i) => (seg.startsWith(':') ? got[i] !== '' : seg === got[i]));
}

/** The route for a method and a path relative to /api/v1 (query string excluded). */
export function findApiRoute(method: string, path: string): ApiRouteDef | undefined {
  const verb = method === 'HEAD' ? 'GET' : method;
  const got = path.split('/');
  return ROUTE_SEGMENTS.find((r) => r.route.method === verb && segmentsMatch(r.segments, got))?.route;
}

/** True when some route exists for the path with another method (405 instead of 404). */
export function apiPathExists(path: string): boolean {
  const got = path.split('/');
  return ROUTE_SEGMENTS.some((r) => segmentsMatch(r.segments, got));
}
