import type { ReactElement } from 'react';
import { MAP_LOCATIONS, explainerVideoFor } from '@clinic/contracts';
import { i18n } from '@clinic/platform';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { directionsUrl } from '../features/map/directions';
import { mountLocationsMap } from '../features/map/leafletMap';
import { TEXTS } from '../texts';
import { NS } from '../texts/namespace';
import { startI18nWith } from '@clinic/platform/src/testing/texts';
import { DEMO_PUBLIC_SETTINGS, servePracticeSettings } from '@clinic/platform/src/testing/practiceSettings';
import { AppointmentsPage } from './AppointmentsPage';
import { CheckoutConfirmationPage } from './CheckoutConfirmationPage';
import { HomePage } from './HomePage';
import { MaintenancePage } from './MaintenancePage';

jest.mock('../features/reviews/api', () => ({ fetchReviews: jest.fn().mockResolvedValue(null) }));

const SUPPORT_EMAIL = DEMO_PUBLIC_SETTINGS.support_email;
const SUPPORT_PHONE = DEMO_PUBLIC_SETTINGS.phone;
jest.mock('../features/map/leafletMap', () => ({ mountLocationsMap: jest.fn(() => () => undefined) }));

/** IntersectionObserver as the page's deferred parts see it: `enterViewport()` reports every observed element (or those `only` picks) as visible. */
const observed: Array<{ callback: IntersectionObserverCallback; target: Element }> = [];
class FakeIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    observed.push({ callback: this.callback, target });
  }
  unobserve(target: Element) {
    observed.splice(0, observed.length, ...observed.filter((o) => o.target !== target));
  }
  disconnect() {
    observed.splice(0, observed.length, ...observed.filter((o) => o.callback !== this.callback));
  }
}
function enterViewport(only: (target: Element) => boolean = () => true): void {
  for (const { callback, target } of observed.filter((o) => only(o.target)))
    callback([{ isIntersecting: true, target, boundingClientRect: { top: 0 } } as IntersectionObserverEntry], {} as IntersectionObserver);
}

beforeAll(async () => {
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIntersectionObserver;
  await startI18nWith(TEXTS);
});

beforeEach(() => servePracticeSettings());

const reviewsLoading = (): string => i18n.t('reviews.loading', { ns: NS.pages });
const holdsReviews = (target: Element): boolean => within(target as HTMLElement).queryByText(reviewsLoading()) !== null;

/** Renders a page, brings its reviews carousel into view once the page is idle, and waits until it has read the reviews. */
async function renderPage(ui: ReactElement) {
  const view = render(ui);
  await waitFor(() => expect(observed.some((o) => holdsReviews(o.target))).toBe(true));
  act(() => enterViewport(holdsReviews));
  await waitFor(() => expect(screen.queryByText(reviewsLoading())).toBeNull());
  return view;
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  window.history.pushState({}, '', '/');
});

