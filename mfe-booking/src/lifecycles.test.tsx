import { routesOf } from '@clinic/contracts';
import { i18n } from '@clinic/platform';
import { waitFor } from '@testing-library/react';
import { ALIAS_ROUTE, PAGES, REMOTE_NAME } from './App';
import { bootstrap, mount, unmount } from './lifecycles';

jest.mock('./pages/BookingEditPage', () => ({
  BookingEditPage: () => {
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

describe('mfe-booking lifecycles', () => {
  it('mount the page of the current route into the given element and unmount cleanly', async () => {
    const { domElement, props } = await mountAt('/booking');
    expect(heading(domElement)).toBe('Book Your Appointment');
    expect(domElement.textContent).toContain('Enter your e-mail to receive a one-time code, then book your appointment.');
    await unmount(props);
    expect(domElement.innerHTML).toBe('');
  });

  it('follow history navigation to another route of the remote', async () => {
    const { domElement, props } = await mountAt('/booking');
    window.history.pushState({}, '', '/booking/calendar');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => expect(heading(domElement)).toBe('Schedule Your Appointment'));
    await unmount(props);
  });

  it('show its texts in the current language', async () => {
    await i18n.changeLanguage('es');
    const { domElement, props } = await mountAt('/appointments/doc/request/42');
    expect(heading(domElement)).toBe('Solicitud de documentos');
    expect(domElement.textContent).toContain('Suba los registros de vacunas o de laboratorio que pidió el médico.');
    await unmount(props);
  });

  it('show the error with a Retry button when a page fails to render', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { domElement, props } = await mountAt('/booking/2b1f7c9e-0000-4000-8000-000000000001');
    expect(domElement.querySelector('[role="alert"]')?.textContent).toContain('This part of the site could not be loaded.');
    expect(domElement.querySelector('button')?.textContent).toBe('Retry');
    await unmount(props);
    consoleError.mockRestore();
  });

  it.each([
    ['/i693/appointment', 'Book Your Appointment'],
    ['/i693/appointment/calendar', 'Schedule Your Appointment'],
    ['/i693/appointment/unknown/deeper', 'Book Your Appointment'],
  ])('show the booking area under the alias path %s', async (pathname, expected) => {
    const { domElement, props } = await mountAt(pathname);
    expect(heading(domElement)).toBe(expected);
    await unmount(props);
  });

  it('have a page for every route the remote owns, the alias excepted', () => {
    const owned = routesOf(REMOTE_NAME).map((r) => r.name);
    expect(owned.length).toBe(5);
    expect(Object.keys(PAGES).sort()).toEqual(owned.filter((n) => n !== ALIAS_ROUTE).sort());
  });
});
