import type { LookupResult } from '@clinic/contracts';
import { clearBookingSession, i18n, sessionStore, setBookingSession, setNavigate } from '@clinic/platform';
import { fakeJwt } from '@clinic/platform/src/testing/fakes';
import { startI18nWith } from '@clinic/platform/src/testing/texts';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { applicant, fakeServer, lookupResult, SESSION_EMAIL } from '../edit/testFixtures';
import { TEXTS } from '../../texts';
import { LookupAnotherEmail } from './LookupAnotherEmail';

const OTHER = 'jose@example.com';
const server = fakeServer();
const navigateMock = jest.fn();
const onLoaded = jest.fn<void, [LookupResult]>();
const CODE_SENT = { body: { success: true, lookup_email: OTHER, expires_in_minutes: 10, message: `A verification code has been sent to ${OTHER}.` } };
const RESULT = lookupResult(OTHER, [applicant('Jose', 'Lopez'), applicant('Ana', 'Lopez', 'pending_i693_form')]);

const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;

function openControl() {
  render(<LookupAnotherEmail onLoaded={onLoaded} />);
  fireEvent.click(button('Add applicants from another email'));
}

async function reachCodeStep() {
  server.serve({ 'POST /booking/lookup-request-otp/': CODE_SENT });
  openControl();
  fireEvent.change(screen.getByLabelText('Other email address'), { target: { value: ` ${OTHER} ` } });
  fireEvent.click(button('Send Code'));
  await screen.findByLabelText('Verification code');
}

beforeAll(async () => {
  await startI18nWith(TEXTS);
  (globalThis as { fetch: unknown }).fetch = server.fetchMock;
  setNavigate(navigateMock);
});

beforeEach(() => {
  setBookingSession({ accessToken: fakeJwt({ aud: 'booking', email: SESSION_EMAIL }), email: SESSION_EMAIL, applicants: [] });
});

afterEach(async () => {
  server.fetchMock.mockReset();
  navigateMock.mockReset();
  onLoaded.mockReset();
  clearBookingSession();
  await act(() => i18n.changeLanguage('en'));
});

afterAll(() => setNavigate(null));

describe('add applicants from another email', () => {
  it('sends a code to the other address, verifies it, hands the applicants over and starts over', async () => {
    await reachCodeStep();
    expect(server.calls('POST /booking/lookup-request-otp/')).toEqual([{ lookup_email: OTHER, language: 'en' }]);
    expect(screen.getByRole('status').textContent).toBe(`A verification code has been sent to ${OTHER}.`);
    expect(button('Verify Code').disabled).toBe(true);

    server.serve({ 'POST /booking/lookup-verify-otp/': { body: RESULT } });
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '12a3 456789' } });
    expect((screen.getByLabelText('Verification code') as HTMLInputElement).value).toBe('123456');
    fireEvent.click(button('Verify Code'));

    await waitFor(() => expect(onLoaded).toHaveBeenCalledWith(RESULT));
    expect(server.calls('POST /booking/lookup-verify-otp/')).toEqual([{ lookup_email: OTHER, otp_code: '123456' }]);
    expect(screen.getByRole('status').textContent).toBe(`Applicants of ${OTHER} have been added to your booking session.`);
    expect(screen.queryByLabelText('Verification code')).toBeNull();
    expect(button('Add applicants from another email').getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button('Add applicants from another email'));
  });

  it('says so when no applicant has the other address', async () => {
    server.serve({ 'POST /booking/lookup-request-otp/': { status: 404, body: { error: 'NOT_FOUND', msg: 'No applicants found for this email address' } } });
    openControl();
    fireEvent.change(screen.getByLabelText('Other email address'), { target: { value: OTHER } });
    fireEvent.click(button('Send Code'));
    expect((await screen.findByRole('alert')).textContent).toBe('No applicants found for this email address');
    expect(screen.queryByLabelText('Verification code')).toBeNull();
  });

  it('says so when too many codes were asked for, or sending failed otherwise', async () => {
    server.serve({
      'POST /booking/lookup-request-otp/': [
        { status: 429, body: { error: 'RATE_LIMITED', msg: 'Too many requests. Please try again later' } },
        { status: 500, body: { error: 'INTERNAL_ERROR', msg: 'boom' } },
      ],
    });
    openControl();
    fireEvent.change(screen.getByLabelText('Other email address'), { target: { value: OTHER } });
    fireEvent.click(button('Send Code'));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests. Please try again later');
    fireEvent.click(button('Send Code'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to send verification code. Please try again'));
  });

  it('checks the address before sending anything', () => {
    openControl();
    expect(button('Send Code').disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Other email address'), { target: { value: 'jose@example' } });
    fireEvent.click(button('Send Code'));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email address');
    expect(server.fetchMock).not.toHaveBeenCalled();
  });

  it('tells a wrong code, too many attempts and other failures apart, and keeps the form', async () => {
    await reachCodeStep();
    server.serve({
      'POST /booking/lookup-verify-otp/': [
        { status: 400, body: { error: 'INVALID_CODE', msg: 'Invalid verification code' } },
        { status: 429, body: { error: 'RATE_LIMITED', msg: 'Too many attempts. Please try again later' } },
        { status: 502, body: 'Bad gateway' },
      ],
    });
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '000000' } });
    fireEvent.click(button('Verify Code'));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid verification code');
    fireEvent.click(button('Verify Code'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Too many attempts. Please try again later'));
    fireEvent.click(button('Verify Code'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Verification failed. Please try again'));
    expect(onLoaded).not.toHaveBeenCalled();
  });

  it('stops the code when the server says it expired, and offers a new one', async () => {
    await reachCodeStep();
    server.serve({ 'POST /booking/lookup-verify-otp/': { status: 400, body: { error: 'otp_expired', msg: 'Expired' } } });
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } });
    fireEvent.click(button('Verify Code'));
    expect((await screen.findByRole('alert')).textContent).toBe('Verification code expired. Please request a new code');
    expect(button('Verify Code').disabled).toBe(true);
    server.serve({ 'POST /booking/lookup-request-otp/': CODE_SENT });
    fireEvent.click(button('Resend Code'));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(server.calls('POST /booking/lookup-request-otp/')).toHaveLength(2);
  });

  it('goes back to the landing when the booking session has ended', async () => {
    server.serve({ 'POST /booking/lookup-request-otp/': { status: 401, body: { error: 'TOKEN_EXPIRED', msg: 'Token expired' } } });
    openControl();
    fireEvent.change(screen.getByLabelText('Other email address'), { target: { value: OTHER } });
    fireEvent.click(button('Send Code'));
    await waitFor(() => expect(navigateMock).toHaveBeenCalledWith('/booking'));
    expect(sessionStore.getState().appMessage?.text).toBe('Your booking session has expired. Please verify your email again.');
    expect(sessionStore.getState().booking.accessToken).toBeNull();
  });

  it('speaks the language of the page', async () => {
    await act(() => i18n.changeLanguage('es'));
    server.serve({ 'POST /booking/lookup-request-otp/': { status: 429, body: { error: 'RATE_LIMITED', msg: 'Too many requests. Please try again later' } } });
    render(<LookupAnotherEmail onLoaded={onLoaded} />);
    fireEvent.click(button('Agregar solicitantes de otro correo electrónico'));
    fireEvent.change(screen.getByLabelText('Otra dirección de correo electrónico'), { target: { value: OTHER } });
    fireEvent.click(button('Enviar código'));
    expect((await screen.findByRole('alert')).textContent).toBe('Demasiadas solicitudes. Vuelva a intentarlo más tarde');
  });
});
