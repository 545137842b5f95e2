import { render, screen, waitFor } from '@testing-library/react';
import { DEMO_PUBLIC_SETTINGS } from '../testing/practiceSettings';
import { fakeResponse } from '../testing/fakes';
import { loadPracticeSettings, reloadPracticeSettings, usePracticeSettings } from './practiceSettings';

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

beforeEach(() => {
  fetchMock.mockReset();
  (globalThis as { fetch: unknown }).fetch = fetchMock;
});

function Phone({ testId }: { testId: string }) {
  const settings = usePracticeSettings();
  return <span data-testid={testId}>{settings ? settings.phone : 'none'}</span>;
}

describe('practice settings', () => {
  it('gives null (nothing shown) until the page has read them, then the settings', async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const loading = reloadPracticeSettings();
    render(<Phone testId="banner" />);
    expect(screen.getByTestId('banner').textContent).toBe('none');
    answer(fakeResponse({ body: DEMO_PUBLIC_SETTINGS }));
    await loading;
    await waitFor(() => expect(screen.getByTestId('banner').textContent).toBe(DEMO_PUBLIC_SETTINGS.phone));
  });

  it('reads GET /site/settings/ once per page for every part that shows them', async () => {
    fetchMock.mockResolvedValue(fakeResponse({ body: { ...DEMO_PUBLIC_SETTINGS, phone: '(415) 555-0100' } }));
    await reloadPracticeSettings();
    render(
      <>
        <Phone testId="banner" />
        <Phone testId="footer" />
      </>,
    );
    expect(screen.getByTestId('banner').textContent).toBe('(415) 555-0100');
    expect(screen.getByTestId('footer').textContent).toBe('(415) 555-0100');
    await loadPracticeSettings();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/v1/site/settings/');
  });

  it.each([
    ['the call fails', () => Promise.reject(new TypeError('offline'))],
    ['the server answers an error', () => Promise.resolve(fakeResponse({ status: 500, body: { error: 'INTERNAL_ERROR', msg: 'x' } }))],
    ['the answer is not a settings document', () => Promise.resolve(fakeResponse({ body: { phone: 5 } }))],
  ])('gives null when %s', async (_name, reply) => {
    fetchMock.mockImplementation(reply);
    expect(await reloadPracticeSettings()).toBeNull();
    render(<Phone testId="banner" />);
    expect(screen.getByTestId('banner').textContent).toBe('none');
  });
});
