import { OFFLINE_MESSAGE, ONLINE_MESSAGE } from '@clinic/contracts';
import { initI18n, setLanguage } from '@clinic/platform';
import { act, render, screen } from '@testing-library/react';
import { OnlineNotice } from './OnlineNotice';

beforeAll(() => initI18n(''));
beforeEach(async () => {
  await setLanguage('en');
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('online/offline notice', () => {
  it('shows the offline text for 4 s, then the back-online text for 4 s', () => {
    render(<OnlineNotice />);
    expect(screen.queryByTestId('online-notice')).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByTestId('online-notice').textContent).toBe(OFFLINE_MESSAGE);
    act(() => {
      jest.advanceTimersByTime(3999);
    });
    expect(screen.getByTestId('online-notice').textContent).toBe(OFFLINE_MESSAGE);
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.queryByTestId('online-notice')).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByTestId('online-notice').textContent).toBe(ONLINE_MESSAGE);
    act(() => {
      jest.advanceTimersByTime(4000);
    });
    expect(screen.queryByTestId('online-notice')).toBeNull();
  });
});
