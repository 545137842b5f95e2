import { clearBookingSession, i18n, setNavigate, setToken } from '@clinic/platform';
import { fakeJwt, fakeResponse, staffToken, type FakeResponseInit } from '@clinic/platform/src/testing/fakes';
import { startI18nWith } from '@clinic/platform/src/testing/texts';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { BookingLandingPage } from '../../pages/BookingLandingPage';
import { TEXTS } from '../../texts';

const EMAIL = 'ana@example.com';
const BOOKING_TOKEN = fakeJwt({ aud: 'booking', email: EMAIL, exp: Math.floor(Date.now() / 1000) + 1800 });
const APPLICANTS = [
  { uuid: '0d8f4a8e-0000-4000-8000-00000000000a', first_name: 'Ana', last_name: 'Silva', ready_for_booking: true, is_primary: true },
  { uuid: '0d8f4a8e-0000-4000-8000-00000000000b', first_name: 'Ben', last_name: 'Silva', ready_for_booking: false, is_primary: false },
];
const CODE_SENT = { body: { success: true, message: 'Verification code sent to your email', expires_in_minutes: 5 } };
const VERIFIED = { body: { success: true, access_token: BOOKING_TOKEN, applicants: APPLICANTS, message: 'Email verified successfully' } };

const fetchMock = jest.fn();
const navigateMock = jest.fn();

/** Answers by "METHOD /path" under /api/v1; a list is answered in turn, its last answer repeated. */
function serve(replies: Record<string, FakeResponseInit | FakeResponseInit[]>) {
  fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
    const key = `${init.method} ${url.replace('/api/v1', '')}`;
    const reply = replies[key];
    if (!reply) throw new Error(`unexpected call ${key}`);
    return fakeResponse(Array.isArray(reply) ? (reply.length > 1 ? reply.shift()! : reply[0]!) : reply);
  });
}

const bodiesOf = (key: string) =>
  (fetchMock.mock.calls as Array<[string, RequestInit]>)
    .filter(([url, init]) => `${init.method} ${url.replace('/api/v1', '')}` === key)
    .map(([, init]) => JSON.parse(init.body as string) as unknown);
const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
const describedBy = (el: HTMLElement) => {
  const id = el.getAttribute('aria-describedby');
  return id ? document.getElementById(id)!.textContent : null;
};
const emailField = () => screen.getByLabelText('Email address') as HTMLInputElement;
const codeField = () => screen.getByLabelText('Verification code') as HTMLInputElement;

function openLanding(path = '/booking') {
  window.history.pushState({}, '', path);
  return render(<BookingLandingPage titleKey="bookingLanding" />);
}

async function reachVerifyStep(path = `/booking?email=${encodeURIComponent(EMAIL)}`) {
  openLanding(path);
  fireEvent.click(button('Send Code'));
  await screen.findByLabelText('Verification code');
}

beforeAll(async () => {
  await startI18nWith(TEXTS);
  (globalThis as { fetch: unknown }).fetch = fetchMock;
  setNavigate(navigateMock);
});

afterEach(async () => {
  jest.useRealTimers();
  fetchMock.mockReset();
  navigateMock.mockReset();
  clearBookingSession();
  setToken(null);
  localStorage.clear();
  await act(() => i18n.changeLanguage('en'));
});

afterAll(() => setNavigate(null));

