import { routesOf } from '@clinic/contracts';
import { i18n } from '@clinic/platform';
import { waitFor } from '@testing-library/react';
import { PAGES, REMOTE_NAME } from './App';
import { bootstrap, mount, unmount } from './lifecycles';

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

describe('mfe-admin-calendar lifecycles', () => {
  it('mount the page of the current route into the given element and unmount cleanly', async () => {
    const { domElement, props } = await mountAt('/admin/doctor-availability');
    expect(heading(domElement)).toBe('Doctor Availability');
    expect(domElement.textContent).toContain("Set the doctor's available days and hours at each office and review the calendar sync logs.");
    await unmount(props);
    expect(domElement.innerHTML).toBe('');
  });

  it('render nothing once the URL leaves the remote, and the page again when it comes back', async () => {
    const { domElement, props } = await mountAt('/admin/doctor-availability');
    window.history.pushState({}, '', '/admin/orders');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => expect(domElement.innerHTML).toBe(''));
    window.history.pushState({}, '', '/admin/doctor-availability');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => expect(heading(domElement)).toBe('Doctor Availability'));
    await unmount(props);
  });

  it('show its texts in the current language', async () => {
    await i18n.changeLanguage('es');
    const { domElement, props } = await mountAt('/admin/doctor-availability');
    expect(heading(domElement)).toBe('Disponibilidad del médico');
    expect(domElement.textContent).toContain('Defina los días y horarios disponibles del médico en cada oficina y revise los registros de sincronización del calendario.');
    await unmount(props);
  });

  it('have a page for every route the remote owns', () => {
    const owned = routesOf(REMOTE_NAME).map((r) => r.name);
    expect(owned.length).toBe(1);
    expect(Object.keys(PAGES).sort()).toEqual([...owned].sort());
  });
});
