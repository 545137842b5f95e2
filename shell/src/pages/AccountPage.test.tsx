import { STAFF_ACCOUNT_MESSAGES, TWO_FACTOR_MESSAGES, type StaffSessionInfo } from '@clinic/contracts';
import { hydrateSession, i18n, initI18n, setToken, setUser, sessionStore } from '@clinic/platform';
import { fakeResponse, staffToken } from '@clinic/platform/src/testing/fakes';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ACCOUNT_NS } from '../account/texts';
import { AccountPage } from './AccountPage';

type Handler = (init: RequestInit) => Response;
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
const user = { id: 7, username: 'sam', first_name: 'Sam', last_name: 'Lee', email: 'sam@example.com', a: false, s: true, g: null };
let routes: Record<string, Handler>;

function info(patch: Partial<StaffSessionInfo> = {}): StaffSessionInfo {
  return {
    idle_minutes: 30,
    idle_warning_seconds: 120,
    two_factor_enabled: true,
    two_factor_required: false,
    two_factor_setup_required: false,
    recovery_codes_left: 7,
    ...patch,
  };
}

function sent(path: string): unknown[] {
  return fetchMock.mock.calls.filter(([url]) => url === `/api/v1${path}`).map(([, init]) => JSON.parse(init.body as string));
}

async function click(name: string | RegExp, root: HTMLElement = document.body) {
  await act(async () => {
    fireEvent.click(within(root).getByRole('button', { name }));
  });
}

beforeAll(async () => {
  await initI18n('');
  await i18n.loadNamespaces(ACCOUNT_NS);
});

beforeEach(() => {
  localStorage.clear();
  hydrateSession();
  setToken(staffToken({ s: true }));
  setUser(user);
  routes = { '/auth/session/': () => fakeResponse({ body: info() }) };
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) => {
    const handler = routes[url.replace('/api/v1', '')];
    return handler ? handler(init) : fakeResponse({ status: 404, body: { error: 'NOT_FOUND', msg: 'no' } });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  window.history.pushState(null, '', '/admin/account');
});

describe('account page: password', () => {
  const fill = (current: string, next: string, repeat: string) => {
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: current } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: next } });
    fireEvent.change(screen.getByLabelText('Repeat the new password'), { target: { value: repeat } });
  };

  it('changes the password and keeps the user signed in with the new token', async () => {
    const token = staffToken({ s: true, first_name: 'new' });
    routes['/auth/change-password/'] = () => fakeResponse({ body: { token, user } });
    render(<AccountPage />);
    expect(screen.getByText(/At least 12 characters/)).toBeTruthy();
    fill('old password 1', 'violet cactus harbour lamp', 'violet cactus harbour lamp');
    await click('Change password');
    expect(sent('/auth/change-password/')).toEqual([{ current_password: 'old password 1', new_password: 'violet cactus harbour lamp' }]);
    expect(sessionStore.getState().token).toBe(token);
    expect(screen.getByText(/Your password is changed/)).toBeTruthy();
  });

  it('checks length and repetition before sending', async () => {
    render(<AccountPage />);
    fill('old', 'short', 'short');
    await click('Change password');
    expect(screen.getByText(STAFF_ACCOUNT_MESSAGES.passwordTooShort)).toBeTruthy();
    fill('old', 'violet cactus harbour lamp', 'violet cactus harbour lam');
    await click('Change password');
    expect(screen.getByText('The two new passwords are not the same.')).toBeTruthy();
    expect(sent('/auth/change-password/')).toEqual([]);
  });

  it("shows the server's refusal under its field", async () => {
    routes['/auth/change-password/'] = () =>
      fakeResponse({
        status: 400,
        body: {
          error: 'VALIDATION_ERROR',
          msg: STAFF_ACCOUNT_MESSAGES.currentPasswordWrong,
          details: { current_password: STAFF_ACCOUNT_MESSAGES.currentPasswordWrong },
        },
      });
    render(<AccountPage />);
    fill('wrong one', 'violet cactus harbour lamp', 'violet cactus harbour lamp');
    await click('Change password');
    expect(screen.getByText(STAFF_ACCOUNT_MESSAGES.currentPasswordWrong)).toBeTruthy();
  });
});

