import { routesOf } from '@clinic/contracts';
import { waitFor } from '@testing-library/react';
import { describePlatformVersionCheck, remoteTestHarness } from '@clinic/platform/src/testing/remoteLifecycles';
import * as lifecycles from './lifecycles';
import { PAGES } from './pages';

const remote = remoteTestHarness('mfe-public', lifecycles);

beforeAll(() => remote.bootstrap());

describe('mfe-public', () => {
  it('has a page for exactly the routes it owns', () => {
    expect(Object.keys(PAGES).sort()).toEqual(
      routesOf('mfe-public')
        .map((r) => r.name)
        .sort(),
    );
  });

  it('loads the page of its route on demand, with its heading and the texts it needs', async () => {
    const page = await remote.mountAt('/faqs');
    await waitFor(() => expect(page.heading()).toBe('FAQs'));
    expect(page.domElement.textContent).toContain('Do I need the COVID-19 vaccine?');
    expect(page.domElement.textContent).toContain('Answers to the questions applicants ask most often.');
    await page.unmount();
  });
});

describePlatformVersionCheck('mfe-public', () => import('./lifecycles'));
