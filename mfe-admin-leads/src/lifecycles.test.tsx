import { waitFor } from '@testing-library/react';
import { routesOf } from '@clinic/contracts';
import { describePlatformVersionCheck, remoteTestHarness } from '@clinic/platform/src/testing/remoteLifecycles';
import * as lifecycles from './lifecycles';
import { PAGES } from './pages';
import { TEXTS } from './texts';
import { textKeyDifferences } from '@clinic/platform/src/testing/texts';

const remote = remoteTestHarness('mfe-admin-leads', lifecycles);

beforeAll(() => remote.bootstrap());

describe('mfe-admin-leads', () => {
  it('has every English text in each of the eight languages, none empty or extra', async () => {
    expect(await textKeyDifferences(TEXTS)).toEqual([]);
  });

  it('has a page for exactly the routes it owns', () => {
    expect(Object.keys(PAGES).sort()).toEqual(
      routesOf('mfe-admin-leads')
        .map((r) => r.name)
        .sort(),
    );
  });

  it('mounts the page of its route with its heading and texts', async () => {
    const page = await remote.mountAt('/admin');
    await waitFor(() => expect(page.heading()).toBe('Dashboard'));
    expect(page.domElement.textContent).toContain("The practice's figures at a glance.");
    await page.unmount();
  });
});

describePlatformVersionCheck('mfe-admin-leads', () => import('./lifecycles'));
