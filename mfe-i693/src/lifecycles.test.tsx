import { waitFor } from '@testing-library/react';
import { routesOf } from '@clinic/contracts';
import { setRemoteModuleLoader } from '@clinic/platform';
import { describePlatformVersionCheck, remoteTestHarness } from '@clinic/platform/src/testing/remoteLifecycles';
import * as lifecycles from './lifecycles';
import { PAGES } from './pages';
import { TEXTS } from './texts';
import { textKeyDifferences } from '@clinic/platform/src/testing/texts';

const remote = remoteTestHarness('mfe-i693', lifecycles);

beforeAll(() => remote.bootstrap());
// The shell would load mfe-public's form from its deployment; here a stand-in takes its place.
beforeEach(() => setRemoteModuleLoader(async () => ({ AppointmentRequestForm: () => <form aria-label="Appointment request" /> })));
afterEach(() => setRemoteModuleLoader(null));

describe('mfe-i693', () => {
  it('has every English text in each of the eight languages, none empty or extra', async () => {
    expect(await textKeyDifferences(TEXTS)).toEqual([]);
  });

  it('has a page for exactly the routes it owns', () => {
    expect(Object.keys(PAGES).sort()).toEqual(
      routesOf('mfe-i693')
        .map((r) => r.name)
        .sort(),
    );
  });

  it('mounts the page of its route with its heading and texts', async () => {
    const page = await remote.mountAt('/i-693');
    await waitFor(() => expect(page.heading()).toBe('I-693 Medical Exam'));
    expect(page.domElement.textContent).toContain('What the I-693 immigration medical exam involves and how to get it done with us.');
    await waitFor(() => expect(page.domElement.querySelector('form[aria-label="Appointment request"]')).not.toBeNull());
    await page.unmount();
  });
});

describePlatformVersionCheck('mfe-i693', () => import('./lifecycles'));
