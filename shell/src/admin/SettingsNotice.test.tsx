import { initI18n, setMissingPracticeSettings, setToken } from '@clinic/platform';
import { fakeResponse, staffToken } from '@clinic/platform/src/testing/fakes';
import { act, render, screen } from '@testing-library/react';
import { SettingsNotice } from './SettingsNotice';

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

beforeAll(() => initI18n(''));

beforeEach(() => {
  setToken(staffToken({ a: true }));
  fetchMock.mockReset();
  (globalThis as { fetch: unknown }).fetch = fetchMock;
});

describe('the admin frame notice of missing practice settings', () => {
  it('names what is missing with a link to Settings, and goes once Settings saved them all', async () => {
    fetchMock.mockResolvedValue(fakeResponse({ body: { settings: {}, missing: ['practice_name', 'phone'], updated_on: null } }));
    render(<SettingsNotice pathname="/admin" />);
    const notice = await screen.findByTestId('settings-missing-notice');
    expect(notice.textContent).toBe("The practice's details are incomplete: Practice name, Phone.Open Settings");
    expect(screen.getByRole('link', { name: 'Open Settings' }).getAttribute('href')).toBe('/admin/settings');
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/v1/admin/settings/');
    act(() => setMissingPracticeSettings([]));
    expect(screen.queryByTestId('settings-missing-notice')).toBeNull();
  });

  it('shows nothing when every required setting is filled or the settings cannot be read', async () => {
    fetchMock.mockResolvedValue(fakeResponse({ body: { settings: {}, missing: [], updated_on: null } }));
    render(<SettingsNotice pathname="/admin" />);
    await act(async () => undefined);
    expect(screen.queryByTestId('settings-missing-notice')).toBeNull();
  });
});
