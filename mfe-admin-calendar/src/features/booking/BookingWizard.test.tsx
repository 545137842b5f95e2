import { addDays, BOOKING_MESSAGES, practiceDay, type Office, type OfficeAvailability } from '@clinic/contracts';
import { ApiRequestError } from '@clinic/platform';
import { startI18nWith } from '@clinic/platform/src/testing/texts';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import * as calendarApi from '../calendar/api';
import { clearNotices, shownNotice } from '../calendar/testData';
import { TEXTS } from '../../texts';
import { BookingWizard } from './BookingWizard';
import { readinessLists, testApplicant } from './testApplicants';

jest.mock('../calendar/api');
const apiMock = calendarApi as jest.Mocked<typeof calendarApi>;

const MARIA = testApplicant();
const JOSE = testApplicant({ uuid: '22222222-2222-4222-8222-222222222222', first_name: 'Jose' });
const SARA = testApplicant({
  uuid: '33333333-3333-4333-8333-333333333333',
  first_name: 'Sara',
  last_name: 'Khan',
  status: 'already_booked',
  ready_for_booking: false,
  message: 'Already Booked',
  reason: 'Already booked on 2030-01-10 at 11:00 (Fremont).',
  appointment_date: '2030-01-10',
  appointment_office: 'Fremont',
  start_time: '11:00',
  end_time: '11:15',
});
const WEI = testApplicant({
  uuid: '44444444-4444-4444-8444-444444444444',
  first_name: 'Wei',
  last_name: 'Chen',
  status: 'pending_i693_form',
  ready_for_booking: false,
  message: 'Needs I-693 Form',
  reason: 'The I-693 form of this applicant has not been received.',
});
const FREMONT: Office = {
  uuid: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  name: 'Fremont',
  code: 'fremont',
  address: '',
  phone: '',
  timezone: 'America/Los_Angeles',
  default_slot_duration_minutes: 15,
};
const DAY = addDays(practiceDay(), 3);

function officeSlots(slots: Array<[string, boolean]>, day = DAY): OfficeAvailability {
  return {
    Fremont: {
      uuid: FREMONT.uuid,
      name: 'Fremont',
      code: 'fremont',
      address: '',
      phone: '',
      timezone: 'America/Los_Angeles',
      dates: { [day]: slots.map(([start, free]) => ({ start_time: start, end_time: start, is_available: free, availability_uuid: 'av' })) },
    },
  };
}

beforeAll(async () => {
  await startI18nWith(TEXTS);
});

beforeEach(() => {
  apiMock.lookupApplicants.mockResolvedValue({
    applicants_by_email: {
      'family@example.com': readinessLists({ bookable_applicants: [MARIA, JOSE], already_booked: [SARA] }),
      'other@example.com': readinessLists({ pending_i693_form: [WEI] }),
    },
  });
  apiMock.fetchOffices.mockResolvedValue([FREMONT]);
  apiMock.fetchOfficeSlots.mockResolvedValue(
    officeSlots([
      ['13:00', true],
      ['11:15', false],
      ['11:00', true],
    ]),
  );
  apiMock.bookForClient.mockResolvedValue({ msg: BOOKING_MESSAGES.booked(2), appointment_uuid: 'ap1' });
});

afterEach(() => {
  jest.resetAllMocks();
  clearNotices();
});

const dialog = () => within(screen.getByRole('dialog', { name: 'Book Appointment for Client' }));

function renderWizard() {
  const onClose = jest.fn();
  const onBooked = jest.fn();
  const view = render(<BookingWizard open onClose={onClose} onBooked={onBooked} />);
  return { onClose, onBooked, view };
}

async function loadApplicants(text = ' Family@Example.com , other@example.com,') {
  fireEvent.change(dialog().getByRole('textbox', { name: 'Client e-mail addresses' }), { target: { value: text } });
  fireEvent.click(dialog().getByRole('button', { name: 'Load Applicants' }));
  await dialog().findByRole('heading', { name: 'Step 2: applicants' });
}

