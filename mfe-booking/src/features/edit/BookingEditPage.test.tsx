import type { BookingByCode } from '@clinic/contracts';
import { clearBookingSession, i18n, sessionStore, setBookingSession, setNavigate } from '@clinic/platform';
import { fakeJwt } from '@clinic/platform/src/testing/fakes';
import { startI18nWith } from '@clinic/platform/src/testing/texts';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { BookingEditPage } from '../../pages/BookingEditPage';
import { TEXTS } from '../../texts';
import { applicant, APPOINTMENT_UUID, appointment, bookingData, fakeServer, lookupResult, member, SESSION_EMAIL, type Replies } from './testFixtures';

const server = fakeServer();
const navigateMock = jest.fn();
const TOKEN = fakeJwt({ aud: 'booking', email: SESSION_EMAIL });
const DATA = `GET /booking/my-booking-data/`;
const ADD = `POST /booking/${APPOINTMENT_UUID}/add-applicant/`;
const REMOVE = `POST /booking/${APPOINTMENT_UUID}/remove-applicant/`;

const MARIA = member('Maria', 'Lopez', true);
const JOSE = member('Jose', 'Lopez');
const ANA = applicant('Ana', 'Lopez');
const WEI = applicant('Wei', 'Chen', 'pending_requirements', { completion_status: { pending_vaccines: ['Varicella'], pending_labs: [], xray_pending: false } });
const BOOKED = appointment([MARIA, JOSE]);
const EDIT_DATA = { body: bookingData(BOOKED, [ANA, WEI]) };

const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
const appointmentSection = () => screen.getByRole('region', { name: 'Your appointment' });
const addSection = () => screen.getByRole('region', { name: 'Add more applicants' });

async function openPage(replies: Replies, path = `/booking/${APPOINTMENT_UUID}`) {
  server.serve(replies);
  window.history.pushState({}, '', path);
  render(<BookingEditPage titleKey="bookingEdit" />);
  await screen.findByRole('region', { name: 'Your appointment' });
}

beforeAll(async () => {
  await startI18nWith(TEXTS);
  (globalThis as { fetch: unknown }).fetch = server.fetchMock;
  setNavigate(navigateMock);
});

beforeEach(() => setBookingSession({ accessToken: TOKEN, email: SESSION_EMAIL, applicants: [] }));

afterEach(async () => {
  server.fetchMock.mockReset();
  navigateMock.mockReset();
  clearBookingSession();
  await act(() => i18n.changeLanguage('en'));
});

afterAll(() => setNavigate(null));