describe('booking landing, step 1 (e-mail)', () => {
  it('prefills the e-mail from ?email= and sends the code to it', async () => {
    serve({ 'POST /booking/request-otp/': CODE_SENT });
    openLanding(`/booking?email=${encodeURIComponent(EMAIL)}`);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Book Your Appointment');
    expect(screen.getByText('Enter your e-mail to receive a one-time code, then book your appointment.')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Steps' }))
        .getByText('Email')
        .getAttribute('aria-current'),
    ).toBe('step');
    expect(emailField().value).toBe(EMAIL);
    fireEvent.click(button('Send Code'));
    expect(await screen.findByLabelText('Verification code')).toBeTruthy();
    expect(bodiesOf('POST /booking/request-otp/')).toEqual([{ email: EMAIL, language: 'en' }]);
    expect(screen.getByRole('status').textContent).toBe(`We sent a 6-digit code to ${EMAIL}.`);
  });

  it('keeps Send Code disabled while the e-mail is empty and checks its form', () => {
    openLanding();
    expect(emailField().value).toBe('');
    expect(button('Send Code').disabled).toBe(true);
    fireEvent.change(emailField(), { target: { value: '   ' } });
    expect(button('Send Code').disabled).toBe(true);
    fireEvent.change(emailField(), { target: { value: 'ana@example' } });
    expect(button('Send Code').disabled).toBe(false);
    fireEvent.click(button('Send Code'));
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lists the reasons of a 404 under "No appointments available"', async () => {
    serve({
      'POST /booking/request-otp/': {
        status: 404,
        body: {
          error: 'NOT_FOUND',
          msg: 'No appointments available',
          details: { reasons: ['Ana Silva: Missing vaccines: Varicella', 'Ben Silva: Needs I-693 form'], total_applicants: 2 },
        },
      },
    });
    openLanding(`/booking?email=${EMAIL}`);
    fireEvent.click(button('Send Code'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('No appointments available')).toBeTruthy();
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Ana Silva: Missing vaccines: Varicella', 'Ben Silva: Needs I-693 form']);
    expect(screen.queryByLabelText('Verification code')).toBeNull();
  });

  it('says when no applicant has the e-mail, or nothing can be booked for it', async () => {
    serve({
      'POST /booking/request-otp/': [
        { status: 404, body: { error: 'NO_APPLICANTS', msg: 'No applicants found for this email address.', details: { reasons: [], total_applicants: 0 } } },
        { status: 404, body: { error: 'NOT_FOUND', msg: 'Not found' } },
      ],
    });
    openLanding(`/booking?email=${EMAIL}`);
    fireEvent.click(button('Send Code'));
    expect((await screen.findByRole('alert')).textContent).toBe('No applicants found for this email address.');
    fireEvent.click(button('Send Code'));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('No appointments available for this email address. Please check your email or contact support.'),
    );
  });

  it('says so when too many codes were asked for, and when anything else failed', async () => {
    serve({
      'POST /booking/request-otp/': [
        { status: 429, body: { error: 'RATE_LIMITED', msg: 'Too many requests' } },
        { status: 500, body: { error: 'INTERNAL_ERROR', msg: 'boom' } },
      ],
    });
    openLanding(`/booking?email=${EMAIL}`);
    fireEvent.click(button('Send Code'));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests. Please try again later.');
    fireEvent.click(button('Send Code'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Something went wrong. Please try again.'));
  });

  it('never sends the staff bearer with the booking calls, nor signs staff out on their failures', async () => {
    setToken(staffToken({ s: true }));
    serve({ 'POST /booking/request-otp/': { status: 403, body: { error: 'FORBIDDEN', msg: 'Forbidden' } } });
    openLanding(`/booking?email=${EMAIL}`);
    fireEvent.click(button('Send Code'));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please try again.');
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
    expect(localStorage.getItem('jToken')).not.toBeNull();
    expect(navigateMock).not.toHaveBeenCalled();
  });
});

describe('booking landing, step 2 (code)', () => {
  it('keeps six digits only and says when the code is wrong', async () => {
    serve({ 'POST /booking/request-otp/': CODE_SENT, 'POST /booking/verify-otp/': { status: 400, body: { error: 'INVALID_CODE', msg: 'Invalid OTP' } } });
    await reachVerifyStep();
    expect(codeField().getAttribute('inputmode')).toBe('numeric');
    expect(codeField().getAttribute('autocomplete')).toBe('one-time-code');
    fireEvent.change(codeField(), { target: { value: '12a45' } });
    expect(codeField().value).toBe('1245');
    expect(button('Verify Code').disabled).toBe(true);
    fireEvent.change(codeField(), { target: { value: '12 45 67 89' } });
    expect(codeField().value).toBe('124567');
    fireEvent.click(button('Verify Code'));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid verification code');
    expect(bodiesOf('POST /booking/verify-otp/')).toEqual([{ email: EMAIL, otp_code: '124567' }]);
    expect(localStorage.getItem('booking_access_token')).toBeNull();
  });

  it('says so after too many tries, and for any other failure', async () => {
    serve({
      'POST /booking/request-otp/': CODE_SENT,
      'POST /booking/verify-otp/': [
        { status: 429, body: { error: 'RATE_LIMITED', msg: 'Slow down' } },
        { status: 502, body: 'Bad gateway' },
      ],
    });
    await reachVerifyStep();
    fireEvent.change(codeField(), { target: { value: '111111' } });
    fireEvent.click(button('Verify Code'));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many verification attempts. Please try again later.');
    fireEvent.click(button('Verify Code'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Invalid verification code. Please try again.'));
  });

  it('counts down from expires_in_minutes, offers Resend Code at 4:00 and warns when the code expired', async () => {
    jest.useFakeTimers();
    serve({ 'POST /booking/request-otp/': CODE_SENT });
    await reachVerifyStep();
    expect(screen.getByRole('timer').textContent).toBe('The code expires in 5:00.');
    expect(button('Resend Code').disabled).toBe(true);
    expect(describedBy(button('Resend Code'))).toBe('You can ask for a new code in 1:00.');

    act(() => void jest.advanceTimersByTime(59_000));
    expect(screen.getByRole('timer').textContent).toBe('The code expires in 4:01.');
    expect(button('Resend Code').disabled).toBe(true);
    act(() => void jest.advanceTimersByTime(1_000));
    expect(screen.getByRole('timer').textContent).toBe('The code expires in 4:00.');
    expect(button('Resend Code').disabled).toBe(false);
    expect(describedBy(button('Resend Code'))).toBeNull();

    fireEvent.change(codeField(), { target: { value: '123456' } });
    act(() => void jest.advanceTimersByTime(240_000));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Verification code expired. Please request a new code');
    expect(button('Verify Code').disabled).toBe(true);
    act(() => void jest.advanceTimersByTime(5_000));
    expect(screen.getByRole('alert').textContent).toBe('Verification code expired. Please request a new code');
  });

  it('falls back to 5 minutes, and a resent code starts the countdown over', async () => {
    jest.useFakeTimers();
    serve({
      'POST /booking/request-otp/': [{ body: { success: true, message: 'sent' } }, { body: { success: true, message: 'sent', expires_in_minutes: 10 } }],
    });
    await reachVerifyStep();
    expect(screen.getByRole('timer').textContent).toBe('The code expires in 5:00.');
    act(() => void jest.advanceTimersByTime(90_000));
    fireEvent.change(codeField(), { target: { value: '12' } });
    fireEvent.click(button('Resend Code'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(`We sent a new code to ${EMAIL}.`));
    expect(screen.getByRole('timer').textContent).toMatch(/^The code expires in (10:00|9:59)\.$/);
    expect(codeField().value).toBe('');
    expect(bodiesOf('POST /booking/request-otp/')).toEqual([
      { email: EMAIL, language: 'en' },
      { email: EMAIL, language: 'en' },
    ]);
  });

  it('stops the timer when the server says the code expired', async () => {
    serve({ 'POST /booking/request-otp/': CODE_SENT, 'POST /booking/verify-otp/': { status: 400, body: { error: 'otp_expired', msg: 'OTP expired' } } });
    await reachVerifyStep();
    fireEvent.change(codeField(), { target: { value: '123456' } });
    fireEvent.click(button('Verify Code'));
    expect((await screen.findByRole('alert')).textContent).toBe('Verification code expired. Please request a new code');
    expect(screen.queryByRole('timer')).toBeNull();
    expect(button('Resend Code').disabled).toBe(false);
  });

  it('goes back to step 1 with the e-mail kept on "Change email address"', async () => {
    serve({ 'POST /booking/request-otp/': CODE_SENT });
    await reachVerifyStep();
    fireEvent.click(button('Change email address'));
    expect(emailField().value).toBe(EMAIL);
    expect(screen.queryByLabelText('Verification code')).toBeNull();
  });
});

describe('booking landing, step 3 (verified)', () => {
  it('stores the booking session and opens the calendar after 1.5 s', async () => {
    serve({ 'POST /booking/request-otp/': CODE_SENT, 'POST /booking/verify-otp/': VERIFIED });
    await reachVerifyStep();
    jest.useFakeTimers();
    fireEvent.change(codeField(), { target: { value: '482913' } });
    await act(async () => fireEvent.click(button('Verify Code')));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Verification Successful');
    expect(
      within(screen.getByRole('list', { name: 'Steps' }))
        .getByText('Book')
        .getAttribute('aria-current'),
    ).toBe('step');
    expect(localStorage.getItem('booking_access_token')).toBe(BOOKING_TOKEN);
    expect(localStorage.getItem('booking_email')).toBe(EMAIL);
    expect(JSON.parse(localStorage.getItem('booking_applicants')!)).toEqual(APPLICANTS);

    act(() => void jest.advanceTimersByTime(1_400));
    expect(navigateMock).not.toHaveBeenCalled();
    act(() => void jest.advanceTimersByTime(100));
    expect(navigateMock).toHaveBeenCalledWith('/booking/calendar');
  });
});

describe('booking landing in Arabic', () => {
  it('speaks Arabic through the whole flow', async () => {
    await act(() => i18n.changeLanguage('ar'));
    serve({ 'POST /booking/request-otp/': CODE_SENT, 'POST /booking/verify-otp/': { status: 400, body: { error: 'INVALID_CODE', msg: 'Invalid OTP' } } });
    openLanding(`/booking?email=${EMAIL}`);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('عنوان بريدك الإلكتروني');
    expect((screen.getByLabelText('عنوان البريد الإلكتروني') as HTMLInputElement).value).toBe(EMAIL);
    fireEvent.click(button('إرسال الرمز'));
    const code = (await screen.findByLabelText('رمز التحقق')) as HTMLInputElement;
    expect(screen.getByRole('timer').textContent).toBe('تنتهي صلاحية الرمز خلال 5:00.');
    expect(bodiesOf('POST /booking/request-otp/')).toEqual([{ email: EMAIL, language: 'ar' }]);
    fireEvent.change(code, { target: { value: '١٢٣ ٤٥٦٧' } });
    expect(code.value).toBe('123456');
    fireEvent.click(button('تحقق من الرمز'));
    expect((await screen.findByRole('alert')).textContent).toBe('رمز التحقق غير صالح');
    expect(bodiesOf('POST /booking/verify-otp/')).toEqual([{ email: EMAIL, otp_code: '123456' }]);
    expect(button('تغيير عنوان البريد الإلكتروني')).toBeTruthy();
  });
});
