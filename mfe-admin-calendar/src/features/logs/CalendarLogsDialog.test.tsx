import type { CalendarLog, Office } from '@clinic/contracts';
import { ApiRequestError } from '@clinic/platform';
import { startI18nWith } from '@clinic/platform/src/testing/texts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import * as calendarApi from '../calendar/api';
import { TEXTS } from '../../texts';
import { CalendarLogsDialog } from './CalendarLogsDialog';

jest.mock('../calendar/api');
const apiMock = calendarApi as jest.Mocked<typeof calendarApi>;

const FREMONT: Office = {
  uuid: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  name: 'Fremont',
  code: 'fremont',
  address: '',
  phone: '',
  timezone: 'America/Los_Angeles',
  default_slot_duration_minutes: 15,
};

const SYNCED: CalendarLog = {
  uuid: 'l1',
  created_on: '2025-07-04T21:05:00.000Z',
  patient_name: 'Maria Lopez',
  office_name: 'Fremont',
  appointment_date: '2025-07-10',
  appointment_time: '14:30',
  action: 'created',
  status: 'success',
  google_event_id: 'evt123',
  error_message: null,
};
const FAILED: CalendarLog = {
  ...SYNCED,
  uuid: 'l2',
  patient_name: null,
  office_name: null,
  appointment_date: null,
  appointment_time: null,
  action: 'cancelled',
  status: 'failed',
  google_event_id: null,
  error_message: null,
};

beforeAll(async () => {
  await startI18nWith(TEXTS);
});

beforeEach(() => {
  apiMock.fetchCalendarLogs.mockResolvedValue({ count: 2, next: null, previous: null, results: [SYNCED, FAILED] });
  apiMock.fetchCalendarLogSummary.mockResolvedValue({
    total_events: 12,
    successful_events: 9,
    failed_events: 3,
    actions: { created: 6, updated: 2, cancelled: 4 },
  });
});

afterEach(() => jest.resetAllMocks());

const dialog = () => within(screen.getByRole('dialog', { name: 'Calendar Event Logs' }));
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

async function renderLogs() {
  const onClose = jest.fn();
  const view = render(<CalendarLogsDialog open onClose={onClose} offices={[FREMONT]} />);
  await dialog().findAllByTestId('calendar-log-row');
  return { onClose, view };
}

