import { DEMO_PRACTICE_SETTINGS, PRACTICE_SETTINGS_MESSAGES, type AdminLabProduct, type AdminPracticeSettings } from '@clinic/contracts';
import { setToken, useMissingPracticeSettings } from '@clinic/platform';
import { fakeResponse, staffToken } from '@clinic/platform/src/testing/fakes';
import { startI18nWith } from '@clinic/platform/src/testing/texts';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SettingsPage } from '../../pages/SettingsPage';
import { TEXTS } from '../../texts';

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
let stored: AdminPracticeSettings;
let products: AdminLabProduct[];
let putAnswer: ((body: unknown) => { status: number; body: unknown }) | null;

const HIV: AdminLabProduct = { id: 'hiv', name: 'HIV Test', price_cents: 4500, type: 'lab', age_group: 'all', is_active: true };

function requests(method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([input, init]) => new URL(String(input), 'http://localhost').pathname === `/api/v1${path}` && (init?.method ?? 'GET') === method)
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : null));
}

function MissingList() {
  return <output data-testid="missing">{(useMissingPracticeSettings() ?? []).join(',')}</output>;
}

async function renderScreen() {
  render(
    <>
      <MissingList />
      <SettingsPage titleKey="settings" />
    </>,
  );
  await screen.findByTestId('settings-form');
}

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;

beforeAll(async () => {
  await startI18nWith(TEXTS);
});

beforeEach(() => {
  setToken(staffToken({ a: true }));
  stored = { settings: { ...DEMO_PRACTICE_SETTINGS, explainer_videos: { en: 'dQw4w9WgXcQ' } }, missing: [], updated_on: null };
  products = [HIV, { id: 'mmr', name: 'MMR', price_cents: 9000, type: 'immunity', age_group: '18-24', is_active: false }];
  putAnswer = null;
  fetchMock.mockReset();
  (globalThis as { fetch: unknown }).fetch = fetchMock;
  fetchMock.mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const body = init?.body ? JSON.parse(String(init.body)) : null;
    if (path === '/api/v1/admin/settings/' && init?.method === 'PUT') {
      if (putAnswer) return fakeResponse(putAnswer(body));
      stored = { settings: body, missing: body.phone ? [] : ['phone'], updated_on: '2026-11-27T10:00:00.000Z' };
      return fakeResponse({ body: stored });
    }
    if (path === '/api/v1/admin/settings/') return fakeResponse({ body: stored });
    if (path === '/api/v1/admin/lab-products/') return fakeResponse({ body: { products } });
    if (path.startsWith('/api/v1/admin/lab-products/')) return fakeResponse({ body: { ...products.find((p) => path.includes(p.id))!, ...body } });
    if (path === '/api/v1/site/settings/') return fakeResponse({ body: stored.settings });
    return fakeResponse({ status: 404, body: { error: 'NOT_FOUND', msg: 'x' } });
  });
});