async function toSlotStep() {
  await loadApplicants();
  fireEvent.click(dialog().getByRole('checkbox', { name: 'Maria Lopez' }));
  fireEvent.click(dialog().getByRole('checkbox', { name: 'Jose Lopez' }));
  fireEvent.click(dialog().getByRole('button', { name: 'Continue (2 selected)' }));
  await dialog().findByRole('option', { name: 'Fremont' });
}

async function pickOfficeAndDay(day = DAY) {
  fireEvent.change(dialog().getByRole('combobox', { name: 'Office' }), { target: { value: FREMONT.uuid } });
  // The day's times load at once: let them arrive inside act.
  await act(async () => void fireEvent.change(dialog().getByLabelText('Date'), { target: { value: day } }));
}

describe('step 1 and 2: e-mails and applicants', () => {
  it('looks up the comma-separated e-mails and lists every applicant with its tag and reason', async () => {
    renderWizard();
    expect(dialog().getByRole('button', { name: 'Load Applicants' })).toHaveProperty('disabled', true);
    await loadApplicants();
    expect(apiMock.lookupApplicants).toHaveBeenCalledWith(['family@example.com', 'other@example.com']);

    const family = within(dialog().getByRole('region', { name: 'family@example.com' }));
    expect(family.getAllByTestId('booking-applicant').map((row) => row.textContent)).toEqual([
      'Maria LopezReady to Book',
      'Jose LopezReady to Book',
      'Sara KhanAlready BookedAlready booked on 2030-01-10 at 11:00 (Fremont).',
    ]);
    expect(family.getByRole('checkbox', { name: 'Sara Khan' })).toHaveProperty('disabled', true);
    const other = within(dialog().getByRole('region', { name: 'other@example.com' }));
    expect(other.getByText('Needs I-693 Form')).toBeTruthy();
    expect(other.getByRole('checkbox', { name: 'Wei Chen' })).toHaveProperty('disabled', true);
    expect(other.getByRole('checkbox', { name: 'Wei Chen' }).getAttribute('aria-describedby')).toBeTruthy();
  });

  it('counts the ticked applicants and asks for at least one', async () => {
    renderWizard();
    await loadApplicants();
    fireEvent.click(dialog().getByRole('button', { name: 'Continue (0 selected)' }));
    expect(dialog().getByText('Please select at least one applicant.')).toBeTruthy();
    fireEvent.click(dialog().getByRole('checkbox', { name: 'Maria Lopez' }));
    fireEvent.click(dialog().getByRole('checkbox', { name: 'Sara Khan' }));
    expect(dialog().getByRole('button', { name: 'Continue (1 selected)' })).toBeTruthy();
    expect(dialog().queryByText('Please select at least one applicant.')).toBeNull();
    fireEvent.click(dialog().getByRole('checkbox', { name: 'Jose Lopez' }));
    expect(dialog().getByRole('button', { name: 'Continue (2 selected)' })).toBeTruthy();
  });

  it('says so when no applicant can be booked', async () => {
    apiMock.lookupApplicants.mockResolvedValue({ applicants_by_email: { 'booked@example.com': readinessLists({ already_booked: [SARA] }) } });
    renderWizard();
    await loadApplicants('booked@example.com, nobody@example.com');
    expect(dialog().getByText('No bookable applicants found for the entered email addresses.')).toBeTruthy();
    expect(within(dialog().getByRole('region', { name: 'nobody@example.com' })).getByText('No applicants found for this e-mail address.')).toBeTruthy();
    expect(dialog().getByRole('button', { name: 'Continue (0 selected)' })).toHaveProperty('disabled', true);
  });

  it('refuses text that is not e-mail addresses, and says when the lookup fails', async () => {
    renderWizard();
    fireEvent.change(dialog().getByRole('textbox', { name: 'Client e-mail addresses' }), { target: { value: 'maria@example.com, maria at home' } });
    fireEvent.click(dialog().getByRole('button', { name: 'Load Applicants' }));
    expect(dialog().getByText('Not an e-mail address: maria at home')).toBeTruthy();
    expect(apiMock.lookupApplicants).not.toHaveBeenCalled();

    apiMock.lookupApplicants.mockRejectedValueOnce(new ApiRequestError(500, { error: 'INTERNAL_ERROR', msg: 'boom' }));
    fireEvent.change(dialog().getByRole('textbox', { name: 'Client e-mail addresses' }), { target: { value: 'maria@example.com' } });
    fireEvent.click(dialog().getByRole('button', { name: 'Load Applicants' }));
    expect(await dialog().findByText('Failed to load applicants. Please try again.')).toBeTruthy();
  });
});

