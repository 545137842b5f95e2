import { LANGUAGES, matchRoute, type LanguageCode, type RouteMatch } from '@clinic/contracts';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n';
import { remoteTestHarness } from '../testing/remoteLifecycles';
import { PageFrame } from '../ui/PageFrame';
import { createRemoteApp, type PageProps } from './createRemoteApp';
import { notifyLocationChange, useCurrentLocation, useCurrentPath } from './location';
import { RemoteRenderError } from './RemoteRenderError';

const NAME = 'mfe-public';

const textsIn = (code: LanguageCode) => ({ intro: code === 'es' ? 'Texto de la página.' : `Page text (${code}).` });
const requestedLanguages: LanguageCode[] = [];
const texts = {
  [NAME]: async (code: LanguageCode) => {
    requestedLanguages.push(code);
    return { default: textsIn(code) };
  },
};

function TextPage({ titleKey }: PageProps) {
  const { t } = useTranslation(NAME);
  return (
    <PageFrame titleKey={titleKey}>
      <p>{t('intro')}</p>
    </PageFrame>
  );
}

function FailingPage(): never {
  throw new Error('page exploded');
}

/** Shows /faqs under /old-faqs, as a remote serving an alias path would. */
function resolveRoute(pathname: string): RouteMatch | null {
  return matchRoute(pathname === '/old-faqs' ? '/faqs' : pathname);
}

const i18nWasInitialised = Boolean(i18n.isInitialized);
const lifecycles = createRemoteApp({
  name: NAME,
  // `orders` belongs to mfe-admin-leads: listed here to show a page is only rendered for the remote's own routes.
  pages: { faqs: TextPage, home: TextPage, 'checkout-confirmation': TextPage, maintenance: FailingPage, orders: TextPage },
  resolveRoute,
  texts,
});

const remote = remoteTestHarness(NAME, lifecycles);

beforeAll(() => remote.bootstrap());

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('createRemoteApp lifecycles', () => {
  it('initialise i18n on bootstrap when the shell has not, and load a namespace only in the language shown', async () => {
    expect(i18nWasInitialised).toBe(false);
    expect(i18n.isInitialized).toBe(true);
    expect(requestedLanguages).toEqual([]);
    const page = await remote.mountAt('/faqs');
    await waitFor(() => expect(page.domElement.textContent).toContain('Page text (en).'));
    expect(requestedLanguages).toEqual(['en']);
    await act(() => i18n.changeLanguage('es'));
    await waitFor(() => expect(page.domElement.textContent).toContain('Texto de la página.'));
    expect(requestedLanguages).toEqual(['en', 'es']);
    expect(LANGUAGES.filter(({ code }) => i18n.hasResourceBundle(code, NAME)).map((l) => l.code)).toEqual(['en', 'es']);
    await page.unmount();
  });

  it('mount the page of the current route into the given element and unmount empties it', async () => {
    const page = await remote.mountAt('/faqs');
    expect(page.heading()).toBe('FAQs');
    await waitFor(() => expect(page.domElement.textContent).toContain('Page text (en).'));
    await page.unmount();
    expect(page.domElement.innerHTML).toBe('');
  });

  it('follow browser history and single-spa navigation to another route of the remote', async () => {
    const page = await remote.mountAt('/faqs');
    window.history.pushState({}, '', '/checkout/confirmation');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => expect(page.heading()).toBe('Payment Confirmation'));
    window.history.pushState({}, '', '/');
    window.dispatchEvent(new CustomEvent('single-spa:routing-event'));
    await waitFor(() => expect(page.heading()).toBe('Home'));
    await page.unmount();
  });

  it('render nothing once the URL leaves the remote (even for a route it lists a page for), and the page again when it comes back', async () => {
    const page = await remote.mountAt('/faqs');
    window.history.pushState({}, '', '/admin/orders');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => expect(page.domElement.innerHTML).toBe(''));
    window.history.pushState({}, '', '/faqs');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => expect(page.heading()).toBe('FAQs'));
    await page.unmount();
  });

  it('render nothing for a route it owns but has no page for, or an unknown path', async () => {
    for (const pathname of ['/appointments', '/no/such/page']) {
      const page = await remote.mountAt(pathname);
      expect(page.domElement.innerHTML).toBe('');
      await page.unmount();
    }
  });

  it('show the route that resolveRoute gives for a path', async () => {
    const page = await remote.mountAt('/old-faqs');
    expect(page.heading()).toBe('FAQs');
    await page.unmount();
  });

  it('show its texts and the route title in the current language', async () => {
    await i18n.changeLanguage('es');
    const page = await remote.mountAt('/faqs');
    expect(page.heading()).toBe('Preguntas frecuentes');
    expect(page.domElement.textContent).toContain('Texto de la página.');
    await page.unmount();
  });

  it('show the error with a Retry button when a page fails to render', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = await remote.mountAt('/maintenance');
    expect(page.domElement.querySelector('[role="alert"]')?.textContent).toContain('This part of the site could not be loaded.');
    expect(page.domElement.querySelector('button')?.textContent).toBe('Retry');
    await page.unmount();
    expect(page.domElement.innerHTML).toBe('');
    consoleError.mockRestore();
  });
});

describe('RemoteRenderError', () => {
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('runs the given retry when Retry is pressed', () => {
    const onRetry = jest.fn();
    render(<RemoteRenderError onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('This part of the site could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('location hooks', () => {
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  function Where() {
    const path = useCurrentPath();
    const { pathname, search } = useCurrentLocation();
    return <output>{`${path}|${pathname}|${search}`}</output>;
  }

  it('follow history navigation, and a replaceState once notifyLocationChange is called', () => {
    window.history.pushState({}, '', '/faqs?lang=es');
    const { unmount: unmountWhere } = render(<Where />);
    expect(screen.getByRole('status').textContent).toBe('/faqs|/faqs|?lang=es');
    act(() => {
      window.history.pushState({}, '', '/appointments');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByRole('status').textContent).toBe('/appointments|/appointments|');
    act(() => {
      window.history.replaceState({}, '', '/login?next=%2Fadmin');
    });
    expect(screen.getByRole('status').textContent).toBe('/appointments|/appointments|');
    act(() => notifyLocationChange());
    expect(screen.getByRole('status').textContent).toBe('/login|/login|?next=%2Fadmin');
    unmountWhere();
  });

  it('stop listening to the window once the last subscriber unmounts', () => {
    const removed = jest.spyOn(window, 'removeEventListener');
    const first = render(<Where />);
    const second = render(<Where />);
    first.unmount();
    expect(removed).not.toHaveBeenCalledWith('popstate', notifyLocationChange);
    second.unmount();
    expect(removed).toHaveBeenCalledWith('popstate', notifyLocationChange);
    expect(removed).toHaveBeenCalledWith('single-spa:routing-event', notifyLocationChange);
    removed.mockRestore();
  });
});
