import { LOGIN_FAILED_MESSAGE, LOGIN_RATE_LIMITED_MESSAGE, TWO_FACTOR_MESSAGES } from '@clinic/contracts';
import { hydrateSession, i18n, initI18n, sessionStore, setLanguage } from '@clinic/platform';
import { staffSessionStore } from '@clinic/platform/staff';
import { fakeResponse, staffToken } from '@clinic/platform/src/testing/fakes';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ACCOUNT_NS } from '../account/texts';
import { LoginPage } from './LoginPage';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
const user = { id: 1, username: 'admin', first_name: 'Ada', last_name: 'L', email: 'a@b.co', a: true, s: false, g: null };

async function signIn(search = '') {
  render(<LoginPage search={search} />);
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'admin' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  });
}

beforeAll(async () => {
  await initI18n('');
  await i18n.loadNamespaces(ACCOUNT_NS);
});
beforeEach(async () => {
  await setLanguage('en');
  localStorage.clear();
  hydrateSession();
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  window.history.pushState(null, '', '/login');
});

describe('login page', () => {
  it('has a Sign in tab', () => {
    render(<LoginPage search="" />);
    expect(screen.getByRole('tab', { name: 'Sign in' }).getAttribute('aria-selected')).toBe('true');
  });

  it('stores the token and user and goes to next on success', async () => {
    const token = staffToken({ a: true });
    fetchMock.mockResolvedValueOnce(fakeResponse({ body: { token, user } }));
    await signIn('?next=%2Fadmin%2Forders');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/auth/login/');
    expect(JSON.parse(init.body as string)).toEqual({ username: 'admin', password: 'secret' });
    expect(localStorage.getItem('jToken')).toBe(token);
    expect(sessionStore.getState().user).toEqual(user);
    expect(window.location.pathname).toBe('/admin/orders');
  });

  it('goes to /admin without next, and never to another site', async () => {
    fetchMock.mockResolvedValueOnce(fakeResponse({ body: { token: staffToken({ s: true }), user } }));
    await signIn('?next=%2F%2Fevil.example');
    expect(window.location.pathname).toBe('/admin');
  });

  it('clears the token and shows the neutral message on failure', async () => {
    localStorage.setItem('jToken', 'old');
    hydrateSession();
    fetchMock.mockResolvedValueOnce(fakeResponse({ status: 401, body: { error: 'INVALID_CREDENTIALS', msg: 'Invalid username or password' } }));
    await signIn();
    expect(localStorage.getItem('jToken')).toBeNull();
    expect(screen.getByTestId('login-error').textContent).toBe(LOGIN_FAILED_MESSAGE);
    expect(window.location.pathname).toBe('/login');
  });

  it('shows the rate-limit message on 429', async () => {
    fetchMock.mockResolvedValueOnce(fakeResponse({ status: 429, body: { error: 'RATE_LIMITED', msg: 'slow down' } }));
    await signIn();
    expect(screen.getByTestId('login-error').textContent).toBe(LOGIN_RATE_LIMITED_MESSAGE);
  });

  it('asks for missing fields without calling the server', async () => {
    render(<LoginPage search="" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Password is required')).toBeTruthy();
  });

  describe('with two-factor sign-in', () => {
    const challengeReply = () => fakeResponse({ body: { two_factor_required: true, challenge: 'challenge-1' } });

    async function sendCode(code: string) {
      fireEvent.change(screen.getByLabelText(/code/i), { target: { value: code } });
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
      });
    }

    it('asks for the app code after the password, then signs in with it', async () => {
      const token = staffToken({ a: true });
      fetchMock.mockResolvedValueOnce(challengeReply()).mockResolvedValueOnce(fakeResponse({ body: { token, user } }));
      await signIn('?next=%2Fadmin%2Forders');
      expect(localStorage.getItem('jToken')).toBeNull();
      const input = screen.getByLabelText('Authentication code');
      expect(input.getAttribute('autocomplete')).toBe('one-time-code');
      expect(input.getAttribute('inputmode')).toBe('numeric');
      await sendCode('123 456');
      const [url, init] = fetchMock.mock.calls[1]!;
      expect(url).toBe('/api/v1/auth/login/two-factor/');
      expect(JSON.parse(init.body as string)).toEqual({ challenge: 'challenge-1', code: '123456' });
      expect(localStorage.getItem('jToken')).toBe(token);
      expect(window.location.pathname).toBe('/admin/orders');
    });

    it('takes a recovery code instead', async () => {
      fetchMock.mockResolvedValueOnce(challengeReply()).mockResolvedValueOnce(fakeResponse({ body: { token: staffToken({ s: true }), user } }));
      await signIn();
      fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
      await sendCode('K3M9X-7QP2A');
      expect(JSON.parse(fetchMock.mock.calls[1]![1].body as string)).toEqual({ challenge: 'challenge-1', code: 'k3m9x-7qp2a' });
      expect(window.location.pathname).toBe('/admin');
    });

    it('checks the code before sending it', async () => {
      fetchMock.mockResolvedValueOnce(challengeReply());
      await signIn();
      await sendCode('12');
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(screen.getByText(TWO_FACTOR_MESSAGES.codeFormat)).toBeTruthy();
    });

    it('shows a wrong code under the field and stays on the code step', async () => {
      fetchMock
        .mockResolvedValueOnce(challengeReply())
        .mockResolvedValueOnce(fakeResponse({ status: 401, body: { error: 'INVALID_CODE', msg: TWO_FACTOR_MESSAGES.codeWrong } }));
      await signIn();
      await sendCode('000000');
      expect(screen.getByLabelText('Authentication code').getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByText(TWO_FACTOR_MESSAGES.codeWrong)).toBeTruthy();
      expect(localStorage.getItem('jToken')).toBeNull();
    });

    it('goes back to the password step when the challenge expired', async () => {
      fetchMock
        .mockResolvedValueOnce(challengeReply())
        .mockResolvedValueOnce(fakeResponse({ status: 401, body: { error: 'TOKEN_EXPIRED', msg: TWO_FACTOR_MESSAGES.challengeExpired } }));
      await signIn();
      await sendCode('000000');
      expect(screen.getByTestId('login-error').textContent).toBe(TWO_FACTOR_MESSAGES.challengeExpired);
      expect(screen.getByLabelText('Password')).toBeTruthy();
    });

    it('shows the lockout message on 429', async () => {
      fetchMock.mockResolvedValueOnce(challengeReply()).mockResolvedValueOnce(fakeResponse({ status: 429, body: { error: 'RATE_LIMITED', msg: 'locked' } }));
      await signIn();
      await sendCode('000000');
      expect(screen.getByTestId('login-error').textContent).toBe(LOGIN_RATE_LIMITED_MESSAGE);
    });
  });

  it('sends an account that must enrol to the two-factor set-up, keeping next', async () => {
    const token = staffToken({ a: true });
    fetchMock.mockResolvedValueOnce(fakeResponse({ body: { token, user, two_factor_setup_required: true } }));
    await signIn('?next=%2Fadmin%2Forders');
    expect(localStorage.getItem('jToken')).toBe(token);
    expect(staffSessionStore.getState().setupRequired).toBe(true);
    expect(`${window.location.pathname}${window.location.search}`).toBe('/admin/account/two-factor?next=%2Fadmin%2Forders');
  });

  it('says why after an idle logoff', () => {
    render(<LoginPage search="?next=%2Fadmin&reason=idle" />);
    expect(screen.getByTestId('login-notice').textContent).toBe(TWO_FACTOR_MESSAGES.sessionIdle);
  });
});
