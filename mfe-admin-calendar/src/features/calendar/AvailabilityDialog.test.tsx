import { AVAILABILITY_CHANGE_MESSAGES, AVAILABILITY_MESSAGES } from '@clinic/contracts';
import { ApiRequestError } from '@clinic/platform';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import * as calendarApi from './api';
import { AvailabilityDialog, type AvailabilityDialogMode } from './AvailabilityDialog';
import { DUBLIN, FREMONT, setUpDialogTests, shownNotice, testAvailability } from './testData';

jest.mock('./api');
const apiMock = calendarApi as jest.Mocked<typeof calendarApi>;

const onClose = jest.fn();
const onSaved = jest.fn();

setUpDialogTests('2030-01-05');

const notice = shownNotice;
const dialog = () => within(screen.getByRole('dialog'));
const field = (name: string) =>
  dialog().getByLabelText(name, { selector: 'input, select, textarea' }) as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const choose = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
/** The failure shown in the dialog, which stays open (not a notice). */
const failure = () => dialog().getByRole('alert');
const createButton = () => dialog().getByRole('button', { name: 'Create Availability' }) as HTMLButtonElement;

function open(mode: AvailabilityDialogMode = { kind: 'create', prefill: {} }) {
  render(<AvailabilityDialog mode={mode} offices={[DUBLIN, FREMONT]} onClose={onClose} onSaved={onSaved} />);
}

function fillDay() {
  choose('Office', FREMONT.uuid);
  choose('Date', '2030-01-07');
  choose('Start Time', '11:00');
  choose('End Time', '17:00');
}

async function create() {
  await act(async () => fireEvent.click(createButton()));
}

