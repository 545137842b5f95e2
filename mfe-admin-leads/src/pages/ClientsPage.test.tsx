import { LEAD_SEARCH_DEBOUNCE_MS, type AppointmentRequestEntry } from '@clinic/contracts';
import { startI18nWith } from '@clinic/platform/src/testing/texts';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import * as requestsApi from '../features/leads/requests/api';
import { TEXTS } from '../texts';
import { ClientsPage } from './ClientsPage';

jest.mock('../features/leads/requests/api');
const apiMock = requestsApi as jest.Mocked<typeof requestsApi>;

const MARIA: AppointmentRequestEntry = {
  uuid: 'r-1',
  lead_uuid: 'lead-1',
  first_name: 'Maria',
  middle_name: 'Luisa',
  last_name: 'Lopez',
  email: 'maria+family@example.com',
  phone: '5105550100',
  dob: '1990-04-12',
  preferred_language: 'Spanish',
  files: 2,
  created_on: '2026-11-18T18:00:00Z',
};
const JOSE: AppointmentRequestEntry = { ...MARIA, uuid: 'r-2', first_name: 'Jose', middle_name: '', email: 'jose@example.com', files: 0 };

beforeAll(async () => {
  await startI18nWith(TEXTS);
});

beforeEach(() => {
  apiMock.fetchAppointmentRequests.mockResolvedValue({ count: 2, next: null, previous: null, results: [MARIA, JOSE] });
});

afterEach(() => {
  jest.resetAllMocks();
  jest.useRealTimers();
});

const rowOf = (name: string) => within(screen.getByText(name).closest('tr') as HTMLElement);

async function renderPage() {
  render(<ClientsPage titleKey="clients" />);
  await screen.findByText('Maria Luisa Lopez');
}

describe('Clients page', () => {
  it('lists the appointment requests with their details and a link to the lead', async () => {
    await renderPage();
    expect(apiMock.fetchAppointmentRequests).toHaveBeenCalledWith({ page: 1, search: '' }, expect.any(AbortSignal));
    const maria = rowOf('Maria Luisa Lopez');
    for (const text of ['maria+family@example.com', '(510) 555-0100', '04/12/1990', 'Spanish', '2', '11/18/2026 10:00AM PST'])
      expect(maria.getByText(text)).toBeTruthy();
    expect(maria.getByRole('link', { name: 'Open lead of maria+family@example.com' }).getAttribute('href')).toBe(
      '/admin/appointment-requests?s=maria%2Bfamily%40example.com',
    );
    expect(rowOf('Jose Lopez').getByText('0')).toBeTruthy();
    expect(screen.getByText('2 appointment requests')).toBeTruthy();
  });

  it('searches once more than 3 characters are typed and typing pauses, or when emptied', async () => {
    await renderPage();
    jest.useFakeTimers();
    apiMock.fetchAppointmentRequests.mockClear();
    const search = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(search, { target: { value: 'mar' } });
    act(() => void jest.advanceTimersByTime(LEAD_SEARCH_DEBOUNCE_MS + 10));
    expect(apiMock.fetchAppointmentRequests).not.toHaveBeenCalled();
    fireEvent.change(search, { target: { value: 'Mari' } });
    act(() => void jest.advanceTimersByTime(LEAD_SEARCH_DEBOUNCE_MS - 10));
    expect(apiMock.fetchAppointmentRequests).not.toHaveBeenCalled();
    act(() => void jest.advanceTimersByTime(20));
    expect(apiMock.fetchAppointmentRequests).toHaveBeenLastCalledWith({ page: 1, search: 'mari' }, expect.any(AbortSignal));
    fireEvent.change(search, { target: { value: '' } });
    act(() => void jest.advanceTimersByTime(LEAD_SEARCH_DEBOUNCE_MS + 10));
    expect(apiMock.fetchAppointmentRequests).toHaveBeenLastCalledWith({ page: 1, search: '' }, expect.any(AbortSignal));
    await act(async () => undefined);
  });

  it('pages with Prev and Next, showing the page number', async () => {
    apiMock.fetchAppointmentRequests.mockResolvedValue({ count: 45, next: null, previous: null, results: [MARIA, JOSE] });
    await renderPage();
    const pager = within(screen.getByRole('navigation', { name: 'Pages' }));
    expect(pager.getByText('Page: 1')).toBeTruthy();
    expect(pager.getByRole('button', { name: 'Prev' })).toHaveProperty('disabled', true);
    fireEvent.click(pager.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pager.getByText('Page: 2')).toBeTruthy());
    expect(apiMock.fetchAppointmentRequests).toHaveBeenLastCalledWith({ page: 2, search: '' }, expect.any(AbortSignal));
    fireEvent.click(pager.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pager.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true));
  });

  it('says when no request matches', async () => {
    apiMock.fetchAppointmentRequests.mockResolvedValue({ count: 0, next: null, previous: null, results: [] });
    render(<ClientsPage titleKey="clients" />);
    expect(await screen.findByText('No appointment requests found.')).toBeTruthy();
  });

  it('shows the error with Retry when the list cannot be loaded', async () => {
    apiMock.fetchAppointmentRequests.mockRejectedValueOnce(new Error('down'));
    render(<ClientsPage titleKey="clients" />);
    expect(await screen.findByText('The appointment requests could not be loaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Maria Luisa Lopez')).toBeTruthy();
  });
});