it('loads the last 7 days, newest first, with the summary of the period', async () => {
  await renderLogs();
  expect(apiMock.fetchCalendarLogs).toHaveBeenCalledWith({ days: 7, ordering: '-created_on', page: 1 }, expect.any(AbortSignal));
  expect(apiMock.fetchCalendarLogSummary).toHaveBeenCalledWith({ days: 7 }, expect.any(AbortSignal));
  expect(dialog().getByRole('combobox', { name: 'Period' })).toHaveProperty('value', '7');
  expect(
    within(dialog().getByRole('combobox', { name: 'Period' }))
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Last 3 days', 'Last 7 days', 'Last 14 days', 'Last 30 days']);
  expect(
    within(dialog().getByRole('combobox', { name: 'Status' }))
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['All', 'Success', 'Failed', 'Retry']);
  expect(
    within(dialog().getByRole('combobox', { name: 'Action' }))
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['All', 'Created', 'Updated', 'Cancelled', 'Rescheduled']);

  const summary = within(await dialog().findByLabelText('Summary of the period'));
  const count = (label: string) => summary.getByText(label).nextElementSibling?.textContent;
  expect([count('Total Events'), count('Successful'), count('Failed'), count('Created'), count('Updated'), count('Cancelled')]).toEqual([
    '12',
    '9',
    '3',
    '6',
    '2',
    '4',
  ]);
});

it('shows each event in the columns, N/A and None where a value is missing', async () => {
  await renderLogs();
  expect(
    dialog()
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Time', 'Patient', 'Office', 'Appointment', 'Action', 'Status', 'Google Event ID', 'Error']);
  const [synced, failed] = dialog().getAllByTestId('calendar-log-row');
  expect(cells(synced!)).toEqual(['07/04/2025 02:05PM', 'Maria Lopez', 'Fremont', '07/10/2025 02:30PM', 'Created', 'Success', 'evt123', 'None']);
  expect(cells(failed!)).toEqual(['07/04/2025 02:05PM', 'N/A', 'N/A', 'N/A', 'Cancelled', 'Failed', 'None', 'None']);
});

it('goes back to page 1 when a filter changes, and sends only the filters set', async () => {
  apiMock.fetchCalendarLogs.mockResolvedValue({ count: 45, next: 'x', previous: null, results: [SYNCED] });
  await renderLogs();
  const pages = within(dialog().getByRole('navigation', { name: 'Log pages' }));
  expect(pages.getByText('Page 1 of 3 · 45 events')).toBeTruthy();
  expect(pages.getByRole('button', { name: 'Prev' })).toHaveProperty('disabled', true);
  fireEvent.click(pages.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(apiMock.fetchCalendarLogs).toHaveBeenLastCalledWith({ days: 7, ordering: '-created_on', page: 2 }, expect.any(AbortSignal)));
  await dialog().findByText('Page 2 of 3 · 45 events');

  fireEvent.change(dialog().getByRole('combobox', { name: 'Status' }), { target: { value: 'failed' } });
  await waitFor(() =>
    expect(apiMock.fetchCalendarLogs).toHaveBeenLastCalledWith({ days: 7, status: 'failed', ordering: '-created_on', page: 1 }, expect.any(AbortSignal)),
  );
  await dialog().findByText('Page 1 of 3 · 45 events');

  apiMock.fetchCalendarLogSummary.mockClear();
  fireEvent.change(dialog().getByRole('combobox', { name: 'Action' }), { target: { value: 'rescheduled' } });
  fireEvent.change(dialog().getByRole('combobox', { name: 'Period' }), { target: { value: '30' } });
  fireEvent.change(dialog().getByRole('combobox', { name: 'Office' }), { target: { value: FREMONT.uuid } });
  await waitFor(() =>
    expect(apiMock.fetchCalendarLogs).toHaveBeenLastCalledWith(
      { days: 30, status: 'failed', action: 'rescheduled', office_uuid: FREMONT.uuid, ordering: '-created_on', page: 1 },
      expect.any(AbortSignal),
    ),
  );
  expect(apiMock.fetchCalendarLogSummary).toHaveBeenLastCalledWith({ days: 30, office_uuid: FREMONT.uuid }, expect.any(AbortSignal));
  await dialog().findAllByTestId('calendar-log-row');
});

it('says when the period has no events', async () => {
  apiMock.fetchCalendarLogs.mockResolvedValue({ count: 0, next: null, previous: null, results: [] });
  render(<CalendarLogsDialog open onClose={jest.fn()} offices={[]} />);
  expect(await dialog().findByText('No calendar events in this period.')).toBeTruthy();
  expect(dialog().queryByRole('table')).toBeNull();
});

it("shows the server's message when the logs are refused, else the spec's, and the summary's own error", async () => {
  apiMock.fetchCalendarLogs.mockRejectedValueOnce(new ApiRequestError(400, { error: 'VALIDATION_ERROR', msg: 'days must be 3, 7, 14 or 30' }));
  apiMock.fetchCalendarLogSummary.mockRejectedValueOnce(new Error('down'));
  render(<CalendarLogsDialog open onClose={jest.fn()} offices={[]} />);
  expect(await dialog().findByText('days must be 3, 7, 14 or 30')).toBeTruthy();
  expect(await dialog().findByText('Failed to fetch summary')).toBeTruthy();

  apiMock.fetchCalendarLogs.mockRejectedValueOnce(new ApiRequestError(0, { error: 'NETWORK_ERROR', msg: 'Network error occurred' }));
  fireEvent.click(dialog().getByRole('button', { name: 'Refresh' }));
  expect(await dialog().findByText('Failed to fetch calendar logs')).toBeTruthy();
  await dialog().findByText('Total Events');
});

it('closes with Close and opens fresh on the default period', async () => {
  const { onClose, view } = await renderLogs();
  fireEvent.change(dialog().getByRole('combobox', { name: 'Period' }), { target: { value: '14' } });
  fireEvent.click(dialog().getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalled();
  view.rerender(<CalendarLogsDialog open={false} onClose={onClose} offices={[FREMONT]} />);
  view.rerender(<CalendarLogsDialog open onClose={onClose} offices={[FREMONT]} />);
  expect(dialog().getByRole('combobox', { name: 'Period' })).toHaveProperty('value', '7');
  await dialog().findAllByTestId('calendar-log-row');
});
