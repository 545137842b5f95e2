import type { AccessLevel } from './access';

/**
 * Every browser-facing API route under /api/v1, the service that owns it and who may call it.
 * The gateway refuses unlisted paths with a JSON 404 and checks `access` before proxying; the owning
 * service enforces the same level again. Add a line here with every new endpoint.
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
   * 'public-form': an unauthenticated write that sends e-mail or stores uploads; the gateway limits
   * how often one IP address may call these routes together.
   */
  limit?: 'public-form';
}

export const API_PREFIX = '/api/v1';

export const API_ROUTES: readonly ApiRouteDef[] = [
  { method: 'POST', path: '/auth/login/', service: 'core', access: 'public' },
  { method: 'GET', path: '/users/', service: 'core', access: 'staff' },
  { method: 'GET', path: '/payments/', service: 'core', access: 'admin' },
  { method: 'GET', path: '/payments/labs/products/', service: 'core', access: 'public' },
  { method: 'POST', path: '/payments/labs/initiate/', service: 'core', access: 'public', limit: 'public-form' },
  { method: 'POST', path: '/payments/webhook/', service: 'core', access: 'public' },
  { method: 'GET', path: '/payments/local-checkout/:transaction_id/', service: 'core', access: 'public' },
  { method: 'POST', path: '/payments/local-checkout/:transaction_id/complete/', service: 'core', access: 'public' },
  { method: 'GET', path: '/dev/outbox/', service: 'notify', access: 'public', devOnly: true },
  { method: 'POST', path: '/appointments/', service: 'core', access: 'public', limit: 'public-form' },
  { method: 'GET', path: '/reviews/g', service: 'core', access: 'public' },
  { method: 'GET', path: '/site/explainer-videos/', service: 'core', access: 'public' },
  { method: 'POST', path: '/notifications/customer/trigger/conversation/', service: 'notify', access: 'public', limit: 'public-form' },
];

function segmentsMatch(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return false;
  return want.every((seg, i) => seg.startsWith(':') ? (got[i] ?? '') !== '' : seg === got[i]);
}

/** The route for a method and a path relative to /api/v1 (query string excluded). */
export function findApiRoute(method: string, path: string): ApiRouteDef | undefined {
  const verb = method === 'HEAD' ? 'GET' : method;
  return API_ROUTES.find((r) => r.method === verb && segmentsMatch(r.path, path));
}

/** True when some route exists for the path with another method (405 instead of 404). */
export function apiPathExists(path: string): boolean {
  return API_ROUTES.some((r) => segmentsMatch(r.path, path));
}
