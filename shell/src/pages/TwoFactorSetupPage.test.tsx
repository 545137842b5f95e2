import { TWO_FACTOR_MESSAGES, type StaffSessionInfo } from '@clinic/contracts';
import { hydrateSession, i18n, initI18n, setToken, setUser } from '@clinic/platform';
import { setTwoFactorSetupRequired, staffSessionStore } from '@clinic/platform/staff';
import { fakeResponse, staffToken } from '@clinic/platform/src/testing/fakes';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ACCOUNT_NS } from '../account/texts';
import { TwoFactorSetupPage } from './TwoFactorSetupPage';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
const user = { id: 1, username: 'dana', first_name: 'Dana', last_name: 'Ng', email: 'dana@example.com', a: true, s: true, g: null };
const codes = Array.from({ length: 10 }, (_, i) => `aaaa${i}-bbbb${i}`);
let session: StaffSessionInfo;
let confirmReply: Response;

function sessionInfo(patch: Partial<StaffSessionInfo> = {}): StaffSessionInfo {
  return {
    idle_minutes: 30,
    idle_warning_seconds: 120,
    two_factor_enabled: false,
    two_factor_required: true,
    two_factor_setup_required: true,
    recovery_codes_left: 0,
    ...patch,
  };
}

beforeAll(async () => {
  await initI18n('');
  await i18n.loadNamespaces(ACCOUNT_NS);
});

beforeEach(() => {
  localStorage.clear();
  hydrateSession();
  setToken(staffToken({ a: true }));
  setUser(user);
  setTwoFactorSetupRequired(true);
  session = sessionInfo();
  confirmReply = fakeResponse({ body: { recovery_codes: codes, token: staffToken({ a: true, first_name: 'fresh' }) } });
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    if (url.endsWith('/auth/session/')) return fakeResponse({ body: session });
    if (url.endsWith('/auth/two-factor/setup/'))
      return fakeResponse({ body: { secret: 'JBSWY3DPEHPK3PXPJBSW', otpauth_url: 'otpauth://totp/x', qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' } });
    if (url.endsWith('/auth/two-factor/confirm/')) {
      if (confirmReply.ok) session = sessionInfo({ two_factor_enabled: true, two_factor_setup_required: false, recovery_codes_left: 10 });
      return confirmReply;
    }
    return fakeResponse({ status: 404, body: { error: 'NOT_FOUND', msg: 'no' } });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  window.history.pushState(null, '', '/admin/account/two-factor');
});

async function confirmWith(code: string) {
  fireEvent.change(screen.getByLabelText('Code from the app'), { target: { value: code } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
  });
}

describe('two-factor enrolment page', () => {
  it('shows the QR code and the key in groups of four, then ten recovery codes once, then the back office', async () => {
    render(<TwoFactorSetupPage search="" />);
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.setupRequired)).toBeTruthy();
    const qr = (await screen.findByAltText('QR code for your authenticator app')) as HTMLImageElement;
    expect(qr.src.startsWith('data:image/svg+xml')).toBe(true);
    expect(screen.getByTestId('two-factor-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW');
    const input = screen.getByLabelText('Code from the app');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');

    await confirmWith('123456');
    const confirm = fetchMock.mock.calls.find(([url]) => url.endsWith('/auth/two-factor/confirm/'))!;
    expect(JSON.parse(confirm[1].body as string)).toEqual({ code: '123456' });
    expect(screen.getAllByTestId('recovery-code').map((li) => li.textContent)).toEqual(codes);
    expect(staffSessionStore.getState().setupRequired).toBe(false);
    expect(localStorage.getItem('jToken')).toContain('.');

    const proceed = screen.getByRole('button', { name: 'Continue' });
    expect((proceed as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('I have saved my recovery codes'));
    fireEvent.click(proceed);
    expect(window.location.pathname).toBe('/admin');
  });

  it('shows a wrong first code under the field', async () => {
    confirmReply = fakeResponse({
      status: 400,
      body: { error: 'VALIDATION_ERROR', msg: TWO_FACTOR_MESSAGES.setupCodeWrong, details: { code: TWO_FACTOR_MESSAGES.setupCodeWrong } },
    });
    render(<TwoFactorSetupPage search="" />);
    await screen.findByTestId('two-factor-secret');
    await confirmWith('000000');
    expect(screen.getByText(TWO_FACTOR_MESSAGES.setupCodeWrong)).toBeTruthy();
    expect(screen.queryByTestId('recovery-codes')).toBeNull();
  });

  it('refuses a code that is not six digits before sending it', async () => {
    render(<TwoFactorSetupPage search="" />);
    await screen.findByTestId('two-factor-secret');
    await confirmWith('12ab');
    expect(fetchMock.mock.calls.some(([url]) => url.endsWith('/confirm/'))).toBe(false);
    expect(screen.getByLabelText('Code from the app').getAttribute('aria-invalid')).toBe('true');
  });

  it('returns to the account page when the user chose to enrol', async () => {
    setTwoFactorSetupRequired(false);
    session = sessionInfo({ two_factor_required: false, two_factor_setup_required: false });
    render(<TwoFactorSetupPage search="?next=%2Fadmin%2Faccount" />);
    await screen.findByTestId('two-factor-secret');
    expect(screen.queryByText(TWO_FACTOR_MESSAGES.setupRequired)).toBeNull();
    await confirmWith('123456');
    fireEvent.click(screen.getByLabelText('I have saved my recovery codes'));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(window.location.pathname).toBe('/admin/account');
  });

  it('says so when two-factor sign-in is already on, without starting a new set-up', async () => {
    session = sessionInfo({ two_factor_enabled: true, two_factor_setup_required: false, recovery_codes_left: 10 });
    render(<TwoFactorSetupPage search="" />);
    expect(await screen.findByText('Two-factor sign-in is already on for your account.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url.endsWith('/setup/'))).toBe(false);
  });

  it('starts no set-up while two-factor sign-in is on, even with replace=1 (a new phone needs the password, on the account page)', async () => {
    setTwoFactorSetupRequired(false);
    session = sessionInfo({ two_factor_enabled: true, two_factor_setup_required: false, recovery_codes_left: 10 });
    render(<TwoFactorSetupPage search="?replace=1&next=%2Fadmin%2Faccount" />);
    expect(await screen.findByText('Two-factor sign-in is already on for your account.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your account' }).getAttribute('href')).toBe('/admin/account');
    expect(fetchMock.mock.calls.some(([url]) => url.endsWith('/setup/'))).toBe(false);
  });
});