describe('account page: two-factor sign-in', () => {
  it('shows it on with the codes left, and renews the recovery codes with the password', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `cccc${i}-dddd${i}`);
    routes['/auth/two-factor/recovery-codes/'] = () => fakeResponse({ body: { recovery_codes: codes } });
    render(<AccountPage />);
    expect((await screen.findByTestId('two-factor-status')).textContent).toContain('On');
    expect(screen.getByText('7 recovery codes left.')).toBeTruthy();
    await click('New recovery codes');
    const dialog = screen.getByTestId('two-factor-codes-dialog');
    fireEvent.change(within(dialog).getByLabelText('Current password'), { target: { value: 'my password' } });
    await click('Show new codes', dialog);
    expect(sent('/auth/two-factor/recovery-codes/')).toEqual([{ password: 'my password' }]);
    expect(screen.getAllByTestId('recovery-code')).toHaveLength(10);
  });

  it('turns it off after confirming with the password; a wrong password shows in the dialog', async () => {
    let wrong = true;
    routes['/auth/two-factor/disable/'] = () => {
      if (wrong)
        return fakeResponse({
          status: 400,
          body: {
            error: 'VALIDATION_ERROR',
            msg: STAFF_ACCOUNT_MESSAGES.currentPasswordWrong,
            details: { password: STAFF_ACCOUNT_MESSAGES.currentPasswordWrong },
          },
        });
      routes['/auth/session/'] = () => fakeResponse({ body: info({ two_factor_enabled: false, recovery_codes_left: 0 }) });
      return fakeResponse({ status: 204 });
    };
    render(<AccountPage />);
    await screen.findByTestId('two-factor-status');
    await click('Turn off two-factor sign-in');
    const dialog = screen.getByTestId('two-factor-disable-dialog');
    fireEvent.change(within(dialog).getByLabelText('Current password'), { target: { value: 'nope' } });
    await click('Turn off', dialog);
    expect(within(dialog).getByText(STAFF_ACCOUNT_MESSAGES.currentPasswordWrong)).toBeTruthy();
    wrong = false;
    await click('Turn off', dialog);
    expect(screen.queryByTestId('two-factor-disable-dialog')).toBeNull();
    expect(screen.getByText('Two-factor sign-in is off.')).toBeTruthy();
    expect(screen.getByTestId('two-factor-status').textContent).toContain('Off');
    expect(screen.getByRole('link', { name: 'Set up two-factor sign-in' }).getAttribute('href')).toBe('/admin/account/two-factor?next=%2Fadmin%2Faccount');
  });

  it('moves to a new phone: asks for the password first, starts the set-up with it, and confirms the first code of the new app', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `eeee${i}-ffff${i}`);
    const fresh = staffToken({ s: true, first_name: 'fresh' });
    routes['/auth/two-factor/setup/'] = (init) =>
      JSON.parse(init.body as string).password === 'my password'
        ? fakeResponse({ body: { secret: 'KRSXG5CTMVRXEZLUKRSX', otpauth_url: 'otpauth://totp/x', qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' } })
        : fakeResponse({
            status: 400,
            body: {
              error: 'VALIDATION_ERROR',
              msg: STAFF_ACCOUNT_MESSAGES.currentPasswordWrong,
              details: { password: STAFF_ACCOUNT_MESSAGES.currentPasswordWrong },
            },
          });
    routes['/auth/two-factor/confirm/'] = () => fakeResponse({ body: { recovery_codes: codes, token: fresh } });
    render(<AccountPage />);
    await screen.findByTestId('two-factor-status');
    // A button, not a link to the enrolment page: nothing starts before the password.
    expect(screen.queryByRole('link', { name: 'Move to a new phone' })).toBeNull();
    await click('Move to a new phone');
    expect(fetchMock.mock.calls.some(([url]) => url.endsWith('/setup/'))).toBe(false);
    const dialog = screen.getByTestId('two-factor-replace-dialog');
    await click('Continue', dialog);
    expect(within(dialog).getByText(TWO_FACTOR_MESSAGES.passwordRequired)).toBeTruthy();
    expect(sent('/auth/two-factor/setup/')).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Current password'), { target: { value: 'nope' } });
    await click('Continue', dialog);
    expect(within(dialog).getByText(STAFF_ACCOUNT_MESSAGES.currentPasswordWrong)).toBeTruthy();
    expect(screen.queryByTestId('two-factor-secret')).toBeNull();

    fireEvent.change(within(dialog).getByLabelText('Current password'), { target: { value: 'my password' } });
    await click('Continue', dialog);
    expect(sent('/auth/two-factor/setup/')).toEqual([{ password: 'nope' }, { password: 'my password' }]);
    expect(screen.queryByTestId('two-factor-replace-dialog')).toBeNull();
    expect(screen.getByTestId('two-factor-secret').textContent).toBe('KRSX G5CT MVRX EZLU KRSX');
    // The set-up the password started is the one shown: no second one without it.
    expect(sent('/auth/two-factor/setup/')).toHaveLength(2);

    fireEvent.change(screen.getByLabelText('Code from the app'), { target: { value: '123456' } });
    await click('Turn on two-factor sign-in');
    expect(sent('/auth/two-factor/confirm/')).toEqual([{ code: '123456' }]);
    expect(sessionStore.getState().token).toBe(fresh);
    expect(screen.getAllByTestId('recovery-code').map((li) => li.textContent)).toEqual(codes);
    fireEvent.click(screen.getByLabelText('I have saved my recovery codes'));
    await click('Continue');
    expect((await screen.findByTestId('two-factor-status')).textContent).toContain('On');
    expect(window.location.pathname).toBe('/admin/account');
  });

  it('asks for the password again when the new phone’s set-up is no longer waiting', async () => {
    routes['/auth/two-factor/setup/'] = () =>
      fakeResponse({ body: { secret: 'KRSXG5CTMVRXEZLUKRSX', otpauth_url: 'otpauth://totp/x', qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' } });
    routes['/auth/two-factor/confirm/'] = () =>
      fakeResponse({ status: 409, body: { error: 'TWO_FACTOR_SETUP_NOT_STARTED', msg: TWO_FACTOR_MESSAGES.setupNotStarted } });
    render(<AccountPage />);
    await screen.findByTestId('two-factor-status');
    await click('Move to a new phone');
    fireEvent.change(within(screen.getByTestId('two-factor-replace-dialog')).getByLabelText('Current password'), { target: { value: 'my password' } });
    await click('Continue', screen.getByTestId('two-factor-replace-dialog'));
    fireEvent.change(screen.getByLabelText('Code from the app'), { target: { value: '123456' } });
    await click('Turn on two-factor sign-in');
    expect(screen.getByText(new RegExp(TWO_FACTOR_MESSAGES.setupNotStarted.slice(0, 30)))).toBeTruthy();
    await click('Try again');
    expect(screen.getByTestId('two-factor-replace-dialog')).toBeTruthy();
    expect(sent('/auth/two-factor/setup/')).toEqual([{ password: 'my password' }]);
  });

  it('hides Turn off with an explanation when two-factor sign-in is required', async () => {
    routes['/auth/session/'] = () => fakeResponse({ body: info({ two_factor_required: true }) });
    render(<AccountPage />);
    await screen.findByTestId('two-factor-status');
    expect(screen.queryByRole('button', { name: 'Turn off two-factor sign-in' })).toBeNull();
    expect(screen.getByText(TWO_FACTOR_MESSAGES.requiredCannotDisable)).toBeTruthy();
  });
});