describe('step 3: office, date and time', () => {
  it("offers the free times of the office's day, earliest first", async () => {
    renderWizard();
    await toSlotStep();
    expect(dialog().getByText('Booking for: Maria Lopez, Jose Lopez')).toBeTruthy();
    expect(dialog().getByLabelText('Date').getAttribute('min')).toBe(practiceDay());
    await pickOfficeAndDay();
    const times = within(await dialog().findByRole('group', { name: 'Time' }));
    expect(apiMock.fetchOfficeSlots).toHaveBeenLastCalledWith({ office_uuid: FREMONT.uuid, start_date: DAY, end_date: DAY }, expect.any(AbortSignal));
    expect(times.getAllByRole('radio').map((radio) => radio.closest('label')!.textContent)).toEqual(['11:00 AM', '1:00 PM']);
  });

  it('says when a day has no free time, when the times cannot be loaded, and refuses past days', async () => {
    renderWizard();
    await toSlotStep();
    apiMock.fetchOfficeSlots.mockResolvedValueOnce(officeSlots([['11:00', false]]));
    await pickOfficeAndDay();
    expect(await dialog().findByText('No available time slots for the selected date.')).toBeTruthy();

    apiMock.fetchOfficeSlots.mockRejectedValueOnce(new Error('down'));
    fireEvent.change(dialog().getByLabelText('Date'), { target: { value: addDays(DAY, 1) } });
    expect(await dialog().findByText('Failed to load available time slots.')).toBeTruthy();

    apiMock.fetchOfficeSlots.mockClear();
    fireEvent.change(dialog().getByLabelText('Date'), { target: { value: addDays(practiceDay(), -1) } });
    expect(dialog().getByText('Cannot select past dates')).toBeTruthy();
    expect(apiMock.fetchOfficeSlots).not.toHaveBeenCalled();
  });

  it('books the chosen applicants at the chosen time, then reports, calls onBooked and closes', async () => {
    const { onBooked, onClose } = renderWizard();
    await toSlotStep();
    fireEvent.click(dialog().getByRole('button', { name: 'Book Appointment' }));
    expect(dialog().getByText('Please fill in all required fields.')).toBeTruthy();
    await pickOfficeAndDay();
    fireEvent.click(await dialog().findByRole('radio', { name: '1:00 PM' }));
    fireEvent.click(dialog().getByRole('button', { name: 'Book Appointment' }));
    await waitFor(() => expect(onBooked).toHaveBeenCalledTimes(1));
    expect(apiMock.bookForClient).toHaveBeenCalledWith({
      applicant_uuids: [MARIA.uuid, JOSE.uuid],
      office_uuid: FREMONT.uuid,
      appointment_date: DAY,
      start_time: '13:00',
    });
    expect(shownNotice()).toMatchObject({ text: 'Appointment booked successfully for 2 applicant(s)!', type: 'success' });
    expect(shownNotice()?.text).toBe(BOOKING_MESSAGES.booked(2));
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's reason when the slot was taken meanwhile and reloads the day's times", async () => {
    const { onBooked } = renderWizard();
    await toSlotStep();
    await pickOfficeAndDay();
    fireEvent.click(await dialog().findByRole('radio', { name: '11:00 AM' }));
    apiMock.bookForClient.mockRejectedValueOnce(new ApiRequestError(409, { error: 'SLOT_TAKEN', msg: 'This time slot is not available' }));
    apiMock.fetchOfficeSlots.mockResolvedValue(
      officeSlots([
        ['11:00', false],
        ['13:00', true],
      ]),
    );
    fireEvent.click(dialog().getByRole('button', { name: 'Book Appointment' }));
    expect(await dialog().findByText('This time slot is not available')).toBeTruthy();
    await waitFor(() => expect(dialog().queryByRole('radio', { name: '11:00 AM' })).toBeNull());
    expect(dialog().getByRole('radio', { name: '1:00 PM' })).toHaveProperty('checked', false);
    expect(onBooked).not.toHaveBeenCalled();

    apiMock.bookForClient.mockRejectedValueOnce(new ApiRequestError(500, { error: 'INTERNAL_ERROR', msg: 'Internal error' }));
    fireEvent.click(dialog().getByRole('radio', { name: '1:00 PM' }));
    fireEvent.click(dialog().getByRole('button', { name: 'Book Appointment' }));
    expect(await dialog().findByText('Failed to create appointment. Please try again.')).toBeTruthy();
  });

  it('keeps the day within 14 days of a Quantiferon collection', async () => {
    const collected = addDays(practiceDay(), -10);
    apiMock.lookupApplicants.mockResolvedValue({
      applicants_by_email: { 'family@example.com': readinessLists({ bookable_applicants: [{ ...MARIA, quantiferon_collected_on: collected }, JOSE] }) },
    });
    renderWizard();
    await loadApplicants('family@example.com');
    expect(dialog().getByText(`Book on or before ${addDays(collected, 14)} (14 days after the Quantiferon collection).`)).toBeTruthy();
    fireEvent.click(dialog().getByRole('checkbox', { name: 'Maria Lopez' }));
    fireEvent.click(dialog().getByRole('button', { name: 'Continue (1 selected)' }));
    await dialog().findByRole('option', { name: 'Fremont' });
    expect(dialog().getByLabelText('Date').getAttribute('max')).toBe(addDays(collected, 14));
    await pickOfficeAndDay(addDays(collected, 15));
    expect(dialog().getByText(BOOKING_MESSAGES.afterLabWindow('Maria Lopez', addDays(collected, 14)))).toBeTruthy();
  });
});

