import type { DocumentRequestInfo, Lead, MyBookingData } from '@clinic/contracts';
import { hydrateSession, setBookingSession } from '../session/session';
import { fakeResponse } from '../testing/fakes';
import { api, bookingApi } from './client';
import { checkApiReply } from './replyCheck';

/** `call`: a route of contracts API_ROUTES by its key, typed from its schemas; replies checked in development builds. */

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
const lastCall = () => fetchMock.mock.calls.at(-1)!;

function withHeaders(response: Response, contentType: string): Response {
  return Object.assign(response, { headers: new Headers({ 'content-type': contentType }) });
}

beforeEach(() => {
  localStorage.clear();
  hydrateSession();
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(fakeResponse({ body: { ok: true } }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('call', () => {
  it('fills the path parameters (encoded), sends the query and the body, and answers the reply', async () => {
    fetchMock.mockResolvedValueOnce(fakeResponse({ body: { msg: 'sent', message_code: 'DOCUMENT_CODE_SENT' } }));
    const answer = await api.call('GET /appointments/request/docs/link/:id/token', { params: { id: 'a b/c' } });
    expect(answer).toEqual({ msg: 'sent', message_code: 'DOCUMENT_CODE_SENT' });
    expect(lastCall()[0]).toBe('/api/v1/appointments/request/docs/link/a%20b%2Fc/token');
    expect(lastCall()[1].method).toBe('GET');

    await api.call('GET /appointments/misc/leads/', { query: { page: 2, search: 'lopez' } });
    expect(lastCall()[0]).toBe('/api/v1/appointments/misc/leads/?page=2&search=lopez');

    await api.call('POST /auth/login/', { body: { username: 'admin', password: 'secret' } });
    expect(lastCall()[1]).toMatchObject({ method: 'POST', body: JSON.stringify({ username: 'admin', password: 'secret' }) });
  });

  it('keeps the rules of its client: the booking client sends the booking token', async () => {
    setBookingSession({ accessToken: 'booking-token', email: 'a@example.com', applicants: [] });
    await bookingApi.call('GET /booking/my-booking-data/', { query: { booking: undefined } });
    expect((lastCall()[1].headers as Record<string, string>).Authorization).toBe('Bearer booking-token');
  });

  it('reads a file as a Blob and a page as text, by the Content-Type of the reply', async () => {
    fetchMock.mockResolvedValueOnce(withHeaders(fakeResponse({ body: '%PDF-1.7' }), 'application/pdf'));
    const pdf = await api.call('GET /payments/:id/invoice', { params: { id: 'p1' } });
    expect(pdf).toBeInstanceOf(Blob);
    fetchMock.mockResolvedValueOnce(withHeaders(fakeResponse({ body: '<p>Unsubscribed</p>' }), 'text/html; charset=utf-8'));
    expect(await api.call('GET /appointments/unsubscribe/:token/', { params: { token: 't' } })).toBe('<p>Unsubscribed</p>');
  });

  it('refuses a missing path parameter before anything is sent', async () => {
    // @ts-expect-error the route needs its id
    await expect(api.call('GET /appointments/misc/leads/:id/', { params: {} })).rejects.toThrow('the path parameter id is missing');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("derives the call's types from the route's schemas", () => {
    // Compile-time checks: the replies are the contracts interfaces; wrong or missing input is refused.
    const typed = async () => {
      const lead: Lead = await api.call('GET /appointments/misc/leads/:id/', { params: { id: 'x' } });
      const data: MyBookingData = await bookingApi.call('GET /booking/my-booking-data/');
      const info: DocumentRequestInfo = await api.call('GET /appointments/request/docs/link/:id/info', { params: { id: 'x' } });
      const file: Blob = await api.call('GET /i693-application/:id/receipt', {
        params: { id: 'x' },
        query: { receipt_type: '200', office: 'fremont', appointment_date: '01/02/2026' },
      });
      // @ts-expect-error a body the schema does not take
      await api.call('POST /auth/login/', { body: { user: 'admin' } });
      // @ts-expect-error the body is required
      await api.call('POST /booking/request-otp/');
      // @ts-expect-error a route that is not in API_ROUTES
      await api.call('GET /nowhere/');
      return [lead, data, info, file];
    };
    expect(typeof typed).toBe('function');
  });
});

describe('reply check (development builds)', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  afterEach(() => error.mockClear());
  afterAll(() => error.mockRestore());

  it("logs a reply that does not match its route's schema, naming the route; a matching one is quiet", () => {
    checkApiReply('GET /appointments/request/docs/link/:id/token', { msg: 'A code is on its way', message_code: 'DOCUMENT_CODE_SENT' });
    expect(error).not.toHaveBeenCalled();
    checkApiReply('GET /appointments/request/docs/link/:id/token', { message: 'A code is on its way' });
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]![0])).toMatch(/^API reply of GET \/appointments\/request\/docs\/link\/:id\/token does not match its reply schema/);
    expect(String(error.mock.calls[0]![0])).toContain('msg');
  });

  it('leaves files and pages alone', () => {
    checkApiReply('GET /payments/:id/invoice', new Blob(['%PDF']));
    checkApiReply('GET /appointments/unsubscribe/:token/', '<p>page</p>');
    expect(error).not.toHaveBeenCalled();
  });

  it('runs from call in a development build only, and never changes the answer', async () => {
    const env = process.env.NODE_ENV;
    fetchMock.mockResolvedValue(fakeResponse({ body: { wrong: true } }));
    try {
      process.env.NODE_ENV = 'production';
      expect(await api.call('GET /auth/session/')).toEqual({ wrong: true });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(error).not.toHaveBeenCalled();
      process.env.NODE_ENV = 'development';
      expect(await api.call('GET /auth/session/')).toEqual({ wrong: true });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(error).toHaveBeenCalledTimes(1);
      expect(String(error.mock.calls[0]![0])).toContain('GET /auth/session/');
    } finally {
      process.env.NODE_ENV = env;
    }
  });
});
