import { waitFor } from '@testing-library/react';
import { routesOf } from '@clinic/contracts';
import { setNavigate } from '@clinic/platform';
import { describePlatformVersionCheck, remoteTestHarness } from '@clinic/platform/src/testing/remoteLifecycles';
import { ALIAS_ROUTE } from './aliasRoute';
import * as lifecycles from './lifecycles';
import { PAGES } from './pages';
import { TEXTS } from './texts';
import { textKeyDifferences } from '@clinic/platform/src/testing/texts';

const remote = remoteTestHarness('mfe-booking', lifecycles);

// The scheduling page without a booking session leaves for the landing: jsdom cannot navigate.
const navigate = jest.fn();
beforeAll(() => {
  setNavigate(navigate);
  return remote.bootstrap();
});
afterAll(() => setNavigate(null));

describe('mfe-booking', () => {
  it('has every English text in each of the eight languages, none empty or extra', async () => {
    expect(await textKeyDifferences(TEXTS)).toEqual([]);
  });

  it('has a page for exactly the routes it owns, the alias excepted', () => {
    expect(Object.keys(PAGES).sort()).toEqual(
      routesOf('mfe-booking')
        .map((r) => r.name)
        .filter((n) => n !== ALIAS_ROUTE)
        .sort(),
    );
  });

  it('mounts the page of its route with its heading and texts', async () => {
    const page = await remote.mountAt('/booking');
    await waitFor(() => expect(page.heading()).toBe('Book Your Appointment'));
    expect(page.domElement.textContent).toContain('Enter your e-mail to receive a one-time code, then book your appointment.');
    await page.unmount();
  });

  it.each([
    ['/i693/appointment', 'Book Your Appointment'],
    ['/i693/appointment/calendar', 'Schedule Your Appointment'],
    ['/i693/appointment/unknown/deeper', 'Book Your Appointment'],
  ])('shows the booking area under the alias path %s', async (pathname, expected) => {
    const page = await remote.mountAt(pathname);
    await waitFor(() => expect(page.heading()).toBe(expected));
    await page.unmount();
  });

  it('sends the scheduling page without a booking session to the landing', async () => {
    const page = await remote.mountAt('/i693/appointment/calendar');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/booking'));
    await page.unmount();
  });
});

describePlatformVersionCheck('mfe-booking', () => import('./lifecycles'));