describe('Add Availability', () => {
  it('enables Create once office, date, start and end are set and the duration is allowed', () => {
    open();
    expect(screen.getByRole('dialog', { name: 'Add Availability' })).toBeTruthy();
    expect(createButton().disabled).toBe(true);
    choose('Office', FREMONT.uuid);
    choose('Date', '2030-01-07');
    choose('Start Time', '11:00');
    expect(createButton().disabled).toBe(false);
    expect(field('End Time').value).toBe('12:00');
    choose('End Time', '11:00');
    expect(dialog().getByText(AVAILABILITY_MESSAGES.endAfterStart)).toBeTruthy();
    expect(createButton().disabled).toBe(true);
    choose('End Time', '23:30');
    expect(dialog().getByText(AVAILABILITY_MESSAGES.maxDuration)).toBeTruthy();
    expect(createButton().disabled).toBe(true);
  });

  it('moves the end to one hour after a later start', () => {
    open({ kind: 'create', prefill: { date: '2030-01-07', start_time: '12:00', end_time: '13:30' } });
    choose('Start Time', '14:15');
    expect(field('End Time').value).toBe('15:15');
    choose('Start Time', '13:00');
    expect(field('End Time').value).toBe('15:15');
  });

  it('offers times from 11:00 AM to 11:55 PM in 5-minute steps and the three slot durations', () => {
    open();
    const times = within(field('Start Time'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(times.slice(0, 3)).toEqual(['Select a time', '11:00 AM', '11:05 AM']);
    expect(times.at(-1)).toBe('11:55 PM');
    expect(
      within(field('Slot Duration'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['5 minutes', '10 minutes', '15 minutes']);
  });

  it("takes the office's default slot duration until one is chosen", () => {
    open();
    choose('Office', DUBLIN.uuid);
    expect(field('Slot Duration').value).toBe('10');
    choose('Office', FREMONT.uuid);
    expect(field('Slot Duration').value).toBe('15');
    choose('Slot Duration', '5');
    choose('Office', DUBLIN.uuid);
    expect(field('Slot Duration').value).toBe('5');
  });

  it('refuses a past date', () => {
    open();
    choose('Date', '2030-01-04');
    expect(dialog().getByText(AVAILABILITY_MESSAGES.pastDate)).toBeTruthy();
    expect((field('Date') as HTMLInputElement).min).toBe('2030-01-05');
  });

  it('presets Monday to Friday for weekdays, and needs an end date for a repetition', async () => {
    open();
    fillDay();
    choose('Repeat', 'weekdays');
    const checked = dialog()
      .getAllByRole('checkbox')
      .filter((c) => (c as HTMLInputElement).checked)
      .map((c) => c.closest('label')!.textContent);
    expect(checked).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
    await create();
    expect(dialog().getByText(AVAILABILITY_MESSAGES.endDate)).toBeTruthy();
    expect(apiMock.createAvailability).not.toHaveBeenCalled();
    choose('Repeat', 'weekly');
    for (const box of dialog().getAllByRole('checkbox')) if ((box as HTMLInputElement).checked) fireEvent.click(box);
    await create();
    expect(dialog().getByText(AVAILABILITY_MESSAGES.daysOfWeek)).toBeTruthy();
    choose('Repeat', 'none');
    expect(dialog().queryByLabelText('End Date')).toBeNull();
    expect(dialog().queryByText('Days of Week')).toBeNull();
  });

  it('keeps the breaks sorted by start and sends them', async () => {
    apiMock.createAvailability.mockResolvedValue({ created: 2, failed: 0, reasons: [], breaks: 1 });
    open();
    fillDay();
    fireEvent.click(dialog().getByRole('button', { name: 'Add Break' }));
    fireEvent.click(dialog().getByRole('button', { name: 'Add Break' }));
    choose('Break 1 start', '15:00');
    choose('Break 1 end', '15:30');
    choose('Break 2 start', '13:00');
    expect(field('Break 1 start').value).toBe('13:00');
    expect(field('Break 2 start').value).toBe('15:00');
    choose('Break 1 end', '13:30');
    fireEvent.change(field('Break 1 description'), { target: { value: 'Lunch' } });
    fireEvent.click(dialog().getByRole('button', { name: 'Remove break 2' }));
    await create();
    expect(apiMock.createAvailability).toHaveBeenCalledWith(
      expect.objectContaining({
        office: FREMONT.uuid,
        date: '2030-01-07',
        start_time: '11:00',
        end_time: '17:00',
        slot_duration_minutes: 15,
        repeat: 'none',
        break_times: [{ start_time: '13:00', end_time: '13:30', description: 'Lunch' }],
      }),
    );
    expect(notice()).toMatchObject({ text: '2 availability slots created successfully (split around 1 break time(s))', type: 'success' });
    expect(onSaved).toHaveBeenCalled();
  });

  it('says how many were created', async () => {
    apiMock.createAvailability.mockResolvedValue({ created: 5, failed: 0, reasons: [], breaks: 0 });
    open();
    fillDay();
    choose('Repeat', 'weekdays');
    choose('End Date', '2030-01-11');
    await create();
    expect(apiMock.createAvailability).toHaveBeenCalledWith(
      expect.objectContaining({ repeat: 'weekdays', days_of_week: [1, 2, 3, 4, 5], end_date: '2030-01-11' }),
    );
    expect(notice()).toMatchObject({ text: '5 availability slot(s) created successfully', type: 'success' });
  });

  it('says how many failed when some already exist', async () => {
    apiMock.createAvailability.mockResolvedValue({ created: 3, failed: 2, reasons: ['x', 'y'], breaks: 0 });
    open();
    fillDay();
    await create();
    expect(notice()).toMatchObject({ text: '3 created, 2 failed. Some slots may already exist.', type: 'warning' });
    expect(onSaved).toHaveBeenCalled();
  });

  it('stays open with the reasons when none could be created', async () => {
    const reason = '2030-01-07 11:00-17:00: It overlaps an existing availability of this office.';
    apiMock.createAvailability.mockRejectedValue(
      new ApiRequestError(409, { error: 'CONFLICT', msg: 'Failed to create availability slots', created: 0, failed: 1, reasons: [reason], breaks: 0 }),
    );
    open();
    fillDay();
    await create();
    expect(failure().textContent).toBe(`Failed to create availability slots${reason}`);
    expect(within(failure()).getByText(reason)).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("shows the server's message when it refuses the form, else Failed to save availability", async () => {
    apiMock.createAvailability.mockRejectedValueOnce(
      new ApiRequestError(400, { error: 'VALIDATION_ERROR', msg: 'Please select an office', reasons: ['Please select an office'] }),
    );
    apiMock.createAvailability.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    open();
    fillDay();
    await create();
    expect(failure().textContent).toBe('Please select an office');
    await create();
    expect(failure().textContent).toBe('Failed to save availability');
  });

  it('counts the notes up to 200 characters', () => {
    open();
    fireEvent.change(field('Notes (optional)'), { target: { value: 'Front desk' } });
    expect(dialog().getByText('10/200 characters')).toBeTruthy();
    expect((field('Notes (optional)') as HTMLTextAreaElement).maxLength).toBe(200);
  });
});

describe('Edit Availability', () => {
  const availability = testAvailability({ date: '2030-01-07', notes: 'Dr. Lee' });

  it('updates the availability', async () => {
    apiMock.updateAvailability.mockResolvedValue({ msg: AVAILABILITY_CHANGE_MESSAGES.updated });
    open({ kind: 'edit', availability });
    expect(screen.getByRole('dialog', { name: 'Edit Availability' })).toBeTruthy();
    expect(dialog().queryByLabelText('Repeat')).toBeNull();
    choose('End Time', '16:00');
    await act(async () => fireEvent.click(dialog().getByRole('button', { name: 'Update Availability' })));
    expect(apiMock.updateAvailability).toHaveBeenCalledWith(
      availability.uuid,
      expect.objectContaining({ start_time: '11:00', end_time: '16:00', notes: 'Dr. Lee' }),
    );
    expect(notice()).toMatchObject({ text: 'Availability updated successfully', type: 'success' });
  });

  it('says why an edit was refused', async () => {
    apiMock.updateAvailability.mockRejectedValue(new ApiRequestError(409, { error: 'CONFLICT', msg: AVAILABILITY_CHANGE_MESSAGES.cannotEdit }));
    open({ kind: 'edit', availability });
    await act(async () => fireEvent.click(dialog().getByRole('button', { name: 'Update Availability' })));
    expect(failure().textContent).toBe('Cannot edit this availability');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
