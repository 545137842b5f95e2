import { hydrateSession, i18n, initI18n, setToken } from '@clinic/platform';
import { fakeResponse, staffToken } from '@clinic/platform/src/testing/fakes';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ACCOUNT_NS } from '../account/texts';
import { idlePhase } from './activityClock';
import { IdleLogoff } from './IdleLogoff';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
const MINUTE = 60_000;

function calls(path: string) {
  return fetchMock.mock.calls.filter(([url]) => url === `/api/v1${path}`);
}

async function advance(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

beforeAll(async () => {
  await initI18n('');
  await i18n.loadNamespaces(ACCOUNT_NS);
});

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  hydrateSession();
  setToken(staffToken({ s: true }, 24 * 3600));
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(fakeResponse({ status: 204 }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  window.history.pushState(null, '', '/admin/appointment-requests');
});

afterEach(() => jest.useRealTimers());

describe('idle phase', () => {
  it('is active until the warning, counts the seconds left in it, then ends', () => {
    expect(idlePhase(0, 27 * MINUTE, 30, 120)).toEqual({ phase: 'active' });
    expect(idlePhase(0, 28 * MINUTE, 30, 120)).toEqual({ phase: 'warning', secondsLeft: 120 });
    expect(idlePhase(0, 30 * MINUTE - 1500, 30, 120)).toEqual({ phase: 'warning', secondsLeft: 2 });
    expect(idlePhase(0, 30 * MINUTE, 30, 120)).toEqual({ phase: 'ended' });
  });
});

describe('idle logoff', () => {
  it('warns two minutes before the end with a countdown, and Stay signed in keeps the session', async () => {
    render(<IdleLogoff idleMinutes={30} warningSeconds={120} />);
    await advance(27 * MINUTE);
    expect(screen.queryByTestId('idle-warning')).toBeNull();
    await advance(MINUTE + 1000);
    const dialog = screen.getByTestId('idle-warning');
    expect(dialog.getAttribute('role')).toBe('alertdialog');
    expect(screen.getByTestId('idle-countdown').textContent).toBe('You will be signed out in 119 seconds because of inactivity.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Stay signed in' }));
    await advance(10_000);
    expect(screen.getByTestId('idle-countdown').textContent).toContain('109 seconds');

    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    await act(async () => undefined);
    expect(screen.queryByTestId('idle-warning')).toBeNull();
    expect(calls('/auth/keepalive/')).toHaveLength(1);
    await advance(27 * MINUTE);
    expect(screen.queryByTestId('idle-warning')).toBeNull();
    expect(localStorage.getItem('jToken')).not.toBeNull();
  });

  it('ends the session at zero and sends to /login saying why, back to the page afterwards', async () => {
    render(<IdleLogoff idleMinutes={30} warningSeconds={120} />);
    await advance(30 * MINUTE + 1000);
    await act(async () => undefined);
    expect(calls('/auth/logout/')).toHaveLength(1);
    expect(localStorage.getItem('jToken')).toBeNull();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/login?next=%2Fadmin%2Fappointment-requests&reason=idle');
  });

  it('Sign out now ends the session at once', async () => {
    render(<IdleLogoff idleMinutes={30} warningSeconds={120} />);
    await advance(28 * MINUTE + 1000);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out now' }));
    await act(async () => undefined);
    expect(calls('/auth/logout/')).toHaveLength(1);
    expect(localStorage.getItem('jToken')).toBeNull();
    expect(window.location.pathname).toBe('/login');
  });

  it('counts activity in this tab and tells the server at most once a minute', async () => {
    render(<IdleLogoff idleMinutes={30} warningSeconds={120} />);
    for (let i = 0; i < 20; i++) {
      await advance(MINUTE);
      fireEvent.keyDown(window, { key: 'a' });
      fireEvent.pointerMove(window);
    }
    expect(screen.queryByTestId('idle-warning')).toBeNull();
    await advance(25 * MINUTE);
    expect(screen.queryByTestId('idle-warning')).toBeNull();
    expect(calls('/auth/keepalive/').length).toBeGreaterThan(0);
    expect(calls('/auth/keepalive/').length).toBeLessThanOrEqual(20);
  });

  it('counts activity in another back-office tab', async () => {
    render(<IdleLogoff idleMinutes={30} warningSeconds={120} />);
    await advance(29 * MINUTE);
    expect(screen.getByTestId('idle-warning')).toBeTruthy();
    // The other tab writes its activity to the shared storage.
    localStorage.setItem('staffLastActivity', String(Date.now()));
    await advance(1000);
    expect(screen.queryByTestId('idle-warning')).toBeNull();
    expect(localStorage.getItem('jToken')).not.toBeNull();
  });
});