describe('booking edit mode', () => {
  it('shows the appointment, its people and who may join it', async () => {
    await openPage({ [DATA]: EDIT_DATA });
    expect(server.urls(DATA)).toEqual([`/api/v1/booking/my-booking-data/?booking=${APPOINTMENT_UUID}`]);
    expect(screen.getByText('Your appointment details have been loaded successfully.')).toBeTruthy();
    const details = within(appointmentSection());
    expect(details.getByText('Friday, March 14, 2031 at 1:30 PM')).toBeTruthy();
    expect(details.getByText('Fremont')).toBeTruthy();
    expect(details.getByText('39180 Liberty St, Fremont, CA 94538')).toBeTruthy();
    expect(details.getByText('Phone')).toBeTruthy();
    expect(details.getByRole('link', { name: '(510) 555-0100' }).getAttribute('href')).toBe('tel:+15105550100');
    expect(details.getByText('2')).toBeTruthy();

    const people = details.getAllByRole('listitem');
    expect(people.map((li) => li.textContent)).toEqual(['Maria LopezAge 35Primary', 'Jose LopezAge 35Remove']);
    expect(within(people[0]!).queryByRole('button')).toBeNull();

    const add = within(addSection());
    expect((add.getByRole('button', { name: 'Add Ana Lopez to the appointment' }) as HTMLButtonElement).disabled).toBe(false);
    expect((add.getByRole('button', { name: 'Add Wei Chen to the appointment' }) as HTMLButtonElement).disabled).toBe(true);
    expect(add.getByText('Missing vaccines: Varicella')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Book another appointment' }).getAttribute('href')).toBe('/booking/calendar');
  });

  it('shows no phone line for an office without a phone', async () => {
    await openPage({ [DATA]: { body: bookingData(appointment([MARIA, JOSE], { office_phone: '' }), [ANA, WEI]) } });
    const details = within(appointmentSection());
    expect(details.getByText('39180 Liberty St, Fremont, CA 94538')).toBeTruthy();
    expect(details.queryByText('Phone')).toBeNull();
    expect(details.queryByRole('link', { name: /555/ })).toBeNull();
  });

  it('removes a person only after the confirmation, then reloads the booking', async () => {
    const after = bookingData(appointment([MARIA]), [ANA, WEI]);
    await openPage({ [DATA]: [EDIT_DATA, { body: after }], [REMOVE]: { body: { success: true, message: 'removed', appointment: after.booking } } });

    fireEvent.click(button('Remove Jose Lopez from the appointment'));
    const dialog = screen.getByRole('dialog', { name: 'Remove Jose Lopez?' });
    expect(dialog.textContent).toContain('Jose Lopez will no longer be in the appointment on Friday, March 14, 2031 at 1:30 PM');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.calls(REMOVE)).toEqual([]);

    fireEvent.click(button('Remove Jose Lopez from the appointment'));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('The applicant has been removed from the appointment.')).toBeTruthy();
    expect(server.calls(REMOVE)).toEqual([{ applicant_uuid: JOSE.uuid }]);
    await waitFor(() => expect(within(appointmentSection()).queryByText('Jose Lopez')).toBeNull());
    expect(server.urls(DATA)).toHaveLength(2);
  });

  it('adds a ready applicant, then reloads the booking', async () => {
    const after = bookingData(appointment([MARIA, JOSE, { ...member('Ana', 'Lopez'), uuid: ANA.uuid }]), [WEI]);
    await openPage({ [DATA]: [EDIT_DATA, { body: after }], [ADD]: { body: { success: true, message: 'added', appointment: after.booking } } });
    fireEvent.click(button('Add Ana Lopez to the appointment'));
    expect(await screen.findByText('The applicant has been added to the appointment.')).toBeTruthy();
    expect(server.calls(ADD)).toEqual([{ applicant_uuid: ANA.uuid }]);
    await waitFor(() => expect(within(appointmentSection()).getByText('Ana Lopez')).toBeTruthy());
    expect(within(addSection()).queryByText('Ana Lopez')).toBeNull();
    expect(server.urls(DATA)).toHaveLength(2);
  });

  it('says why a change was refused, and reloads the booking all the same', async () => {
    await openPage({
      [DATA]: EDIT_DATA,
      [ADD]: { status: 409, body: { error: 'already_booked', msg: 'This applicant already has another appointment' } },
      [REMOVE]: { status: 500, body: { error: 'INTERNAL_ERROR', msg: 'boom' } },
    });
    fireEvent.click(button('Add Ana Lopez to the appointment'));
    expect((await screen.findByRole('alert')).textContent).toBe('This applicant already has another appointment');
    await waitFor(() => expect(server.urls(DATA)).toHaveLength(2));

    await waitFor(() => expect(button('Remove Jose Lopez from the appointment').disabled).toBe(false));
    fireEvent.click(button('Remove Jose Lopez from the appointment'));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to remove applicant from appointment'));
    await waitFor(() => expect(server.urls(DATA)).toHaveLength(3));
  });

  it('stops adding at the maximum of applicants per appointment', async () => {
    await openPage({ [DATA]: { body: bookingData(BOOKED, [ANA], 2) } });
    expect(within(addSection()).getByRole('alert').textContent).toBe('Maximum 2 applicants allowed per appointment');
    expect(button('Add Ana Lopez to the appointment').disabled).toBe(true);
  });

  it('goes back to the landing when the session has expired during a change', async () => {
    await openPage({ [DATA]: EDIT_DATA, [ADD]: { status: 401, body: { error: 'TOKEN_EXPIRED', msg: 'Token expired' } } });
    fireEvent.click(button('Add Ana Lopez to the appointment'));
    await waitFor(() => expect(navigateMock).toHaveBeenCalledWith('/booking'));
    expect(sessionStore.getState().appMessage?.text).toBe('Session expired. Please request a new access code');
    expect(localStorage.getItem('booking_access_token')).toBeNull();
  });

  it('adds applicants of another e-mail once its code is verified', async () => {
    const other = 'jose.sr@example.com';
    const grandpa = applicant('Pedro', 'Lopez', 'bookable', { email: other });
    await openPage({
      [DATA]: EDIT_DATA,
      'POST /booking/lookup-request-otp/': { body: { success: true, lookup_email: other, expires_in_minutes: 10, message: 'sent' } },
      'POST /booking/lookup-verify-otp/': { body: lookupResult(other, [grandpa]) },
      [ADD]: { body: { success: true, message: 'added', appointment: BOOKED } },
    });
    fireEvent.click(button('Add applicants from another email'));
    fireEvent.change(screen.getByLabelText('Other email address'), { target: { value: other } });
    fireEvent.click(button('Send Code'));
    fireEvent.change(await screen.findByLabelText('Verification code'), { target: { value: '654321' } });
    fireEvent.click(button('Verify Code'));

    const addPedro = await screen.findByRole('button', { name: 'Add Pedro Lopez to the appointment' });
    expect(within(addSection()).getByText(`From ${other}`)).toBeTruthy();
    fireEvent.click(addPedro);
    await waitFor(() => expect(server.calls(ADD)).toEqual([{ applicant_uuid: grandpa.uuid }]));
  });

  it("says 'No appointment selected' when the data has no booking to edit", async () => {
    server.serve({ [DATA]: { body: bookingData(null, [ANA]) } });
    window.history.pushState({}, '', `/booking/${APPOINTMENT_UUID}`);
    render(<BookingEditPage titleKey="bookingEdit" />);
    expect(await screen.findByText('No appointment selected')).toBeTruthy();
  });

  it('speaks the language of the page', async () => {
    await act(() => i18n.changeLanguage('es'));
    server.serve({ [DATA]: EDIT_DATA });
    window.history.pushState({}, '', `/booking/${APPOINTMENT_UUID}`);
    render(<BookingEditPage titleKey="bookingEdit" />);
    expect(await screen.findByRole('region', { name: 'Su cita' })).toBeTruthy();
    expect(screen.getByText('Principal')).toBeTruthy();
    expect(button('Quitar a Jose Lopez de la cita')).toBeTruthy();
  });
});