describe('checkout confirmation', () => {
  it('status=t thanks the payer and says where the instructions went, how long to wait and to check spam', () => {
    window.history.pushState({}, '', '/checkout/confirmation?status=t');
    render(<CheckoutConfirmationPage titleKey="checkoutConfirmation" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Thank You');
    const text = screen.getByTestId('confirmation-success').textContent ?? '';
    expect(text).toContain('e-mail with instructions');
    expect(text).toContain('24 hours');
    expect(text).toContain('spam');
  });

  it.each(['?status=f', '', '?status=true'])('%s shows Something went wrong! with the refund note and the support e-mail', (search) => {
    window.history.pushState({}, '', `/checkout/confirmation${search}`);
    render(<CheckoutConfirmationPage titleKey="checkoutConfirmation" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Something went wrong!');
    expect(screen.getByTestId('confirmation-failure').textContent).toContain('reviewed and adjusted, or fully refunded if needed');
    expect(screen.getByRole('link', { name: SUPPORT_EMAIL }).getAttribute('href')).toBe(`mailto:${SUPPORT_EMAIL}`);
  });
});

it('maintenance says Under Maintenance, to check back in 20 minutes, and gives the phone number', () => {
  render(<MaintenancePage titleKey="maintenance" />);
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Under Maintenance');
  expect(screen.getByTestId('maintenance').textContent).toContain('check back in 20 minutes');
  expect(screen.getByRole('link', { name: SUPPORT_PHONE }).getAttribute('href')).toBe(`tel:+1${SUPPORT_PHONE.replace(/\D/g, '')}`);
});

it('maintenance leaves the phone sentence out while the practice has no phone', async () => {
  await servePracticeSettings({ ...DEMO_PUBLIC_SETTINGS, phone: '' });
  render(<MaintenancePage titleKey="maintenance" />);
  expect(screen.getByTestId('maintenance').textContent).toBe('We are making improvements to the site. Please check back in 20 minutes.');
  expect(screen.queryByRole('link')).toBeNull();
});

describe('home', () => {
  it('has the hero heading and the appointment button to the request form of /appointments in the current language', async () => {
    await act(() => i18n.changeLanguage('es'));
    await renderPage(<HomePage titleKey="home" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Exámenes médicos de inmigración y Formulario I\u2011693 sellado');
    expect(screen.getByRole('link', { name: 'Solicitar una cita' }).getAttribute('href')).toBe('/appointments?lang=es#request-an-appointment');
  });

  it('lists every map location with its address and driving directions in a new tab, and the contact details', async () => {
    await renderPage(<HomePage titleKey="home" />);
    const centers = within(screen.getByTestId('medical-centers'));
    expect(centers.getAllByRole('listitem')).toHaveLength(MAP_LOCATIONS.length);
    const first = MAP_LOCATIONS[0];
    const direction = centers.getByRole('link', { name: `Direction to ${first.name} (opens in a new tab)` });
    expect(direction.getAttribute('href')).toBe(`https://www.google.com/maps/dir/?api=1&destination=${first.lat},${first.lng}&travelmode=driving`);
    expect(direction.getAttribute('target')).toBe('_blank');
    const contact = screen.getByTestId('contact');
    expect(contact.textContent).toContain(SUPPORT_EMAIL);
    expect(contact.querySelectorAll('bdi[dir="ltr"]').length).toBe(3);
  });

  it('lists only the contacts the practice has filled, and no contact part without any', async () => {
    await servePracticeSettings({ ...DEMO_PUBLIC_SETTINGS, support_email: '', fax: '', phone: '(415) 555-0100' });
    const { unmount } = await renderPage(<HomePage titleKey="home" />);
    expect(screen.getByTestId('contact').textContent).toBe('Contact UsPhone(415) 555-0100');
    unmount();
    await servePracticeSettings({ ...DEMO_PUBLIC_SETTINGS, support_email: '', fax: '', phone: '' });
    await renderPage(<HomePage titleKey="home" />);
    expect(screen.queryByTestId('contact')).toBeNull();
    expect(screen.getByTestId('hours')).toBeTruthy();
  });

  it('draws the map with the 13 locations once it comes near the viewport, not before', async () => {
    await renderPage(<HomePage titleKey="home" />);
    expect(screen.getByTestId('locations-map').getAttribute('data-state')).toBe('waiting');
    expect(mountLocationsMap).not.toHaveBeenCalled();
    await act(async () => enterViewport());
    await waitFor(() => expect(mountLocationsMap).toHaveBeenCalled());
    expect((mountLocationsMap as jest.Mock).mock.calls[0][1]).toHaveLength(13);
    await waitFor(() => expect(screen.getByTestId('locations-map').getAttribute('data-state')).toBe('ready'));
  });
});

describe('appointments', () => {
  it('has the requirements and request sections as anchors, and the steps link to /pre-checkout', async () => {
    await renderPage(<AppointmentsPage titleKey="appointments" />);
    expect(document.getElementById('requirements-check-section')?.tagName).toBe('SECTION');
    expect(document.getElementById('request-an-appointment')?.tagName).toBe('SECTION');
    expect(within(screen.getByTestId('appointment-steps')).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Order lab tests' }).getAttribute('href')).toBe('/pre-checkout?lang=en');
  });

  it('shows clients who have sent their records the way to online booking', async () => {
    await renderPage(<AppointmentsPage titleKey="appointments" />);
    const callout = within(screen.getByRole('region', { name: 'Already sent your records?' }));
    expect(callout.getByRole('link', { name: 'Book online' }).getAttribute('href')).toBe('/booking');
  });

  it('scrolls to the anchor of the URL once rendered, and the banner button scrolls to the request form', async () => {
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    window.history.pushState({}, '', '/appointments#requirements-check-section');
    await renderPage(<AppointmentsPage titleKey="appointments" />);
    await waitFor(() => expect(scrolled).toContain('requirements-check-section'));
    screen.getByTestId('banner-request-button').click();
    expect(scrolled.at(-1)).toBe('request-an-appointment');
    expect(document.activeElement?.id).toBe('request-an-appointment');
  });

  it('loads the two forms once the page is idle and they come near the viewport', async () => {
    await renderPage(<AppointmentsPage titleKey="appointments" />);
    const request = document.getElementById('request-an-appointment')!;
    await waitFor(() => expect(observed.some((o) => request.contains(o.target))).toBe(true));
    expect(within(request).queryByRole('button', { name: 'Request an Appointment' })).toBeNull();
    act(() => enterViewport());
    expect(await within(request).findByRole('button', { name: 'Request an Appointment' })).toBeTruthy();
    expect(await within(document.getElementById('requirements-check-section')!).findByRole('button', { name: 'See Tests List' })).toBeTruthy();
  });

  it('shows no video section while no video is configured', async () => {
    await renderPage(<AppointmentsPage titleKey="appointments" />);
    expect(screen.queryByTestId('explainer-video')).toBeNull();
  });

  it('plays the configured video of the language from the privacy-enhanced host only once pressed', async () => {
    await servePracticeSettings({ ...DEMO_PUBLIC_SETTINGS, explainer_videos: { en: 'dQw4w9WgXcQ' } });
    await renderPage(<AppointmentsPage titleKey="appointments" />);
    const video = await screen.findByTestId('explainer-video');
    expect(video.querySelector('iframe')).toBeNull();
    await act(async () => within(video).getByRole('button').click());
    await waitFor(() => expect(video.querySelector('iframe')?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0'));
  });
});

it('picks the explainer video of the language, else the English one', () => {
  const videos = { en: 'english-id', es: 'spanish-id' };
  expect(explainerVideoFor('es', videos)).toBe('spanish-id');
  expect(explainerVideoFor('fa', videos)).toBe('english-id');
  expect(explainerVideoFor('fa', {})).toBeNull();
});

it('builds Google Maps driving directions to a point', () => {
  expect(directionsUrl(37.5, -122.25)).toBe('https://www.google.com/maps/dir/?api=1&destination=37.5,-122.25&travelmode=driving');
});
