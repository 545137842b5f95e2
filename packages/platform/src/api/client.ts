import {
  API_PREFIX,
  BOOKING_LANDING_PATH,
  BOOKING_NO_TOKEN_MESSAGE,
  BOOKING_SESSION_EXPIRED,
  ERROR_CODES,
  fillApiPath,
  NETWORK_ERROR_CODE,
  NETWORK_ERROR_MESSAGE,
  splitApiRouteKey,
  TWO_FACTOR_SETUP_PATH,
  type ApiError,
  type ApiRouteKey,
} from '@clinic/contracts';
// Types only: the schemas (and zod) are loaded by development builds alone, to check replies (see `call`).
import type { ApiCallInput, ApiReply } from '@clinic/contracts/api-schemas';
import { clearBookingSession, clearToken, sessionStore } from '../session/session';
import { setTwoFactorSetupRequired } from '../session/staffSessionLink';
import { ApiRequestError } from './errors';
import { navigate } from './navigation';
import { isBookingAreaPath, shouldAttachStaffBearer } from './paths';

export type QueryValue = string | number | boolean | null | undefined;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /** Query parameters; null and undefined values are left out. */
  params?: Record<string, QueryValue | QueryValue[]>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * How a successful body is read (default json; 204 and empty bodies give null). `auto` (what `call`
   * uses): by its Content-Type, JSON as json, an HTML page as text, anything else (a PDF, a spreadsheet) as a Blob.
   */
  responseType?: 'json' | 'blob' | 'text' | 'auto';
  /** Leave 401/403 handling to the caller: no session clearing, no navigation. */
  skipAuthHandling?: boolean;
}

/**
 * What `call` takes beside the route's input: the client's options but the query (`query` instead).
 * The body is read by the reply's Content-Type (`auto`) unless `responseType` says otherwise.
 */
export type CallOptions<O extends RequestOptions = RequestOptions> = Omit<O, 'params'>;

/** The input of a call of route K: optional when the route needs no path parameter, query or body. */
export type CallArgs<K extends ApiRouteKey, O extends RequestOptions = RequestOptions> =
  object extends ApiCallInput<K> ? [input?: ApiCallInput<K> & CallOptions<O>] : [input: ApiCallInput<K> & CallOptions<O>];

export interface ApiClient<O extends RequestOptions = RequestOptions> {
  /**
   * A route of contracts API_ROUTES by its key, e.g. `call('GET /appointments/misc/leads/:id/', { params: { id } })`:
   * the path parameters (`params`), query (`query`) and body (`body`) are typed from the route's request
   * schemas, the answer is the route's reply type (a Blob for a file). In development builds the reply is
   * checked against the route's reply schema and a mismatch is logged (console.error) naming the route.
   */
  call<K extends ApiRouteKey>(route: K, ...input: CallArgs<K, O>): Promise<ApiReply<K>>;
  request<T = unknown>(method: HttpMethod, path: string, body?: unknown, options?: O): Promise<T>;
  get<T = unknown>(path: string, options?: O): Promise<T>;
  delete<T = unknown>(path: string, options?: O): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: O): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: O): Promise<T>;
  patch<T = unknown>(path: string, body?: unknown, options?: O): Promise<T>;
}

export interface ClientRules<O extends RequestOptions = RequestOptions> {
  /** The bearer token for this call, or null for none; throwing rejects the call before it is sent. */
  bearer(path: string): string | null;
  /** Called on a 401 or 403 reply; may return a replacement error to reject with. */
  onAuthFailure?(status: 401 | 403, path: string, error: ApiRequestError, options: O): ApiRequestError | void;
}

let apiBaseUrl: string = API_PREFIX;

/** Overrides the API base (default /api/v1) for every client, e.g. when the API lives on another origin. */
export function setApiBaseUrl(baseUrl: string): void {
  apiBaseUrl = baseUrl.replace(/\/+$/, '');
}

export function buildUrl(path: string, params?: RequestOptions['params'], baseUrl: string = apiBaseUrl): string {
  const url = /^https?:\/\//.test(path) ? path : `${baseUrl}${path.startsWith('/') ? '' : '/'}${path}`;
  if (!params) return url;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (v !== null && v !== undefined) query.append(key, String(v));
    }
  }
  const qs = query.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

