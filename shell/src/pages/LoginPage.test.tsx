import { LOGIN_FAILED_MESSAGE, LOGIN_RATE_LIMITED_MESSAGE } from '@clinic/contracts';
import { hydrateSession, initI18n, sessionStore, setLanguage } from '@clinic/platform';
import { fakeResponse, staffToken } from '@clinic/platform/src/testing/fakes';
import { act, fireEvent, render, screen } from '@testing-library/react';
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

beforeAll(() => initI18n(''));
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
});
