import { waitFor } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n';
import { remoteTestHarness } from '../testing/remoteLifecycles';
import { createRemoteApp, type PageProps } from './createRemoteApp';
import { lazyPage } from './lazyPage';

const NAME = 'mfe-public';

function FaqPage(_: PageProps) {
  const { t } = useTranslation(NAME);
  return <p>{t('intro')}</p>;
}

let failNext = false;
const loadFaq = jest.fn(async () => {
  if (failNext) {
    failNext = false;
    throw new Error('chunk failed to load');
  }
  return FaqPage;
});
const loadHome = jest.fn(async () => FaqPage);

const lifecycles = createRemoteApp({
  name: NAME,
  pages: { faqs: lazyPage(loadFaq, [NAME]), home: lazyPage(loadHome, [NAME]) },
  texts: { [NAME]: async () => ({ default: { intro: 'The FAQ page.' } }) },
});
const remote = remoteTestHarness(NAME, lifecycles);

beforeAll(() => remote.bootstrap());

describe('preload of a remote (the shell calls it once the remote has loaded, before mount)', () => {
  it('downloads nothing on a URL the remote shows no page for', () => {
    window.history.pushState({}, '', '/orders');
    lifecycles.preload();
    expect(loadFaq).not.toHaveBeenCalled();
    expect(loadHome).not.toHaveBeenCalled();
  });

  it('tries a failed download again at the next preload', async () => {
    window.history.pushState({}, '', '/faqs');
    failNext = true;
    lifecycles.preload();
    await waitFor(() => expect(loadFaq).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    lifecycles.preload();
    expect(loadFaq).toHaveBeenCalledTimes(2);
  });

  it('downloads the page of the current URL once: mount then shows it without downloading it again', async () => {
    window.history.pushState({}, '', '/');
    lifecycles.preload();
    lifecycles.preload();
    expect(loadHome).toHaveBeenCalledTimes(1);
    const page = await remote.mountAt('/');
    await waitFor(() => expect(page.domElement.textContent).toContain('The FAQ page.'));
    expect(loadHome).toHaveBeenCalledTimes(1);
    await page.unmount();
  });

  it("downloads the page's texts in the page's language as well, before mount", async () => {
    const loadTexts = jest.fn(async () => ({ default: { intro: 'Privacy.' } }));
    const app = createRemoteApp({ name: NAME, pages: { 'privacy-policy': lazyPage(loadHome, ['privacy-texts']) }, texts: { 'privacy-texts': loadTexts } });
    window.history.pushState({}, '', '/privacy-policy');
    app.preload();
    await waitFor(() => expect(loadTexts).toHaveBeenCalledWith(i18n.language));
  });

  it('shows a page whose chunk and texts arrived before mount at once, never the loading indicator', async () => {
    window.history.pushState({}, '', '/');
    lifecycles.preload();
    await waitFor(() => expect(i18n.hasLoadedNamespace(NAME)).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const page = await remote.mountAt('/');
    expect(page.domElement.textContent).toBe('The FAQ page.');
    await page.unmount();
  });

  it('shows the loading indicator until a page not yet loaded arrives, then the page', async () => {
    let arrive: ((page: typeof FaqPage) => void) | undefined;
    const slow = lazyPage(() => new Promise((resolve) => (arrive = resolve)), [NAME]);
    const app = createRemoteApp({ name: NAME, pages: { maintenance: slow }, texts: { [NAME]: async () => ({ default: { intro: 'The FAQ page.' } }) } });
    const page = await remoteTestHarness(NAME, app).mountAt('/maintenance');
    expect(page.domElement.querySelector('[role="status"]')?.textContent).toBe('Loading…');
    await waitFor(() => expect(arrive).toBeDefined());
    expect(page.domElement.textContent).toBe('Loading…');
    arrive!(FaqPage);
    await waitFor(() => expect(page.domElement.textContent).toBe('The FAQ page.'));
    await page.unmount();
  });

  it("shows the remote's error with Retry when the page's chunk cannot be loaded", async () => {
    const broken = lazyPage(async () => Promise.reject(new Error('chunk failed to load')), [NAME]);
    const app = createRemoteApp({ name: NAME, pages: { maintenance: broken }, texts: { [NAME]: async () => ({ default: { intro: 'The FAQ page.' } }) } });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = await remoteTestHarness(NAME, app).mountAt('/maintenance');
    await waitFor(() => expect(page.domElement.querySelector('button')?.textContent).toBe('Retry'));
    errors.mockRestore();
    await page.unmount();
  });
});