function isApiErrorBody(value: unknown): value is ApiError {
  return !!value && typeof value === 'object' && typeof (value as ApiError).error === 'string' && typeof (value as ApiError).msg === 'string';
}

async function errorFromResponse(res: Response): Promise<ApiRequestError> {
  const text = await res.text().catch(() => '');
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (isApiErrorBody(parsed)) return new ApiRequestError(res.status, parsed);
  const extra = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  const msg = typeof extra.msg === 'string' ? extra.msg : typeof extra.detail === 'string' ? extra.detail : res.statusText || `HTTP ${res.status}`;
  const error = typeof extra.error === 'string' ? extra.error : `HTTP_${res.status}`;
  return new ApiRequestError(res.status, { ...extra, error, msg });
}

/** `auto`: the type the response declares (a test's fake response may declare none: read as JSON). */
function autoResponseType(res: Response): 'json' | 'blob' | 'text' {
  const type = (res.headers?.get('content-type') ?? '').toLowerCase();
  if (type === '' || type.includes('json')) return 'json';
  return type.startsWith('text/html') ? 'text' : 'blob';
}

async function readBody(res: Response, requested: RequestOptions['responseType']): Promise<unknown> {
  if (res.status === 204) return null;
  const responseType = requested === 'auto' ? autoResponseType(res) : requested;
  if (responseType === 'blob') return res.blob();
  const text = await res.text();
  if (responseType === 'text') return text;
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isBodyInit(body: unknown): body is BodyInit {
  return (
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
    typeof body === 'string'
  );
}

/** A client with its own bearer and 401/403 rules (e.g. the document-request token of mfe-booking). */
export function createApiClient<O extends RequestOptions = RequestOptions>(rules: ClientRules<O>): ApiClient<O> {
  async function request<T>(method: HttpMethod, path: string, body?: unknown, options: O = {} as O): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    // The booking client throws here when its token is missing, before anything is sent.
    const token = rules.bearer(path);
    if (token) headers.Authorization = `Bearer ${token}`;
    let payload: BodyInit | undefined;
    if (body !== undefined && body !== null) {
      if (isBodyInit(body)) payload = body;
      else {
        payload = JSON.stringify(body);
        headers['Content-Type'] = 'application/json';
      }
    }
    let res: Response;
    try {
      res = await fetch(buildUrl(path, options.params), { method, headers, body: payload, signal: options.signal ?? null });
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') throw err;
      throw new ApiRequestError(0, { error: NETWORK_ERROR_CODE, msg: NETWORK_ERROR_MESSAGE });
    }
    if (!res.ok) {
      const error = await errorFromResponse(res);
      if ((res.status === 401 || res.status === 403) && !options.skipAuthHandling && rules.onAuthFailure) {
        throw rules.onAuthFailure(res.status, path, error, options) ?? error;
      }
      throw error;
    }
    return (await readBody(res, options.responseType)) as T;
  }

  async function call(route: string, input: Record<string, unknown> = {}): Promise<unknown> {
    const { params, query, body, ...options } = input as { params?: Record<string, string | number>; query?: RequestOptions['params']; body?: unknown };
    const { method, path } = splitApiRouteKey(route);
    const reply = await request(method as HttpMethod, fillApiPath(path, params), body, { responseType: 'auto', ...options, params: query } as O);
    // Development builds only (webpack --mode development): production builds drop this branch, and with it the schemas and zod.
    if (process.env.NODE_ENV === 'development') {
      void import('./replyCheck').then(({ checkApiReply }) => checkApiReply(route as ApiRouteKey, reply)).catch(() => undefined);
    }
    return reply;
  }

  return {
    call: call as ApiClient<O>['call'],
    request,
    get: (path, options) => request('GET', path, undefined, options),
    delete: (path, options) => request('DELETE', path, undefined, options),
    post: (path, body, options) => request('POST', path, body, options),
    put: (path, body, options) => request('PUT', path, body, options),
    patch: (path, body, options) => request('PATCH', path, body, options),
  };
}

