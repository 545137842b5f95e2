import { waitFor } from '@testing-library/react';
import { routesOf } from '@clinic/contracts';
import { describePlatformVersionCheck, remoteTestHarness } from '@clinic/platform/src/testing/remoteLifecycles';
import * as lifecycles from './lifecycles';
import { PAGES } from './pages';
import { TEXTS } from './texts';
import { textKeyDifferences } from '@clinic/platform/src/testing/texts';

const remote = remoteTestHarness('mfe-admin-calendar', lifecycles);

beforeAll(() => remote.bootstrap());

describe('mfe-admin-calendar', () => {
  it('has every English text in each of the eight languages, none empty or extra', async () => {
    expect(await textKeyDifferences(TEXTS)).toEqual([]);
  });

  it('has a page for exactly the routes it owns', () => {
    expect(Object.keys(PAGES).sort()).toEqual(
      routesOf('mfe-admin-calendar')
        .map((r) => r.name)
        .sort(),
    );
  });

  it('mounts the page of its route with its heading and texts', async () => {
    const page = await remote.mountAt('/admin/doctor-availability');
    await waitFor(() => expect(page.heading()).toBe('Doctor Availability'));
    expect(page.domElement.textContent).toContain("Set the doctor's available days and hours at each office and review the calendar sync logs.");
    await page.unmount();
  });
});

describePlatformVersionCheck('mfe-admin-calendar', () => import('./lifecycles'));
