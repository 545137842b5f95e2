import { LANGUAGES } from '@clinic/contracts';
import { hydrateSession, i18n, initI18n, setLanguage, showMessage } from '@clinic/platform';
import { DEMO_PUBLIC_SETTINGS, servePracticeSettings } from '@clinic/platform/src/testing/practiceSettings';
import { fakeResponse, staffToken } from '@clinic/platform/src/testing/fakes';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { App } from './App';

function visit(url: string) {
  window.history.pushState(null, '', url);
}

function renderApp() {
  return render(
    <I18nextProvider i18n={i18n}>
      <App />
    </I18nextProvider>,
  );
}

beforeAll(() => initI18n(''));

beforeEach(async () => {
  localStorage.clear();
  localStorage.setItem('languagePopupDone', 'true');
  hydrateSession();
  await setLanguage('en');
  globalThis.fetch = jest.fn(async () => fakeResponse({ status: 500, body: { error: 'INTERNAL_ERROR', msg: 'x' } })) as unknown as typeof fetch;
  await servePracticeSettings();
  visit('/');
});

afterEach(() => {
  document.documentElement.dir = 'ltr';
});

describe('public chrome', () => {
  it('renders the banner, the menu, the language picker with eight languages and the footer links', () => {
    renderApp();
    const header = screen.getByTestId('site-header');
    const menu = within(header).getByRole('navigation');
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['HOME', '/'],
      ['I-693', '/i-693'],
      ['APPOINTMENTS', '/appointments'],
      ['FAQS', '/faqs'],
    ]);
    const picker = screen.getByTestId('language-picker') as HTMLSelectElement;
    expect(Array.from(picker.options).map((o) => o.textContent)).toEqual(LANGUAGES.map((l) => l.nativeName));
    const footer = screen.getByTestId('site-footer');
    expect(within(footer).getByText('Privacy Policy').getAttribute('href')).toBe('/privacy-policy');
    expect(within(footer).getByText('Terms of Service').getAttribute('href')).toBe('/terms-of-service');
    expect(footer.textContent).toContain('support@clinic.local');
    expect(screen.getByTestId('top-banner').textContent).toContain('(510) 555-0142');
    expect(document.title).toBe('Home | Bay Area Immigration Medical Exams');
  });

  it('shows the practice settings as filled: the banner note, only the contacts there are, nothing invented', async () => {
    await servePracticeSettings({
      ...DEMO_PUBLIC_SETTINGS,
      practice_name: 'Valley Civil Surgeons',
      support_email: '',
      phone: '(415) 555-0100',
      fax: '',
      banner_note: 'Closed on Thanksgiving',
    });
    renderApp();
    const banner = screen.getByTestId('top-banner');
    expect(banner.textContent).toContain('Questions? Call (415) 555-0100.');
    expect(within(banner).getByText('(415) 555-0100').getAttribute('href')).toBe('tel:+14155550100');
    expect(within(banner).getByTestId('banner-note').textContent).toBe('Closed on Thanksgiving');
    const footer = screen.getByTestId('site-footer');
    expect(footer.textContent).not.toContain('Email');
    expect(footer.textContent).not.toContain('Fax');
    expect(footer.textContent).toContain('Valley Civil Surgeons');
    expect(screen.getByTestId('site-logo').textContent).toBe('Valley Civil Surgeons');
    expect(document.title).toBe('Home | Valley Civil Surgeons');
  });

  it('shows no contact at all while the practice has filled none (or the settings cannot be read)', async () => {
    await servePracticeSettings({ ...DEMO_PUBLIC_SETTINGS, practice_name: '', support_email: '', phone: '', fax: '', reviews_url: '' });
    renderApp();
    expect(screen.getByTestId('top-banner').textContent).toBe('Flexible hours, arranged by message.');
    expect(screen.getByTestId('site-footer').querySelector('address')).toBeNull();
    expect(screen.getByTestId('site-logo').getAttribute('aria-label')).toBe('Go to the home page');
    expect(document.title).toBe('Home');
  });

  it('switches to Arabic right-to-left from the picker and translates the menu', async () => {
    renderApp();
    act(() => {
      fireEvent.change(screen.getByTestId('language-picker'), { target: { value: 'ar' } });
    });
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(localStorage.getItem('currentLanguage')).toBe('ar');
    expect(screen.getByRole('link', { name: 'الرئيسية' })).toBeTruthy();
  });

  it('renders a 404 page with its title for unknown routes', () => {
    visit('/no-such-page');
    renderApp();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found');
    expect(within(screen.getByTestId('not-found')).getByRole('link').getAttribute('href')).toBe('/');
    expect(document.title).toBe('Page not found | Bay Area Immigration Medical Exams');
  });

  it('navigates with the menu without reloading and updates the title', () => {
    renderApp();
    act(() => {
      fireEvent.click(screen.getByRole('link', { name: 'FAQS' }));
    });
    expect(window.location.pathname).toBe('/faqs');
    expect(document.title).toBe('FAQs | Bay Area Immigration Medical Exams');
  });

  it('shows the same message text twice as two messages', () => {
    renderApp();
    act(() => {
      showMessage('Client data updated.', 'success');
    });
    const first = screen.getByTestId('message-dialog').querySelector('[data-message-id]')!.getAttribute('data-message-id');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    });
    expect(screen.queryByTestId('message-dialog')).toBeNull();
    act(() => {
      showMessage('Client data updated.', 'success');
    });
    const dialog = screen.getByTestId('message-dialog');
    expect(screen.getByTestId('message-text').textContent).toBe('Client data updated.');
    expect(dialog.querySelector('[data-message-id]')!.getAttribute('data-message-id')).not.toBe(first);
    expect(dialog.querySelector('time')).not.toBeNull();
  });
});

