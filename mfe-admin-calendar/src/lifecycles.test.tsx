import { routesOf } from '@clinic/contracts';
import { remoteTestHarness } from '@clinic/platform/src/testing/remoteLifecycles';
import * as lifecycles from './lifecycles';
import { PAGES } from './pages';

const remote = remoteTestHarness('mfe-admin-calendar', lifecycles);

beforeAll(() => remote.bootstrap());

describe('mfe-admin-calendar', () => {
  it('has a page for exactly the routes it owns', () => {
    expect(Object.keys(PAGES).sort()).toEqual(routesOf('mfe-admin-calendar').map((r) => r.name).sort());
  });

  it('mounts the page of its route with its heading and texts', async () => {
    const page = await remote.mountAt('/admin/doctor-availability');
    expect(page.heading()).toBe('Doctor Availability');
    expect(page.domElement.textContent).toContain("Set the doctor's available days and hours at each office and review the calendar sync logs.");
    await page.unmount();
  });
});
