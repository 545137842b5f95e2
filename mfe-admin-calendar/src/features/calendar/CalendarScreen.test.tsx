import { startI18nWith } from '@clinic/platform/src/testing/texts';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { TEXTS } from '../../texts';
import * as calendarApi from './api';
import { CalendarScreen } from './CalendarScreen';
import { clearNotices, DUBLIN, fixToday, FREMONT, testAppointment, testAvailability } from './testData';

jest.mock('./api');
const apiMock = calendarApi as jest.Mocked<typeof calendarApi>;

beforeAll(async () => {
  await startI18nWith(TEXTS);
});

beforeEach(() => {
  // Tuesday 8 January 2030 in Los Angeles.
  fixToday('2030-01-08');
  apiMock.fetchOffices.mockResolvedValue([FREMONT, DUBLIN]);
  apiMock.fetchAvailability.mockResolvedValue([
    testAvailability({ uuid: 'a1', date: '2030-01-07', start_time: '11:00', end_time: '17:00' }),
    testAvailability({ uuid: 'a2', date: '2030-01-08', start_time: '12:00', end_time: '13:30' }),
  ]);
  apiMock.fetchAppointments.mockResolvedValue([
    testAppointment({
      uuid: 'p1',
      applicant_name: 'Ali Khan',
      all_applicant_names: ['Ali Khan', 'Sara Khan'],
      appointment_date: '2030-01-07',
      start_time: '14:00',
      end_time: '14:15',
    }),
    testAppointment({
      uuid: 'p2',
      applicant_name: 'Omar Ali',
      all_applicant_names: ['Omar Ali'],
      appointment_date: '2030-01-07',
      start_time: '15:00',
      end_time: '15:15',
      status: 'cancelled',
    }),
  ]);
});

afterEach(() => {
  window.localStorage.clear();
  jest.resetAllMocks();
  jest.useRealTimers();
  clearNotices();
  delete (window as { matchMedia?: unknown }).matchMedia;
});

/** Waits until no load is in flight. */
const settled = () => waitFor(() => expect(screen.queryByText('Loading the calendar…')).toBeNull());

async function renderScreen() {
  render(<CalendarScreen />);
  await screen.findByText('Ali Khan +1 others');
  await settled();
}

const eventNamed = (title: string) => screen.getByText(title).closest('.fc-event') as HTMLElement;
const officeFilter = () => screen.getByLabelText('Office', { selector: 'select' }) as HTMLSelectElement;