describe('language popup', () => {
  it('is shown once per browser and choosing a language applies it', async () => {
    localStorage.removeItem('languagePopupDone');
    hydrateSession();
    const { unmount } = renderApp();
    const popup = screen.getByTestId('language-popup');
    act(() => {
      fireEvent.click(within(popup).getByRole('button', { name: 'فارسی' }));
    });
    expect(screen.queryByTestId('language-popup')).toBeNull();
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(localStorage.getItem('languagePopupDone')).toBe('true');
    unmount();
    hydrateSession();
    renderApp();
    expect(screen.queryByTestId('language-popup')).toBeNull();
  });
});

describe('admin shell and guards', () => {
  it('sends a visitor from an admin route to /login with next', () => {
    visit('/admin/orders?page=2');
    renderApp();
    expect(window.location.pathname).toBe('/login');
    expect(new URLSearchParams(window.location.search).get('next')).toBe('/admin/orders?page=2');
  });

  it('sends staff away from an admin-only route to /admin', () => {
    localStorage.setItem('jToken', staffToken({ s: true, first_name: 'Sam' }));
    hydrateSession();
    visit('/admin/doctor-availability');
    renderApp();
    expect(window.location.pathname).toBe('/admin');
  });

  it('shows the admin bar instead of the public header, with the menu and greeting of the role', async () => {
    localStorage.setItem('jToken', staffToken({ a: true, first_name: 'Ada' }));
    hydrateSession();
    visit('/admin');
    renderApp();
    expect(screen.queryByTestId('site-header')).toBeNull();
    expect(screen.queryByTestId('site-logo')).toBeNull();
    expect((await screen.findByTestId('admin-greeting')).textContent).toBe('Hello, Doctor');
    expect(
      within(screen.getByTestId('admin-menu'))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Dashboard', 'I693 Form', 'Orders', 'Doctor Availability', 'Clients', 'Staff', 'Settings']);
    expect(document.title).toBe('Dashboard | Bay Area Immigration Medical Exams');
  });

  it('greets staff by first name and Logout clears the token and goes to /login?lang=en', async () => {
    localStorage.setItem('jToken', staffToken({ s: true, first_name: 'Sam' }));
    hydrateSession();
    visit('/admin');
    renderApp();
    expect((await screen.findByTestId('admin-greeting')).textContent).toBe('Hello, Sam');
    expect(within(screen.getByTestId('admin-menu')).getAllByRole('link')).toHaveLength(3);
    act(() => {
      fireEvent.click(screen.getByTestId('admin-logout'));
    });
    expect(localStorage.getItem('jToken')).toBeNull();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/login?lang=en');
    expect(await screen.findByTestId('login-form')).toBeTruthy();
  });

  it('/logout clears the token and goes to /login', async () => {
    localStorage.setItem('jToken', staffToken({ s: true }));
    hydrateSession();
    visit('/logout');
    renderApp();
    expect(await screen.findByTestId('login-form')).toBeTruthy();
    expect(localStorage.getItem('jToken')).toBeNull();
    expect(window.location.pathname).toBe('/login');
  });
});
