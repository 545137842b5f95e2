import { routesOf } from '@clinic/contracts';
import { i18n } from '@clinic/platform';
import { waitFor } from '@testing-library/react';
import { PAGES, REMOTE_NAME } from './App';
import { bootstrap, mount, unmount } from './lifecycles';

jest.mock('./pages/I693FormPage', () => ({
  I693FormPage: () => {
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

describe('mfe-i693 lifecycles', () => {
  it('mount the page of the current route into the given element and unmount cleanly', async () => {
    const { domElement, props } = await mountAt('/i-693');
    expect(heading(domElement)).toBe('I-693 Medical Exam');
    expect(domElement.textContent).toContain('What the I-693 immigration medical exam involves and how to get it done with us.');
    await unmount(props);
    expect(domElement.innerHTML).toBe('');
  });

  it('follow history navigation to another route of the remote', async () => {
    const { domElement, props } = await mountAt('/i-693');
    window.history.pushState({}, '', '/admin/i693-applications');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => expect(heading(domElement)).toBe('I693 Form'));
    await unmount(props);
  });

  it('show its texts in the current language', async () => {
    await i18n.changeLanguage('es');
    const { domElement, props } = await mountAt('/i-693');
    expect(heading(domElement)).toBe('Examen médico I-693');
    expect(domElement.textContent).toContain('En qué consiste el examen médico de inmigración I-693 y cómo realizarlo con nosotros.');
    await unmount(props);
  });

  it('show the error with a Retry button when a page fails to render', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { domElement, props } = await mountAt('/i-693-form');
    expect(domElement.querySelector('[role="alert"]')?.textContent).toContain('This part of the site could not be loaded.');
    expect(domElement.querySelector('button')?.textContent).toBe('Retry');
    await unmount(props);
    consoleError.mockRestore();
  });

  it('have a page for every route the remote owns', () => {
    const owned = routesOf(REMOTE_NAME).map((r) => r.name);
    expect(owned.length).toBe(3);
    expect(Object.keys(PAGES).sort()).toEqual([...owned].sort());
  });
});
