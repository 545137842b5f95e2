import { STORAGE_KEYS } from './storage';
import {
  beginLoading,
  clearBookingSession,
  endLoading,
  formatMessage,
  hydrateSession,
  markLanguagePopupDone,
  sessionStore,
  setBookingSession,
  setToken,
  showMessage,
  withLoading,
} from './session';

beforeEach(() => {
  localStorage.clear();
  hydrateSession();
});

describe('messages', () => {
  it('default to the info type', () => {
    showMessage('Saved');
    expect(sessionStore.getState().appMessage).toMatchObject({ text: 'Saved', type: 'info' });
  });

  it('are timestamp-prefixed so the same text raised twice is two distinct messages', () => {
    const seen: unknown[] = [];
    const unsubscribe = sessionStore.subscribe(() => seen.push(sessionStore.getState().appMessage));
    const first = showMessage('Client data updated.', 'success');
    const second = showMessage('Client data updated.', 'success');
    unsubscribe();
    expect(first.id).not.toBe(second.id);
    expect(seen).toHaveLength(2);
    expect(first.id.startsWith(String(first.timestamp))).toBe(true);
    expect(formatMessage(second)).toMatch(/\S+ Client data updated\.$/);
    expect(formatMessage(second)).not.toBe('Client data updated.');
  });
});

describe('loading counter', () => {
  it('stays loading until every parallel call has ended', async () => {
    beginLoading();
    beginLoading();
    endLoading();
    expect(sessionStore.getState().isLoading).toBe(true);
    endLoading();
    expect(sessionStore.getState().isLoading).toBe(false);
    endLoading();
    expect(sessionStore.getState().loadingCount).toBe(0);
  });

  it('ends the loading state when the wrapped work fails', async () => {
    await expect(withLoading(Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(sessionStore.getState().isLoading).toBe(false);
  });
});

describe('persistence', () => {
  it('keeps the token in jToken and drops the user when it is cleared', () => {
    setToken('abc');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('abc');
    sessionStore.setState({ user: { id: 1, username: 'x', first_name: 'X', last_name: 'Y', email: 'x@y.z', a: true, s: false, g: null } });
    setToken(null);
    expect(localStorage.getItem('jToken')).toBeNull();
    expect(sessionStore.getState().user).toBeNull();
  });

  it('keeps the booking session under its three keys and clears them together', () => {
    setBookingSession({ accessToken: 't', email: 'a@b.co', applicants: [{ uuid: '1' }] });
    expect(localStorage.getItem('booking_access_token')).toBe('t');
    expect(localStorage.getItem('booking_email')).toBe('a@b.co');
    expect(JSON.parse(localStorage.getItem('booking_applicants')!)).toEqual([{ uuid: '1' }]);
    clearBookingSession();
    expect(['booking_access_token', 'booking_email', 'booking_applicants'].map((k) => localStorage.getItem(k))).toEqual([null, null, null]);
    expect(sessionStore.getState().booking).toEqual({ accessToken: null, email: null, applicants: [] });
  });

  it('reads a stored session back, ignoring a corrupt applicant list', () => {
    localStorage.setItem('jToken', 'tok');
    localStorage.setItem('booking_applicants', '{not json');
    localStorage.setItem('currentLanguage', 'xx');
    hydrateSession();
    const state = sessionStore.getState();
    expect(state.token).toBe('tok');
    expect(state.booking.applicants).toEqual([]);
    expect(state.currentLanguage).toBe('en');
  });

  it('remembers that the language popup was answered', () => {
    markLanguagePopupDone();
    expect(localStorage.getItem('languagePopupDone')).toBe('true');
    hydrateSession();
    expect(sessionStore.getState().languagePopupDone).toBe(true);
  });
});