describe('calendar screen', () => {
  it('loads the week of the first office from its Monday and shows availability and appointments at their Los Angeles times', async () => {
    await renderScreen();
    expect(officeFilter().value).toBe(DUBLIN.uuid);
    expect(apiMock.fetchAvailability.mock.calls).toEqual([[{ office_uuid: DUBLIN.uuid, start_date: '2030-01-07' }, expect.any(AbortSignal)]]);
    expect(apiMock.fetchAppointments.mock.calls).toEqual([
      [{ office_uuid: DUBLIN.uuid, start_date: '2030-01-07', end_date: '2030-01-13' }, expect.any(AbortSignal)],
    ]);
    expect(within(eventNamed('Ali Khan +1 others')).getByText('2:00 - 2:15')).toBeTruthy();
    expect(eventNamed('Ali Khan +1 others').textContent).toBe('Ali Khan +1 others2 people2:00 - 2:15');
    expect(screen.getByText('Times are Los Angeles time (PST).')).toBeTruthy();
    const available = screen.getAllByText('Available - Fremont').map((title) => title.closest('.fc-event')!.textContent);
    expect(available).toEqual(['11:00 - 5:00Available - Fremont', '12:00 - 1:30Available - Fremont']);
    expect(screen.queryByText('Omar Ali')).toBeNull();
    for (const name of ['Refresh', 'Calendar Logs', 'Book Appointment', 'Add Availability']) expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('keeps Los Angeles times on the day clocks go forward', async () => {
    fixToday('2030-03-08');
    apiMock.fetchAvailability.mockResolvedValue([testAvailability({ date: '2030-03-10', start_time: '14:00', end_time: '17:00' })]);
    apiMock.fetchAppointments.mockResolvedValue([]);
    render(<CalendarScreen />);
    const event = (await screen.findByText('Available - Fremont')).closest('.fc-event')!;
    expect(event.textContent).toBe('2:00 - 5:00Available - Fremont');
    expect(event.closest('[data-date]')!.getAttribute('data-date')).toBe('2030-03-10');
    await settled();
  });

  it('sums the week per office in the Week Summary, which folds away', async () => {
    await renderScreen();
    const toggle = screen.getByRole('button', { name: /Week Summary: Current Week Overview/ });
    const summary = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    const fremont = within(summary).getByRole('heading', { name: 'Fremont' }).closest('li')!;
    expect(fremont.textContent).toContain('Avl: 7.5h · Bkd: 0.25h');
    expect(within(fremont).getByText('Mon 1/7').nextElementSibling!.textContent).toBe('A: 6h B: 0.25h');
    expect(within(fremont).getByText('Tue 1/8').nextElementSibling!.textContent).toBe('A: 1.5h B: 0h');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(summary.hidden).toBe(true);
  });

  it('loads the next week from its Monday and titles its summary with its days', async () => {
    await renderScreen();
    await act(async () => fireEvent.click(document.querySelector('.fc-next-button')!));
    await waitFor(() =>
      expect(apiMock.fetchAvailability).toHaveBeenLastCalledWith({ office_uuid: DUBLIN.uuid, start_date: '2030-01-14' }, expect.any(AbortSignal)),
    );
    expect(screen.getByRole('button', { name: /Week Summary: Jan 14 - Jan 20 Week Overview/ })).toBeTruthy();
    await settled();
  });

  it('loads one office when filtered, and all again when the filter is cleared', async () => {
    await renderScreen();
    expect([...officeFilter().options].map((o) => o.textContent)).toEqual(['All Offices', 'Dublin', 'Fremont']);
    fireEvent.change(officeFilter(), { target: { value: FREMONT.uuid } });
    await waitFor(() =>
      expect(apiMock.fetchAvailability).toHaveBeenLastCalledWith({ office_uuid: FREMONT.uuid, start_date: '2030-01-07' }, expect.any(AbortSignal)),
    );
    expect(apiMock.fetchAppointments).toHaveBeenLastCalledWith(
      { office_uuid: FREMONT.uuid, start_date: '2030-01-07', end_date: '2030-01-13' },
      expect.any(AbortSignal),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear the office filter' }));
    expect(officeFilter().value).toBe('');
    await waitFor(() =>
      expect(apiMock.fetchAvailability).toHaveBeenLastCalledWith({ office_uuid: undefined, start_date: '2030-01-07' }, expect.any(AbortSignal)),
    );
    await settled();
  });

  it('opens on the office the staff member chose last, All Offices included', async () => {
    await renderScreen();
    fireEvent.change(officeFilter(), { target: { value: FREMONT.uuid } });
    await settled();
    cleanup();
    apiMock.fetchAvailability.mockClear();
    await renderScreen();
    expect(officeFilter().value).toBe(FREMONT.uuid);
    expect(apiMock.fetchAvailability.mock.calls).toEqual([[{ office_uuid: FREMONT.uuid, start_date: '2030-01-07' }, expect.any(AbortSignal)]]);
    fireEvent.click(screen.getByRole('button', { name: 'Clear the office filter' }));
    await settled();
    cleanup();
    apiMock.fetchAvailability.mockClear();
    await renderScreen();
    expect(officeFilter().value).toBe('');
    expect(apiMock.fetchAvailability.mock.calls).toEqual([[{ office_uuid: undefined, start_date: '2030-01-07' }, expect.any(AbortSignal)]]);
  });

  it('shows All Offices as the available hours behind appointments marked with their office', async () => {
    window.localStorage.setItem('doctorAvailability.office.', '');
    await renderScreen();
    // Availability is a shade without text (calendarEvents.test; jsdom lays out no background), appointments say where.
    expect(screen.queryByText('Available - Fremont')).toBeNull();
    expect(eventNamed('Ali Khan +1 others').textContent).toBe('Ali Khan +1 others2 people · Fremont2:00 - 2:15');
    expect(
      within(screen.getByRole('list', { name: 'Office colours' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Dublin', 'Fremont']);
  });

  it('says which load failed, and loads again on Refresh', async () => {
    apiMock.fetchOffices.mockRejectedValue(new Error('down'));
    apiMock.fetchAvailability.mockRejectedValue(new Error('down'));
    apiMock.fetchAppointments.mockRejectedValue(new Error('down'));
    render(<CalendarScreen />);
    expect(await screen.findByText('Failed to load offices')).toBeTruthy();
    expect(await screen.findByText('Failed to load availability')).toBeTruthy();
    expect(await screen.findByText('Failed to load appointments')).toBeTruthy();
    apiMock.fetchOffices.mockResolvedValue([FREMONT]);
    apiMock.fetchAvailability.mockResolvedValue([testAvailability()]);
    apiMock.fetchAppointments.mockResolvedValue([]);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await screen.findByText('Available - Fremont');
    expect(screen.queryByText('Failed to load availability')).toBeNull();
    expect(screen.queryByText('Failed to load offices')).toBeNull();
    await settled();
  });

  it('opens the details of an event by click or with the keyboard', async () => {
    await renderScreen();
    fireEvent.click(eventNamed('Ali Khan +1 others'));
    expect(within(screen.getByRole('dialog', { name: 'Appointment Details' })).getByText('Clients (2)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    const availability = screen.getAllByText('Available - Fremont')[0]!.closest('.fc-event') as HTMLElement;
    expect(availability.tabIndex).toBe(0);
    fireEvent.keyDown(availability, { key: 'Enter' });
    const details = within(screen.getByRole('dialog', { name: 'Availability Details' }));
    fireEvent.click(details.getByRole('button', { name: 'Edit' }));
    const edit = within(screen.getByRole('dialog', { name: 'Edit Availability' }));
    expect((edit.getByLabelText('Start Time') as HTMLSelectElement).value).toBe('11:00');
  });

  it('opens Add Availability with the filtered office', async () => {
    await renderScreen();
    fireEvent.change(officeFilter(), { target: { value: DUBLIN.uuid } });
    await settled();
    fireEvent.click(screen.getByRole('button', { name: 'Add Availability' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add Availability' }));
    expect((dialog.getByLabelText('Office') as HTMLSelectElement).value).toBe(DUBLIN.uuid);
    expect((dialog.getByLabelText('Slot Duration') as HTMLSelectElement).value).toBe('10');
  });

  it('reloads the calendar after a change', async () => {
    apiMock.deleteAvailability.mockResolvedValue({ msg: 'Availability deleted successfully' });
    await renderScreen();
    const loads = apiMock.fetchAvailability.mock.calls.length;
    fireEvent.click(screen.getAllByText('Available - Fremont')[0]!.closest('.fc-event')!);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes, Delete' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(apiMock.fetchAvailability.mock.calls.length).toBeGreaterThan(loads));
    await settled();
  });

  it('leaves the month view for the day while the screen is narrow, and comes back to it', async () => {
    const listeners: Array<() => void> = [];
    const media = { matches: false, addEventListener: (_: string, listener: () => void) => listeners.push(listener), removeEventListener: jest.fn() };
    window.matchMedia = jest.fn().mockReturnValue(media);
    await renderScreen();
    await act(async () => fireEvent.click(document.querySelector('.fc-dayGridMonth-button')!));
    expect(document.querySelector('.fc-dayGridMonth-view')).toBeTruthy();
    media.matches = true;
    act(() => listeners.forEach((listener) => listener()));
    expect(document.querySelector('.fc-timeGridDay-view')).toBeTruthy();
    expect(document.querySelector('.fc-dayGridMonth-button')).toBeNull();
    media.matches = false;
    act(() => listeners.forEach((listener) => listener()));
    expect(document.querySelector('.fc-dayGridMonth-view')).toBeTruthy();
    await settled();
  });

  it('starts in day view without a month view in the compact layout', async () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true, addEventListener: jest.fn(), removeEventListener: jest.fn() });
    render(<CalendarScreen />);
    await waitFor(() =>
      expect(apiMock.fetchAvailability).toHaveBeenCalledWith({ office_uuid: DUBLIN.uuid, start_date: '2030-01-07' }, expect.any(AbortSignal)),
    );
    expect(document.querySelector('.fc-timeGridDay-view')).toBeTruthy();
    expect(document.querySelector('.fc-dayGridMonth-button')).toBeNull();
    expect(await screen.findByText('Available - Fremont')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Week Summary/ }).getAttribute('aria-expanded')).toBe('false');
    await settled();
  });
});
