import { hydrateSession, sessionStore, setBookingSession, setToken } from '../session/session';
import { fakeResponse, staffToken } from '../testing/fakes';
import { staffSessionStore } from '../session/staffSession';
import { api, bookingApi, buildUrl, isIdleLogoff } from './client';
import { ApiRequestError } from './errors';
import { setNavigate } from './navigation';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
const navigateMock = jest.fn<void, [string]>();

function visit(url: string) {
  window.history.pushState(null, '', url);
}

function lastHeaders(): Record<string, string> {
  const init = fetchMock.mock.calls.at(-1)?.[1];
  return (init?.headers ?? {}) as Record<string, string>;
}

beforeEach(() => {
  localStorage.clear();
  hydrateSession();
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(fakeResponse({ body: { ok: true } }));
  navigateMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  setNavigate(navigateMock);
  visit('/admin');
});

afterAll(() => setNavigate(null));

describe('bearer header', () => {
  it('is attached to API calls when the main token exists', async () => {
    const token = staffToken({ a: true });
    setToken(token);
    await api.get('/users/');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/users/');
    expect(lastHeaders().Authorization).toBe(`Bearer ${token}`);
  });

  it('is absent when there is no token', async () => {
    await api.get('/users/');
    expect(lastHeaders().Authorization).toBeUndefined();
  });

  it('is never sent to paths containing /auth/login or /booking/', async () => {
    setToken(staffToken({ a: true }));
    await api.post('/auth/login/', { username: 'a', password: 'b' });
    expect(lastHeaders().Authorization).toBeUndefined();
    await api.post('/booking/request-otp/', { email: 'a@b.co' });
    expect(lastHeaders().Authorization).toBeUndefined();
  });

  it('is not sent to /users/ paths from the booking area, but still to other paths there', async () => {
    setToken(staffToken({ s: true }));
    visit('/booking/calendar');
    await api.get('/users/');
    expect(lastHeaders().Authorization).toBeUndefined();
    visit('/i693/appointment/abc');
    await api.get('/users/dashboard/');
    expect(lastHeaders().Authorization).toBeUndefined();
    await api.get('/payments/');
    expect(lastHeaders().Authorization).toMatch(/^Bearer /);
  });
});

describe('401 and 403 replies', () => {
  const unauthorized = { status: 401, body: { error: 'TOKEN_EXPIRED', msg: 'Token expired' } };

  it('401 for a staff user removes the token and goes to /login with next = the current path and query', async () => {
    setToken(staffToken({ a: true }));
    visit('/admin/orders?page=2');
    fetchMock.mockResolvedValueOnce(fakeResponse(unauthorized));
    const error = await api.get('/payments/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 401, body: { error: 'TOKEN_EXPIRED', msg: 'Token expired' } });
    expect(localStorage.getItem('jToken')).toBeNull();
    expect(sessionStore.getState().token).toBeNull();
    expect(navigateMock).toHaveBeenCalledWith(`/login?next=${encodeURIComponent('/admin/orders?page=2')}`);
  });

  it('a 401 answering a call sent before the user signed out leaves the login page they went to as it is', async () => {
    visit('/login?lang=en');
    fetchMock.mockResolvedValueOnce(fakeResponse(unauthorized));
    await expect(api.get('/payments/')).rejects.toMatchObject({ status: 401 });
    expect(navigateMock).not.toHaveBeenCalled();
  });

  it('401 for a booking user (an access token exists) clears the booking session and goes to /booking', async () => {
    const staff = staffToken({ s: true });
    setToken(staff);
    setBookingSession({ accessToken: 'bk', email: 'a@b.co', applicants: [{ uuid: 'u1' }] });
    visit('/');
    fetchMock.mockResolvedValueOnce(fakeResponse(unauthorized));
    await expect(api.get('/payments/')).rejects.toMatchObject({ status: 401 });
    expect(['booking_access_token', 'booking_email', 'booking_applicants'].map((k) => localStorage.getItem(k))).toEqual([null, null, null]);
    expect(localStorage.getItem('jToken')).toBe(staff);
    expect(navigateMock).toHaveBeenCalledWith('/booking');
  });

  it('401 on a booking-area page counts as a booking user even without an access token', async () => {
    visit('/i693/appointment/xyz');
    localStorage.setItem('booking_email', 'a@b.co');
    hydrateSession();
    fetchMock.mockResolvedValueOnce(fakeResponse(unauthorized));
    await expect(api.get('/booking/my-booking-data/')).rejects.toBeInstanceOf(ApiRequestError);
    expect(localStorage.getItem('booking_email')).toBeNull();
    expect(navigateMock).toHaveBeenCalledWith('/booking');
  });

  it('403 removes the token and goes to /login?lang=en', async () => {
    setToken(staffToken({ s: true }));
    visit('/admin/orders');
    fetchMock.mockResolvedValueOnce(fakeResponse({ status: 403, body: { error: 'FORBIDDEN', msg: 'Forbidden' } }));
    await expect(api.get('/payments/')).rejects.toMatchObject({ status: 403, body: { error: 'FORBIDDEN' } });
    expect(localStorage.getItem('jToken')).toBeNull();
    expect(navigateMock).toHaveBeenCalledWith('/login?lang=en');
  });

  it('403 TWO_FACTOR_SETUP_REQUIRED keeps the session and goes to the two-factor enrolment', async () => {
    const token = staffToken({ a: true });
    setToken(token);
    visit('/admin/orders');
    fetchMock.mockResolvedValueOnce(fakeResponse({ status: 403, body: { error: 'TWO_FACTOR_SETUP_REQUIRED', msg: 'Set up two-factor sign-in' } }));
    await expect(api.get('/payments/')).rejects.toMatchObject({ status: 403, body: { error: 'TWO_FACTOR_SETUP_REQUIRED' } });
    expect(localStorage.getItem('jToken')).toBe(token);
    expect(staffSessionStore.getState().setupRequired).toBe(true);
    expect(navigateMock).toHaveBeenCalledWith('/admin/account/two-factor');
  });

  it('401 SESSION_IDLE ends the staff session and goes to /login saying why, then back to the page', async () => {
    setToken(staffToken({ s: true }));
    visit('/admin/appointment-requests?s=x');
    fetchMock.mockResolvedValueOnce(fakeResponse({ status: 401, body: { error: 'SESSION_IDLE', msg: 'signed out' } }));
    await expect(api.get('/appointments/')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('jToken')).toBeNull();
    const url = navigateMock.mock.calls[0]![0];
    expect(url).toBe(`/login?next=${encodeURIComponent('/admin/appointment-requests?s=x')}&reason=idle`);
    expect(isIdleLogoff(url.slice(url.indexOf('?')))).toBe(true);
  });

  it('a failed sign-in is left to the login page (no forced navigation)', async () => {
    visit('/login');
    fetchMock.mockResolvedValueOnce(fakeResponse({ status: 401, body: { error: 'INVALID_CREDENTIALS', msg: 'no' } }));
    await expect(api.post('/auth/login/', { username: 'a', password: 'b' })).rejects.toMatchObject({ status: 401 });
    expect(navigateMock).not.toHaveBeenCalled();
  });

  it('skipAuthHandling leaves the session alone', async () => {
    const token = staffToken({ a: true });
    setToken(token);
    fetchMock.mockResolvedValueOnce(fakeResponse(unauthorized));
    await expect(api.get('/users/', { skipAuthHandling: true })).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('jToken')).toBe(token);
    expect(navigateMock).not.toHaveBeenCalled();
  });
});

