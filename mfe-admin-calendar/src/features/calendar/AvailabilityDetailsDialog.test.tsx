import { AVAILABILITY_CHANGE_MESSAGES } from '@clinic/contracts';
import { ApiRequestError } from '@clinic/platform';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import * as calendarApi from './api';
import { AvailabilityDetailsDialog } from './AvailabilityDetailsDialog';
import { setUpDialogTests, shownNotice, testAvailability } from './testData';

jest.mock('./api');
const apiMock = calendarApi as jest.Mocked<typeof calendarApi>;

const onEdit = jest.fn();
const onDeleted = jest.fn();
const AVAILABILITY = testAvailability({ date: '2030-01-07', start_time: '11:00', end_time: '17:00' });

setUpDialogTests();

const notice = shownNotice;

async function deleteConfirmed() {
  render(<AvailabilityDetailsDialog availability={AVAILABILITY} onClose={jest.fn()} onEdit={onEdit} onDeleted={onDeleted} />);
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
  const confirm = within(screen.getByRole('alertdialog', { name: 'Are you sure you want to delete this availability?' }));
  await act(async () => fireEvent.click(confirm.getByRole('button', { name: 'Yes, Delete' })));
}

describe('availability details', () => {
  it('shows the office, day and Los Angeles time, and opens Edit', () => {
    render(<AvailabilityDetailsDialog availability={AVAILABILITY} onClose={jest.fn()} onEdit={onEdit} onDeleted={onDeleted} />);
    const dialog = within(screen.getByRole('dialog', { name: 'Availability Details' }));
    expect(dialog.getByText('Fremont')).toBeTruthy();
    expect(dialog.getByText('Monday, January 7, 2030')).toBeTruthy();
    expect(dialog.getByText('11:00 AM - 5:00 PM Los Angeles time (PST)')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalled();
  });

  it('deletes after the confirmation', async () => {
    apiMock.deleteAvailability.mockResolvedValue({ msg: AVAILABILITY_CHANGE_MESSAGES.deleted });
    await deleteConfirmed();
    expect(apiMock.deleteAvailability).toHaveBeenCalledWith(AVAILABILITY.uuid);
    expect(notice()).toMatchObject({ text: 'Availability deleted successfully', type: 'success' });
    expect(onDeleted).toHaveBeenCalled();
  });

  it('says the availability cannot be deleted while it has bookings', async () => {
    apiMock.deleteAvailability.mockRejectedValue(new ApiRequestError(409, { error: 'CONFLICT', msg: AVAILABILITY_CHANGE_MESSAGES.cannotDelete }));
    await deleteConfirmed();
    expect(notice()).toMatchObject({ text: 'Cannot delete this availability', type: 'error' });
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('says when a delete failed', async () => {
    apiMock.deleteAvailability.mockRejectedValue(new ApiRequestError(500, { error: 'INTERNAL_ERROR', msg: 'boom' }));
    await deleteConfirmed();
    expect(notice()).toMatchObject({ text: 'Failed to delete availability', type: 'error' });
  });
});
