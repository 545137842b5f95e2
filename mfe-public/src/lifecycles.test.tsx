import { routesOf } from '@clinic/contracts';
import { i18n } from '@clinic/platform';
import { waitFor } from '@testing-library/react';
import { PAGES, REMOTE_NAME } from './App';
import { bootstrap, mount, unmount } from './lifecycles';

jest.mock('./pages/MaintenancePage', () => ({
  MaintenancePage: () => {
    throw new Error('page exploded');
  },
}));

type Props = Parameters<typeof mount>[0];

function propsFor(domElement: HTMLElement): Props {
  return { name: REMOTE_NAME, domElement } as unknown as Props;
}

async function mountAt(pathname: string) {
  window.history.pushState({}, '', pathname);
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const props = propsFor(domElement);
  await mount(props);
  return { domElement, props };
}

const heading = (el: HTMLElement) => el.querySelector('h1')?.textContent;

beforeAll(async () => {
  // The lifecycles render asynchronously, as single-spa drives them: assertions wait for the DOM, not act().
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  await bootstrap(propsFor(document.createElement('div')));
});

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('mfe-public lifecycles', () => {
  it('mount the page of the current route into the given element and unmount cleanly', async () => {
    const { domElement, props } = await mountAt('/faqs');
    expect(heading(domElement)).toBe('FAQs');
    expect(domElement.textContent).toContain('Answers to the questions applicants ask most often.');
    await unmount(props);
    expect(domElement.innerHTML).toBe('');
  });

  it('render the home page at /', async () => {
    const { domElement, props } = await mountAt('/');
    expect(heading(domElement)).toBe('Home');
    await unmount(props);
  });

  it('follow history navigation to another route of the remote', async () => {
    const { domElement, props } = await mountAt('/faqs');
    window.history.pushState({}, '', '/checkout/confirmation');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => expect(heading(domElement)).toBe('Payment Confirmation'));
    await unmount(props);
  });

  it('show its texts in the current language', async () => {
    await i18n.changeLanguage('es');
    const { domElement, props } = await mountAt('/appointments');
    expect(heading(domElement)).toBe('Citas');
    expect(domElement.textContent).toContain('Compruebe qué vacunas y análisis de laboratorio necesita y solicite una cita.');
    await unmount(props);
  });

  it('show the error with a Retry button when a page fails to render', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { domElement, props } = await mountAt('/maintenance');
    expect(domElement.querySelector('[role="alert"]')?.textContent).toContain('This part of the site could not be loaded.');
    expect(domElement.querySelector('button')?.textContent).toBe('Retry');
    await unmount(props);
    consoleError.mockRestore();
  });

  it('have a page for every route the remote owns', () => {
    const owned = routesOf(REMOTE_NAME).map((r) => r.name);
    expect(owned.length).toBe(8);
    expect(Object.keys(PAGES).sort()).toEqual([...owned].sort());
  });
});