it('goes back a step keeping the choices, and opens fresh after closing', async () => {
  const { view, onClose, onBooked } = renderWizard();
  await loadApplicants();
  fireEvent.click(dialog().getByRole('checkbox', { name: 'Maria Lopez' }));
  fireEvent.click(dialog().getByRole('button', { name: 'Continue (1 selected)' }));
  await dialog().findByRole('option', { name: 'Fremont' });
  fireEvent.click(dialog().getByRole('button', { name: 'Back' }));
  expect(dialog().getByRole('checkbox', { name: 'Maria Lopez' })).toHaveProperty('checked', true);
  fireEvent.click(dialog().getByRole('button', { name: 'Back' }));
  expect(dialog().getByRole('textbox', { name: 'Client e-mail addresses' })).toHaveProperty('value', ' Family@Example.com , other@example.com,');

  view.rerender(<BookingWizard open={false} onClose={onClose} onBooked={onBooked} />);
  expect(screen.queryByRole('dialog')).toBeNull();
  view.rerender(<BookingWizard open onClose={onClose} onBooked={onBooked} />);
  expect(dialog().getByRole('textbox', { name: 'Client e-mail addresses' })).toHaveProperty('value', '');
  expect(dialog().getByRole('heading', { name: 'Step 1: client e-mails' })).toBeTruthy();
});
