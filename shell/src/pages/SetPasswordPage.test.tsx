import { STAFF_ACCOUNT_MESSAGES } from '@clinic/contracts';
import { initI18n, setLanguage } from '@clinic/platform';
import { fakeResponse } from '@clinic/platform/src/testing/fakes';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SetPasswordPage } from './SetPasswordPage';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
const TOKEN = 'a'.repeat(43);
const GOOD = 'correct horse battery staple';

beforeAll(() => initI18n(''));
beforeEach(async () => {
  await setLanguage('en');
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

async function renderPage(search = `?token=${TOKEN}`) {
  render(<SetPasswordPage search={search} />);
  await screen.findByRole('heading', { name: 'Set your password' });
}

async function submit(password: string, again = password) {
  fireEvent.change(await screen.findByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('New password again'), { target: { value: again } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
  });
}

describe('set-password page', () => {
  it('says a link without a usable token is invalid, with no form', async () => {
    for (const search of ['', '?token=short']) {
      const { unmount } = render(<SetPasswordPage search={search} />);
      expect((await screen.findByTestId('set-password-invalid')).textContent).toBe(STAFF_ACCOUNT_MESSAGES.linkInvalid);
      expect(screen.queryByLabelText('New password')).toBeNull();
      unmount();
    }
  });

  it('shows the password rule and checks length and the second entry before sending', async () => {
    await renderPage();
    expect(screen.getByText('be at least 12 characters long;')).toBeTruthy();
    await submit('short');
    expect(screen.getByText(STAFF_ACCOUNT_MESSAGES.passwordTooShort)).toBeTruthy();
    await submit(GOOD, `${GOOD}!`);
    expect(screen.getByText('The two passwords are not the same.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('New password again'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sets the password and points to sign in', async () => {
    fetchMock.mockResolvedValueOnce(fakeResponse({ body: { msg: 'Your password is set. You can sign in now.', username: 'sam' } }));
    await renderPage();
    await submit(GOOD);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/auth/set-password/');
    expect(JSON.parse(String(init.body))).toEqual({ token: TOKEN, password: GOOD });
    expect(screen.getByText('Your password is set.')).toBeTruthy();
    expect(screen.getByText('Sign in with the username sam and your new password.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it("shows the server's refusal of the password under the field and keeps the form", async () => {
    const weak = 'This password is too easy to guess. Use a longer password, for example several unrelated words.';
    fetchMock.mockResolvedValueOnce(fakeResponse({ status: 400, body: { error: 'VALIDATION_ERROR', msg: weak, details: { password: weak } } }));
    await renderPage();
    await submit('passwordpassword');
    expect(screen.getByText(weak)).toBeTruthy();
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
  });

  it('replaces the form with the invalid-link message when the server refuses the link', async () => {
    const body = { error: 'VALIDATION_ERROR', msg: STAFF_ACCOUNT_MESSAGES.linkInvalid, details: { token: STAFF_ACCOUNT_MESSAGES.linkInvalid } };
    fetchMock.mockResolvedValueOnce(fakeResponse({ status: 400, body }));
    await renderPage();
    await submit(GOOD);
    expect(screen.getByTestId('set-password-invalid').textContent).toBe(STAFF_ACCOUNT_MESSAGES.linkInvalid);
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('says so when too many attempts were made', async () => {
    fetchMock.mockResolvedValueOnce(fakeResponse({ status: 429, body: { error: 'RATE_LIMITED', msg: 'Too many requests' } }));
    await renderPage();
    await submit(GOOD);
    expect(screen.getByText('Too many attempts. Please wait a few minutes and try again.')).toBeTruthy();
  });
});
