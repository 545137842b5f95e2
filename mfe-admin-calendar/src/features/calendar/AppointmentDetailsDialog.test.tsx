import { APPOINTMENT_MESSAGES } from '@clinic/contracts';
import { ApiRequestError } from '@clinic/platform';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import * as calendarApi from './api';
import { AppointmentDetailsDialog } from './AppointmentDetailsDialog';
import { DUBLIN, FREMONT, setUpDialogTests, shownNotice, testAppointment, testPerson } from './testData';

jest.mock('./api');
const apiMock = calendarApi as jest.Mocked<typeof calendarApi>;

const onClose = jest.fn();
const onChanged = jest.fn();

setUpDialogTests('2030-01-05');

const notice = shownNotice;
const details = () => within(screen.getByRole('dialog'));
const confirmation = () => within(screen.getByRole('alertdialog'));
const GROUP = testAppointment({
  all_applicant_names: ['Ali Khan', 'Sara Khan'],
  applicant_name: 'Ali Khan',
  appointment_date: '2030-01-07',
  start_time: '14:00',
  end_time: '14:15',
});

function open(appointment = GROUP) {
  render(<AppointmentDetailsDialog appointment={appointment} offices={[DUBLIN, FREMONT]} onClose={onClose} onChanged={onChanged} />);
}