function currentPathAndQuery(): string {
  return `${window.location.pathname}${window.location.search}`;
}

function goTo(url: string): void {
  if (currentPathAndQuery() !== url) navigate(url);
}

/** The login page URL that returns to the current page afterwards. */
export function loginUrlWithNext(pathAndQuery: string = currentPathAndQuery()): string {
  if (pathAndQuery === '/login' || pathAndQuery.startsWith('/login?') || pathAndQuery === '/logout') return '/login';
  return `/login?next=${encodeURIComponent(pathAndQuery)}`;
}

const IDLE_LOGOFF_PARAM = 'reason=idle';

/** True on the login page reached by an idle logoff. */
export function isIdleLogoff(search: string): boolean {
  return new URLSearchParams(search).get('reason') === 'idle';
}

/** The login page after an idle logoff: it says why, and returns to the current page afterwards. */
export function idleLoginUrl(pathAndQuery: string = currentPathAndQuery()): string {
  const url = loginUrlWithNext(pathAndQuery);
  return `${url}${url.includes('?') ? '&' : '?'}${IDLE_LOGOFF_PARAM}`;
}

/**
 * The main client (public and staff calls) with the session rules of public-site.md 4: bearer per
 * shouldAttachStaffBearer; 401 ends the booking session (booking user) or the staff session; 403 ends
 * the staff session and goes to /login?lang=en. A failed sign-in is left to the login page. Two
 * answers of two-factor.ts keep their own meaning: 403 TWO_FACTOR_SETUP_REQUIRED keeps the session and
 * goes to the enrolment page; 401 SESSION_IDLE ends it and the login page says why.
 */
export const api: ApiClient = createApiClient({
  bearer: (path) => {
    const { token } = sessionStore.getState();
    return shouldAttachStaffBearer(path, token) ? token : null;
  },
  onAuthFailure(status, path, error) {
    if (path.includes('/auth/login')) return;
    if (status === 403 && error.code === ERROR_CODES.twoFactorSetupRequired) {
      setTwoFactorSetupRequired(true);
      goTo(TWO_FACTOR_SETUP_PATH);
      return;
    }
    if (status === 401 && error.code === ERROR_CODES.sessionIdle) {
      const next = idleLoginUrl();
      clearToken();
      goTo(next);
      return;
    }
    if (status === 403) {
      clearToken();
      goTo('/login?lang=en');
      return;
    }
    const bookingUser = !!sessionStore.getState().booking.accessToken || isBookingAreaPath(window.location.pathname);
    if (bookingUser) {
      clearBookingSession();
      goTo(BOOKING_LANDING_PATH);
    } else {
      clearToken();
      // A call still in flight when the user signed out: the login page they went to stays as it is.
      if (window.location.pathname === '/login') return;
      goTo(loginUrlWithNext());
    }
  },
});

export interface BookingRequestOptions extends RequestOptions {
  /** Reply statuses that end the booking session (default 401 and 403; add/remove applicant use only 401). */
  expireOn?: readonly (401 | 403)[];
}

/**
 * The client of the token-based booking flow (booking-leads-calendar.md 8, "Booking service calls"):
 * bearer booking_access_token; a missing token rejects with 'No booking access token found'; 401 or
 * 403 clear the booking token, e-mail and applicants and reject with TOKEN_EXPIRED 'Booking session
 * expired'. It never navigates: the booking pages decide where to go. Unauthenticated booking calls use `api`.
 */
export const bookingApi: ApiClient<BookingRequestOptions> = createApiClient<BookingRequestOptions>({
  bearer: () => {
    const { accessToken } = sessionStore.getState().booking;
    if (!accessToken) throw new ApiRequestError(401, { error: ERROR_CODES.unauthorized, msg: BOOKING_NO_TOKEN_MESSAGE });
    return accessToken;
  },
  onAuthFailure(status, _path, error, options) {
    const expireOn = options.expireOn ?? [401, 403];
    if (!expireOn.includes(status)) return error;
    clearBookingSession();
    return new ApiRequestError(status, { ...error.body, error: ERROR_CODES.tokenExpired, msg: BOOKING_SESSION_EXPIRED });
  },
});