describe('Settings screen', () => {
  it('shows the stored settings, with a video id per language and the civil surgeons', async () => {
    await renderScreen();
    expect(field('Practice name').value).toBe(DEMO_PRACTICE_SETTINGS.practice_name);
    expect(field('Phone').value).toBe(DEMO_PRACTICE_SETTINGS.phone);
    const explainer = within(screen.getByTestId('settings-explainer_videos'));
    expect(explainer.getAllByRole('textbox')).toHaveLength(8);
    expect((explainer.getByLabelText('English video id') as HTMLInputElement).value).toBe('dQw4w9WgXcQ');
    expect(field('Civil surgeon 1').value).toBe('Dr. Demo Civil Surgeon');
    expect(screen.getByText('Never saved: the start-up defaults apply.')).toBeTruthy();
  });

  it('says when the settings cannot be loaded and loads them on Retry', async () => {
    const serve = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementationOnce(async () => fakeResponse({ status: 500, body: { error: 'INTERNAL_ERROR', msg: 'x' } }));
    render(<SettingsPage titleKey="settings" />);
    expect(await screen.findByText('The settings could not be loaded.')).toBeTruthy();
    fetchMock.mockImplementation(serve);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('settings-form')).toBeTruthy();
  });

  it('checks the fields with the server schema, shows its messages under them and sends nothing', async () => {
    await renderScreen();
    fireEvent.change(field('Practice name'), { target: { value: ' ' } });
    fireEvent.change(field('Phone'), { target: { value: '555-01' } });
    fireEvent.change(within(screen.getByTestId('settings-explainer_videos')).getByLabelText('Spanish video id'), { target: { value: 'no spaces please' } });
    fireEvent.change(field('Reviews listing URL'), { target: { value: 'http://example.com/reviews' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(PRACTICE_SETTINGS_MESSAGES.practiceNameRequired)).toBeTruthy();
    expect(screen.getByText(PRACTICE_SETTINGS_MESSAGES.phoneInvalid)).toBeTruthy();
    expect(screen.getByText(PRACTICE_SETTINGS_MESSAGES.reviewsUrlInvalid)).toBeTruthy();
    expect(screen.getByText(PRACTICE_SETTINGS_MESSAGES.videoIdInvalid)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('Practice name')));
    expect(requests('PUT', '/admin/settings/')).toHaveLength(0);
    // Correcting a field clears its message.
    fireEvent.change(field('Phone'), { target: { value: '(415) 555-0100' } });
    expect(screen.queryByText(PRACTICE_SETTINGS_MESSAGES.phoneInvalid)).toBeNull();
  });

  it('saves the whole document, says so, and updates what is still missing', async () => {
    await renderScreen();
    fireEvent.change(field('Phone'), { target: { value: '' } });
    fireEvent.change(field('Banner note'), { target: { value: 'Closed on Thanksgiving' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a civil surgeon' }));
    fireEvent.change(field('Civil surgeon 2'), { target: { value: 'Dr. Second Surgeon' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move civil surgeon 2 up' }));
    expect(screen.getByText('You have unsaved changes.')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save settings' })));
    expect(await screen.findByText(PRACTICE_SETTINGS_MESSAGES.saved)).toBeTruthy();
    const [sent] = requests('PUT', '/admin/settings/');
    expect(sent).toMatchObject({
      phone: '',
      banner_note: 'Closed on Thanksgiving',
      civil_surgeons: ['Dr. Second Surgeon', 'Dr. Demo Civil Surgeon'],
      explainer_videos: { en: 'dQw4w9WgXcQ' },
    });
    expect(screen.getByTestId('missing').textContent).toBe('phone');
    expect(screen.getByText('Still to fill before the practice is shown: Phone.')).toBeTruthy();
    expect(screen.queryByText('You have unsaved changes.')).toBeNull();
  });

  it("shows the server's field messages under the fields", async () => {
    putAnswer = () => ({
      status: 400,
      body: { error: 'VALIDATION_ERROR', msg: 'Enter a valid e-mail address', details: { support_email: PRACTICE_SETTINGS_MESSAGES.emailInvalid } },
    });
    await renderScreen();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save settings' })));
    const email = field('Support e-mail');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(PRACTICE_SETTINGS_MESSAGES.emailInvalid)).toBeTruthy();
  });

  it('asks before leaving with unsaved changes through a site link', async () => {
    await renderScreen();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const link = document.body.appendChild(Object.assign(document.createElement('a'), { href: '/admin/orders', textContent: 'Orders' }));
    fireEvent.click(link);
    expect(confirm).not.toHaveBeenCalled();
    fireEvent.change(field('Fax'), { target: { value: '(415) 555-0199' } });
    const clicked = fireEvent.click(link);
    expect(confirm).toHaveBeenCalledWith('The settings have unsaved changes. Leave this page and lose them?');
    expect(clicked).toBe(false);
    link.remove();
  });
});

describe('lab catalogue', () => {
  it('lists every product with its price in dollars and saves a row as integer cents', async () => {
    await renderScreen();
    const row = within(await screen.findByTestId('lab-product-hiv'));
    expect(screen.getByText('A changed price applies to new orders only; orders already made keep their amount.')).toBeTruthy();
    expect((row.getByLabelText(/Price \(USD\)/) as HTMLInputElement).value).toBe('45.00');
    expect((within(screen.getByTestId('lab-product-mmr')).getByRole('switch') as HTMLInputElement).checked).toBe(false);
    fireEvent.change(row.getByLabelText(/Price \(USD\)/), { target: { value: '52.5' } });
    await act(async () => fireEvent.click(row.getByRole('button', { name: 'Save HIV Test' })));
    expect(await row.findByText('HIV Test saved.')).toBeTruthy();
    expect(requests('PUT', '/admin/lab-products/hiv/')).toEqual([{ name: 'HIV Test', price_cents: 5250, is_active: true }]);
    expect((row.getByLabelText(/Price \(USD\)/) as HTMLInputElement).value).toBe('52.50');
  });

  it('refuses a price that is not dollars and cents, and sends nothing', async () => {
    await renderScreen();
    const row = within(await screen.findByTestId('lab-product-hiv'));
    for (const price of ['abc', '0', '12.345', '5000.01']) {
      fireEvent.change(row.getByLabelText(/Price \(USD\)/), { target: { value: price } });
      fireEvent.click(row.getByRole('button', { name: 'Save HIV Test' }));
      expect(row.getByText('Enter the price in dollars, e.g. 149.50 (from $0.01 to $5,000.00)')).toBeTruthy();
    }
    expect(requests('PUT', '/admin/lab-products/hiv/')).toHaveLength(0);
  });
});