describe('requests and errors', () => {
  it('sends JSON bodies and query parameters, leaving out empty ones', async () => {
    await api.post('/things/', { a: 1 }, { params: { page: 2, search: 'x y', empty: undefined, none: null } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/things/?page=2&search=x+y');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(lastHeaders()['Content-Type']).toBe('application/json');
  });

  it('sends FormData as is, without a JSON content type', async () => {
    const form = new FormData();
    form.append('f', 'v');
    await api.post('/appointments/', form);
    expect(fetchMock.mock.calls[0]![1].body).toBe(form);
    expect(lastHeaders()['Content-Type']).toBeUndefined();
  });

  it('rejects with the {error,msg} body of the server', async () => {
    fetchMock.mockResolvedValueOnce(fakeResponse({ status: 409, body: { error: 'CONFLICT', msg: 'Slot taken', type: 'slot' } }));
    await expect(api.post('/booking/book/', {})).rejects.toMatchObject({ status: 409, body: { error: 'CONFLICT', msg: 'Slot taken', type: 'slot' } });
  });

  it('wraps a body that is not an API error', async () => {
    fetchMock.mockResolvedValueOnce(fakeResponse({ status: 502, body: '<html>Bad gateway</html>' }));
    await expect(api.get('/users/')).rejects.toMatchObject({ status: 502, body: { error: 'HTTP_502' } });
  });

  it('turns a failed connection into status 0 and "Network error occurred"', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.get('/users/')).rejects.toMatchObject({ status: 0, body: { error: 'NETWORK_ERROR', msg: 'Network error occurred' } });
  });

  it('answers null for 204', async () => {
    fetchMock.mockResolvedValueOnce(fakeResponse({ status: 204 }));
    await expect(api.delete('/things/1/')).resolves.toBeNull();
  });

  it('builds URLs on the configured base', () => {
    expect(buildUrl('/x/?a=1', { b: [1, 2] }, '/api/v1')).toBe('/api/v1/x/?a=1&b=1&b=2');
  });
});

describe('bookingApi', () => {
  it('sends the booking access token as bearer, not the staff token', async () => {
    setToken(staffToken({ a: true }));
    setBookingSession({ accessToken: 'booking-token', email: 'a@b.co', applicants: [] });
    await bookingApi.get('/booking/my-booking-data/');
    expect(lastHeaders().Authorization).toBe('Bearer booking-token');
  });

  it('rejects without calling the server when there is no booking token', async () => {
    await expect(bookingApi.get('/booking/my-booking-data/')).rejects.toMatchObject({ status: 401, body: { msg: 'No booking access token found' } });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('401 or 403 clear the booking session and raise "Booking session expired" (TOKEN_EXPIRED), without navigating', async () => {
    setBookingSession({ accessToken: 'bk', email: 'a@b.co', applicants: [1] });
    fetchMock.mockResolvedValueOnce(fakeResponse({ status: 403, body: { error: 'FORBIDDEN', msg: 'no' } }));
    await expect(bookingApi.post('/booking/book/', {})).rejects.toMatchObject({
      status: 403,
      body: { error: 'TOKEN_EXPIRED', msg: 'Booking session expired' },
    });
    expect(localStorage.getItem('booking_access_token')).toBeNull();
    expect(navigateMock).not.toHaveBeenCalled();
  });

  it('treats only the listed statuses as session expiry', async () => {
    setBookingSession({ accessToken: 'bk', email: 'a@b.co', applicants: [] });
    fetchMock.mockResolvedValueOnce(fakeResponse({ status: 403, body: { error: 'FORBIDDEN', msg: 'no' } }));
    await expect(bookingApi.post('/booking/1/add-applicant/', {}, { expireOn: [401] })).rejects.toMatchObject({ status: 403, body: { error: 'FORBIDDEN' } });
    expect(localStorage.getItem('booking_access_token')).toBe('bk');
  });
});
