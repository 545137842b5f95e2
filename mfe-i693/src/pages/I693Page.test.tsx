import { i18n, reloadPracticeSettings, setRemoteModuleLoader } from '@clinic/platform';
import { fakeResponse } from '@clinic/platform/src/testing/fakes';
import { startI18nWith } from '@clinic/platform/src/testing/texts';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TEXTS } from '../texts';
import { I693Page } from './I693Page';
import { DEMO_PUBLIC_SETTINGS, servePracticeSettings } from '@clinic/platform/src/testing/practiceSettings';

const fetchMock = jest.fn();
const loader = jest.fn();

beforeAll(async () => {
  await startI18nWith(TEXTS);
  (globalThis as { fetch: unknown }).fetch = fetchMock;
  setRemoteModuleLoader(loader);
  // React reports the load failures the page catches.
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(async () => {
  fetchMock.mockReset();
  loader.mockReset();
  await act(() => i18n.changeLanguage('en'));
});

const embeddedForm = { AppointmentRequestForm: () => <form aria-label="Appointment request" /> };

describe('I-693 landing page', () => {
  it('links to the requirements, the tutorial of the language (else English) and the appointments page, and embeds the request form', async () => {
    await servePracticeSettings({ ...DEMO_PUBLIC_SETTINGS, i693_tutorial_videos: { en: 'tutorialEN01', es: 'tutorialES01' } });
    loader.mockResolvedValue(embeddedForm);
    render(<I693Page titleKey="i693" />);
    expect(screen.getByRole('link', { name: 'See the lab tests and vaccines you need' }).getAttribute('href')).toBe('/appointments#requirements-check-section');
    expect(screen.getByRole('link', { name: 'Go to our appointments page' }).getAttribute('href')).toBe('/appointments?lang=en#request-an-appointment');
    expect(screen.getByRole('link', { name: 'Sent your records and I-693 form? Book your exam online' }).getAttribute('href')).toBe('/booking');
    const tutorial = await screen.findByRole('link', { name: /video tutorial/ });
    expect(tutorial.getAttribute('href')).toBe('https://www.youtube.com/watch?v=tutorialEN01');
    expect(tutorial.getAttribute('target')).toBe('_blank');
    expect(await screen.findByRole('form', { name: 'Appointment request' })).toBeTruthy();
    expect(loader).toHaveBeenCalledWith('mfe-public', 'AppointmentRequestForm');

    await act(() => i18n.changeLanguage('fa'));
    expect(screen.getByRole('link', { name: /ویدیوی آموزشی/ }).getAttribute('href')).toBe('https://www.youtube.com/watch?v=tutorialEN01');
    expect(screen.getByRole('link', { name: 'به صفحه نوبت‌دهی ما بروید' }).getAttribute('href')).toBe('/appointments?lang=fa#request-an-appointment');
  });

  it('shows no tutorial link when none is configured', async () => {
    await servePracticeSettings({ ...DEMO_PUBLIC_SETTINGS, i693_tutorial_videos: {} });
    loader.mockResolvedValue(embeddedForm);
    render(<I693Page titleKey="i693" />);
    await screen.findByRole('form', { name: 'Appointment request' });
    expect(screen.queryByRole('link', { name: /video tutorial/ })).toBeNull();
  });

  it('shows no tutorial link when the settings cannot be read', async () => {
    fetchMock.mockRejectedValue(new TypeError('down'));
    await reloadPracticeSettings();
    loader.mockResolvedValue(embeddedForm);
    render(<I693Page titleKey="i693" />);
    await screen.findByRole('form', { name: 'Appointment request' });
    expect(screen.queryByRole('link', { name: /video tutorial/ })).toBeNull();
  });

  it('shows an error with Retry when mfe-public cannot be loaded, and loads it on Retry', async () => {
    fetchMock.mockResolvedValue(fakeResponse({ body: {} }));
    loader.mockRejectedValueOnce(new Error('mfe-public is down')).mockResolvedValueOnce(embeddedForm);
    render(<I693Page titleKey="i693" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('form', { name: 'Appointment request' })).toBeTruthy());
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