describe('appointment details', () => {
  it('shows the day, Los Angeles time, office, clients and status', () => {
    open();
    const dialog = within(screen.getByRole('dialog', { name: 'Appointment Details' }));
    expect(dialog.getByText('Monday, January 7, 2030')).toBeTruthy();
    expect(dialog.getByText('2:00 PM - 2:15 PM Los Angeles time (PST)')).toBeTruthy();
    expect(dialog.getByText('Fremont')).toBeTruthy();
    expect(dialog.getByText('Clients (2)')).toBeTruthy();
    expect(dialog.getByText('Ali Khan')).toBeTruthy();
    expect(dialog.getByText('Sara Khan')).toBeTruthy();
    expect(dialog.getByText('Booked')).toBeTruthy();
  });

  it("gives each person's phone and e-mail, and the way to their lead and I-693 applications", () => {
    const ali = testPerson('Ali Khan', 1);
    const sara = { ...testPerson('Sara Khan', 2), phone: '', i693_count: 0, i693_search: null };
    open({ ...GROUP, applicants: [ali, sara] });
    const [first, second] = screen.getAllByTestId('appointment-person').map((person) => within(person));
    const phone = first!.getByRole('link', { name: '(510) 555-0101' });
    expect(phone.getAttribute('href')).toBe('tel:+15105550101');
    expect(phone.getAttribute('dir')).toBe('ltr');
    const email = first!.getByRole('link', { name: 'ali@example.com' });
    expect(email.getAttribute('href')).toBe('mailto:ali@example.com');
    expect(email.getAttribute('dir')).toBe('ltr');
    expect(first!.getByRole('link', { name: 'Lead of Ali Khan' }).getAttribute('href')).toBe('/admin/appointment-requests?s=family%40example.com');
    expect(first!.getByRole('link', { name: 'I-693 applications of Ali Khan' }).getAttribute('href')).toBe('/admin/i693-applications?s=ali++khan');
    expect(second!.queryByRole('link', { name: /^\(510\)/ })).toBeNull();
    expect(second!.getByRole('link', { name: 'sara@example.com' })).toBeTruthy();
    expect(second!.getByText('No I-693 application')).toBeTruthy();
    expect(second!.queryByRole('link', { name: /I-693/ })).toBeNull();
  });

  it('offers no changes for an appointment that is no longer booked', () => {
    open(testAppointment({ status: 'completed' }));
    expect(details().getByText('Client')).toBeTruthy();
    expect(details().queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(details().queryByRole('button', { name: 'Postpone' })).toBeNull();
  });

  it('cancels after the confirmation, with the reason Cancelled by doctor', async () => {
    apiMock.cancelAppointment.mockResolvedValue({ msg: APPOINTMENT_MESSAGES.cancelled });
    open();
    fireEvent.click(details().getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('alertdialog', { name: 'Are you sure you want to cancel this appointment?' })).toBeTruthy();
    fireEvent.click(confirmation().getByRole('button', { name: 'No' }));
    expect(apiMock.cancelAppointment).not.toHaveBeenCalled();
    fireEvent.click(details().getByRole('button', { name: 'Cancel' }));
    await act(async () => fireEvent.click(confirmation().getByRole('button', { name: 'Yes, Cancel' })));
    expect(apiMock.cancelAppointment).toHaveBeenCalledWith(GROUP.uuid, 'Cancelled by doctor');
    expect(notice()).toMatchObject({ text: 'Appointment cancelled successfully', type: 'success' });
    expect(onChanged).toHaveBeenCalled();
  });

  it('says when a cancel failed', async () => {
    apiMock.cancelAppointment.mockRejectedValue(new ApiRequestError(500, { error: 'INTERNAL_ERROR', msg: 'boom' }));
    open();
    fireEvent.click(details().getByRole('button', { name: 'Cancel' }));
    await act(async () => fireEvent.click(confirmation().getByRole('button', { name: 'Yes, Cancel' })));
    expect(notice()).toMatchObject({ text: 'Failed to cancel appointment', type: 'error' });
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('proposes the next day at the same time to postpone to, and sends the choice', async () => {
    apiMock.postponeAppointment.mockResolvedValue({ msg: APPOINTMENT_MESSAGES.postponed });
    open();
    fireEvent.click(details().getByRole('button', { name: 'Postpone' }));
    const form = within(screen.getByRole('dialog', { name: 'Postpone Appointment' }));
    const date = form.getByLabelText('Date') as HTMLInputElement;
    expect(date.value).toBe('2030-01-08');
    expect(date.min).toBe('2030-01-05');
    expect((form.getByLabelText('Time') as HTMLSelectElement).value).toBe('14:00');
    expect((form.getByLabelText('Office') as HTMLSelectElement).value).toBe('');
    fireEvent.change(form.getByLabelText('Office'), { target: { value: DUBLIN.uuid } });
    fireEvent.change(form.getByLabelText('Time'), { target: { value: '15:30' } });
    await act(async () => fireEvent.click(form.getByRole('button', { name: 'Save' })));
    expect(apiMock.postponeAppointment).toHaveBeenCalledWith(GROUP.uuid, { new_date: '2030-01-08', new_time: '15:30', new_office_uuid: DUBLIN.uuid });
    expect(notice()).toMatchObject({ text: 'Appointment postponed successfully', type: 'success' });
    expect(onChanged).toHaveBeenCalled();
  });

  it('needs a date and a time to postpone, and tells why the server refused', async () => {
    apiMock.postponeAppointment.mockRejectedValue(new ApiRequestError(409, { error: 'SLOT_TAKEN', msg: 'This time slot is not available' }));
    open();
    fireEvent.click(details().getByRole('button', { name: 'Postpone' }));
    const form = within(screen.getByRole('dialog', { name: 'Postpone Appointment' }));
    const save = form.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    fireEvent.change(form.getByLabelText('Time'), { target: { value: '' } });
    expect(save.disabled).toBe(true);
    fireEvent.change(form.getByLabelText('Time'), { target: { value: '14:00' } });
    fireEvent.change(form.getByLabelText('Date'), { target: { value: '' } });
    expect(save.disabled).toBe(true);
    fireEvent.change(form.getByLabelText('Date'), { target: { value: '2030-01-09' } });
    await act(async () => fireEvent.click(save));
    expect(notice()).toMatchObject({ text: 'This time slot is not available', type: 'error' });
    expect(onChanged).not.toHaveBeenCalled();
    fireEvent.click(form.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('dialog', { name: 'Appointment Details' })).toBeTruthy();
  });

  it('says Failed to postpone appointment when the server gives no reason', async () => {
    apiMock.postponeAppointment.mockRejectedValue(new ApiRequestError(500, { error: 'INTERNAL_ERROR', msg: 'boom' }));
    open();
    fireEvent.click(details().getByRole('button', { name: 'Postpone' }));
    await act(async () => fireEvent.click(details().getByRole('button', { name: 'Save' })));
    expect(notice()).toMatchObject({ text: 'Failed to postpone appointment', type: 'error' });
  });

  it('marks an appointment completed or no-show after a confirmation', async () => {
    apiMock.markAppointment.mockResolvedValue({ msg: APPOINTMENT_MESSAGES.completed });
    open();
    fireEvent.click(details().getByRole('button', { name: 'Mark Completed' }));
    await act(async () => fireEvent.click(confirmation().getByRole('button', { name: 'Yes' })));
    expect(apiMock.markAppointment).toHaveBeenCalledWith(GROUP.uuid, 'mark_completed');
    expect(notice()).toMatchObject({ text: APPOINTMENT_MESSAGES.completed, type: 'success' });
    fireEvent.click(details().getByRole('button', { name: 'Mark No-Show' }));
    expect(screen.getByRole('alertdialog', { name: 'Mark this appointment as a no-show?' })).toBeTruthy();
    await act(async () => fireEvent.click(confirmation().getByRole('button', { name: 'Yes' })));
    expect(apiMock.markAppointment).toHaveBeenLastCalledWith(GROUP.uuid, 'mark_no_show');
  });
});