describe('personal link /booking/{code}', () => {
  const CODE = 'Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFyYmF';
  const LINK = `GET /booking/${CODE}/`;
  const byCode: BookingByCode = {
    ...BOOKED,
    email: SESSION_EMAIL,
    access_token: TOKEN,
    expires_in_minutes: 60,
    max_applicants_per_appointment: 6,
    message: 'loaded',
  };

  beforeEach(() => clearBookingSession());

  it('opens a booking session for the link and shows its appointment in edit mode', async () => {
    await openPage({ [LINK]: { body: byCode }, [DATA]: EDIT_DATA }, `/booking/${CODE}`);
    expect(localStorage.getItem('booking_access_token')).toBe(TOKEN);
    expect(localStorage.getItem('booking_email')).toBe(SESSION_EMAIL);
    expect(server.urls(DATA)).toEqual([`/api/v1/booking/my-booking-data/?booking=${APPOINTMENT_UUID}`]);
    expect(within(appointmentSection()).getByText('Jose Lopez')).toBeTruthy();
  });

  it('says when the link no longer opens anything, with a way to the landing', async () => {
    server.serve({ [LINK]: { status: 404, body: { error: 'NOT_FOUND', msg: 'This booking link is no longer valid.' } } });
    window.history.pushState({}, '', `/booking/${CODE}`);
    render(<BookingEditPage titleKey="bookingEdit" />);
    expect((await screen.findByRole('alert')).textContent).toContain('This booking link is no longer valid.');
    expect(screen.getByRole('link', { name: 'Get a new access code' }).getAttribute('href')).toBe('/booking');
    expect(localStorage.getItem('booking_access_token')).toBeNull();
    expect(navigateMock).not.toHaveBeenCalled();
  });

  it('treats an address that is neither an appointment nor a personal code as an invalid link', async () => {
    window.history.pushState({}, '', '/booking/not-a-booking');
    render(<BookingEditPage titleKey="bookingEdit" />);
    expect(screen.getByRole('alert').textContent).toContain('This booking link is no longer valid.');
    expect(server.fetchMock).not.toHaveBeenCalled();
  });

  it('works under the /i693/appointment/ alias too', async () => {
    await openPage({ [LINK]: { body: byCode }, [DATA]: EDIT_DATA }, `/i693/appointment/${CODE}`);
    expect(within(appointmentSection()).getByText('Jose Lopez')).toBeTruthy();
  });
});
