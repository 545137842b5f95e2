import { routesOf } from '@clinic/contracts';
import { remoteTestHarness } from '@clinic/platform/src/testing/remoteLifecycles';
import * as lifecycles from './lifecycles';
import { PAGES } from './pages';

const remote = remoteTestHarness('mfe-admin-leads', lifecycles);

beforeAll(() => remote.bootstrap());

describe('mfe-admin-leads', () => {
  it('has a page for exactly the routes it owns', () => {
    expect(Object.keys(PAGES).sort()).toEqual(routesOf('mfe-admin-leads').map((r) => r.name).sort());
  });

  it('mounts the page of its route with its heading and texts', async () => {
    const page = await remote.mountAt('/admin');
    expect(page.heading()).toBe('Dashboard');
    expect(page.domElement.textContent).toContain("Today's appointments, follow-ups and pending work at a glance.");
    await page.unmount();
  });
});
