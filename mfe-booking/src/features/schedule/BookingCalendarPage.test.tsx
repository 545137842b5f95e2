import { clearBookingSession, i18n, sessionStore, setBookingSession, setNavigate } from '@clinic/platform';
import { fakeJwt, fakeResponse, type FakeResponseInit } from '@clinic/platform/src/testing/fakes';
import { startI18nWith } from '@clinic/platform/src/testing/texts';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { BookingCalendarPage } from '../../pages/BookingCalendarPage';
import { TEXTS } from '../../texts';
import { appointment, applicant, bookingData, FREMONT_UUID, lookupResult, offices, slot } from './testData';

const EMAIL = 'maria@example.com';
const TOKEN = fakeJwt({ aud: 'booking', email: EMAIL, exp: Math.floor(Date.now() / 1000) + 1800 });
const DATA_KEY = 'GET /booking/my-booking-data/';
const BOOK_KEY = 'POST /booking/book/';

const maria = applicant('Maria', 'Lopez', 'bookable', { age: 40 });
const jose = applicant('Jose', 'Lopez', 'bookable', { age: 42 });
const ana = applicant('Ana', 'Lopez', 'bookable', { age: 15 });
const sara = applicant('Sara', 'Khan', 'already_booked', { appointment_date: '2031-03-03', start_time: '11:00', appointment_office: 'Fremont' });
const wei = applicant('Wei', 'Chen', 'pending_requirements', {
  completion_status: { pending_vaccines: ['Varicella'], pending_labs: ['Quantiferon TB Gold'], xray_pending: true },
});
const omar = applicant('Omar', 'Haddad', 'pending_i693_form');
const PEOPLE = [maria, jose, ana, sara, wei, omar];

const fetchMock = jest.fn();
const navigateMock = jest.fn();

/** Answers by "METHOD /path" under /api/v1 (query left out); a list is answered in turn, its last answer repeated. */
function serve(replies: Record<string, FakeResponseInit | FakeResponseInit[]>) {
  fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
    const key = `${init.method} ${url.replace('/api/v1', '').split('?')[0]}`;
    const reply = replies[key];
    if (!reply) throw new Error(`unexpected call ${key}`);
    return fakeResponse(Array.isArray(reply) ? (reply.length > 1 ? reply.shift()! : reply[0]!) : reply);
  });
}

const callsOf = (key: string) =>
  (fetchMock.mock.calls as Array<[string, RequestInit]>).filter(([url, init]) => `${init.method} ${url.replace('/api/v1', '').split('?')[0]}` === key);
const bodiesOf = (key: string) => callsOf(key).map(([, init]) => JSON.parse(init.body as string) as unknown);
const radio = (name: string | RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;
const checkbox = (name: string | RegExp) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
const applicantRow = (name: string) => screen.getAllByTestId('schedule-applicant').find((row) => row.textContent!.includes(name))!;

async function openPage() {
  render(<BookingCalendarPage titleKey="bookingCalendar" />);
  await screen.findByRole('heading', { name: 'Book a new appointment' });
}

/** Maria, Fremont, then Monday 11:00 AM: the confirmation card. */
async function chooseUpToConfirmation() {
  await openPage();
  fireEvent.click(radio(/Maria Lopez/));
  fireEvent.click(radio('Fremont'));
  fireEvent.click(button('11:00 AM, Monday, March 10, 2031'));
  return screen.getByTestId('schedule-confirmation');
}

beforeAll(async () => {
  await startI18nWith(TEXTS);
  (globalThis as { fetch: unknown }).fetch = fetchMock;
  setNavigate(navigateMock);
});

beforeEach(() => {
  setBookingSession({ accessToken: TOKEN, email: EMAIL, applicants: [] });
});

afterEach(async () => {
  jest.useRealTimers();
  fetchMock.mockReset();
  navigateMock.mockReset();
  clearBookingSession();
  localStorage.clear();
  delete (window as { matchMedia?: unknown }).matchMedia;
  await act(() => i18n.changeLanguage('en'));
});

afterAll(() => setNavigate(null));

describe('scheduling page: what it shows', () => {
  it('goes to the landing without a booking session', async () => {
    clearBookingSession();
    render(<BookingCalendarPage titleKey="bookingCalendar" />);
    await waitFor(() => expect(navigateMock).toHaveBeenCalledWith('/booking'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says the loaded message in the page's own words by its code", async () => {
    serve({ [DATA_KEY]: { body: bookingData(PEOPLE, { message: 'Words the page does not match.' }) } });
    await openPage();
    expect(screen.getByRole('status').textContent).toBe('Your booking information has been loaded.');
  });

  it('lists the applicants by group with age, status tag and reason; only ready ones can be chosen', async () => {
    serve({ [DATA_KEY]: { body: bookingData(PEOPLE) } });
    await openPage();
    expect(screen.getByRole('status').textContent).toBe('Your booking information has been loaded.');
    for (const [legend, names] of [
      ['Ready to book (3)', ['Maria Lopez', 'Jose Lopez', 'Ana Lopez']],
      ['Already booked (1)', ['Sara Khan']],
      ['Pending requirements (1)', ['Wei Chen']],
      ['Needs I-693 form (1)', ['Omar Haddad']],
    ] as const) {
      const group = screen.getByRole('group', { name: legend });
      expect(
        within(group)
          .getAllByTestId('schedule-applicant')
          .map((row) => row.querySelector('label')!.textContent),
      ).toEqual(names.map((n) => expect.stringContaining(n)));
    }
    expect(applicantRow('Maria Lopez').textContent).toContain('Age 40');
    expect(within(applicantRow('Maria Lopez')).getByText('Ready to Book')).toBeTruthy();
    expect(radio(/Maria Lopez/).disabled).toBe(false);
    expect(radio(/Sara Khan/).disabled).toBe(true);
    expect(within(applicantRow('Sara Khan')).getByText('Already Booked')).toBeTruthy();
    expect(applicantRow('Sara Khan').textContent).toContain('Already booked on Monday, March 3, 2031 at 11:00 AM (Fremont).');
    expect(radio(/Wei Chen/).disabled).toBe(true);
    expect(within(applicantRow('Wei Chen')).getByText('Missing Requirements')).toBeTruthy();
    expect(applicantRow('Wei Chen').textContent).toContain('Missing vaccines: Varicella; Missing lab tests: Quantiferon TB Gold; X-ray required');
    expect(within(applicantRow('Omar Haddad')).getByText('Needs I-693 Form')).toBeTruthy();
    expect(applicantRow('Omar Haddad').textContent).toContain('The I-693 form of this applicant has not been received.');
  });

  it('keeps the offices disabled until an applicant is chosen, each with phone, address and a Map link', async () => {
    serve({ [DATA_KEY]: { body: bookingData(PEOPLE) } });
    await openPage();
    expect(radio('Fremont').disabled).toBe(true);
    expect(screen.getAllByText('Select at least one applicant first.').length).toBeGreaterThan(0);
    const fremont = screen.getAllByTestId('schedule-office').find((o) => o.textContent!.includes('Fremont'))!;
    expect(fremont.getAttribute('title')).toBe('Select at least one applicant first.');
    expect(within(fremont).getByText('39500 Fremont Blvd #1, Fremont, CA 94538')).toBeTruthy();
    expect(within(fremont).getByRole('link', { name: '(510) 555-0111' }).getAttribute('href')).toBe('tel:+15105550111');
    const map = within(fremont).getByRole('link', { name: 'Map of Fremont (opens in a new tab)' });
    expect(map.getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=39500%20Fremont%20Blvd%20%231%2C%20Fremont%2C%20CA%2094538');
    expect(map.getAttribute('target')).toBe('_blank');
    expect(map.getAttribute('rel')).toContain('noopener');

    fireEvent.click(radio(/Maria Lopez/));
    expect(radio('Fremont').disabled).toBe(false);
    expect(fremont.getAttribute('title')).toBe('Show the available times at Fremont');
  });

  it('lists the free times of the chosen office by date in 12-hour time', async () => {
    serve({ [DATA_KEY]: { body: bookingData(PEOPLE) } });
    await openPage();
    expect(screen.getByText('Choose an office to see its available times.')).toBeTruthy();
    fireEvent.click(radio(/Maria Lopez/));
    fireEvent.click(radio('Fremont'));
    expect(screen.getByRole('heading', { name: 'Available times at Fremont' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['Monday, March 10, 2031', 'Tuesday, March 11, 2031']);
    expect(screen.getAllByRole('button', { name: /, (Monday|Tuesday), March/ }).map((b) => b.textContent)).toEqual([
      '11:00 AM',
      '2:30 PM',
      '11:15 AM',
      '1:00 PM',
    ]);
    fireEvent.click(radio('Oakland'));
    expect(screen.getByText('No time slots are available at Oakland in the next 30 days. Please choose another office.')).toBeTruthy();
  });

  it('lists the client’s appointments with a Manage link, and I-693 forms not matched yet', async () => {
    const booked = appointment([sara], { appointment_date: '2031-03-03' });
    serve({
      [DATA_KEY]: {
        body: bookingData(PEOPLE, {
          has_appointments: true,
          existing_appointments: [booked],
          unmatched_i693: [{ uuid: 'u1', first_name: 'Lina', middle_name: '', last_name: 'Haddad', dob: '2010-05-01' }],
        }),
      },
    });
    await openPage();
    const section = screen.getByRole('region', { name: 'Your appointments' });
    expect(within(section).getByTestId('schedule-appointment').textContent).toContain('Monday, March 3, 2031 at 11:00 AM');
    expect(within(section).getByTestId('schedule-appointment').textContent).toContain('Sara Khan');
    expect(within(section).getByRole('link', { name: 'Manage the appointment on Monday, March 3, 2031 at 11:00 AM' }).getAttribute('href')).toBe(
      `/booking/${booked.uuid}`,
    );
    expect(screen.getByText('I-693 forms received, not matched yet')).toBeTruthy();
    expect(screen.getByText('Lina Haddad (born May 1, 2010)')).toBeTruthy();
  });

  it('offers Try again when the booking information could not be loaded', async () => {
    serve({ [DATA_KEY]: [{ status: 500, body: { error: 'INTERNAL_ERROR', msg: 'boom' } }, { body: bookingData(PEOPLE) }] });
    render(<BookingCalendarPage titleKey="bookingCalendar" />);
    expect((await screen.findByRole('alert')).textContent).toContain('Unable to load your booking information. Please try again.');
    fireEvent.click(button('Try again'));
    expect(await screen.findByRole('heading', { name: 'Book a new appointment' })).toBeTruthy();
  });

  it('shows the page in the chosen language', async () => {
    serve({ [DATA_KEY]: { body: bookingData(PEOPLE) } });
    await act(() => i18n.changeLanguage('es'));
    render(<BookingCalendarPage titleKey="bookingCalendar" />);
    expect(await screen.findByRole('heading', { name: 'Reservar una cita nueva' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Se ha cargado su información de reserva.');
    expect(applicantRow('Wei Chen').textContent).toContain(
      'Faltan vacunas: Varicella; Faltan análisis de laboratorio: Quantiferon TB Gold; Se requiere radiografía',
    );
  });
});

describe('scheduling page: choosing people', () => {
  it('holds one applicant in individual mode and scrolls to the offices after choosing', async () => {
    serve({ [DATA_KEY]: { body: bookingData(PEOPLE) } });
    await openPage();
    const scroll = jest.fn();
    Element.prototype.scrollIntoView = scroll;
    jest.useFakeTimers();
    fireEvent.click(radio(/Maria Lopez/));
    expect(scroll).not.toHaveBeenCalled();
    act(() => jest.runOnlyPendingTimers());
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll.mock.contexts[0]).toBe(screen.getByRole('heading', { name: 'Office' }));
    fireEvent.click(radio(/Jose Lopez/));
    expect(radio(/Maria Lopez/).checked).toBe(false);
    expect(radio(/Jose Lopez/).checked).toBe(true);
  });

  it('caps a family booking with a warning, and starts over when the booking type changes', async () => {
    serve({ [DATA_KEY]: { body: bookingData(PEOPLE, { max_applicants_per_appointment: 2 }) } });
    await openPage();
    fireEvent.click(radio(/Family\/Group/));
    fireEvent.click(checkbox(/Maria Lopez/));
    fireEvent.click(checkbox(/Jose Lopez/));
    fireEvent.click(checkbox(/Ana Lopez/));
    expect(screen.getByRole('alert').textContent).toBe('Maximum 2 applicants allowed per appointment');
    expect([checkbox(/Maria Lopez/).checked, checkbox(/Jose Lopez/).checked, checkbox(/Ana Lopez/).checked]).toEqual([true, true, false]);
    fireEvent.click(checkbox(/Jose Lopez/));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(radio('Fremont'));

    fireEvent.click(radio(/Individual/));
    expect(screen.getAllByRole('radio', { name: /Lopez/ }).map((r) => (r as HTMLInputElement).checked)).toEqual([false, false, false]);
    expect(radio('Fremont').disabled).toBe(true);
    expect(radio('Fremont').checked).toBe(false);
  });

  it('adds the applicants of another e-mail in family mode, with the e-mail they came from', async () => {
    const wife = applicant('Lucia', 'Perez', 'bookable', { email: 'lucia@example.com', age: 38 });
    serve({
      [DATA_KEY]: { body: bookingData(PEOPLE) },
      'POST /booking/lookup-request-otp/': { body: { success: true, lookup_email: 'lucia@example.com', expires_in_minutes: 10, message: 'sent' } },
      'POST /booking/lookup-verify-otp/': { body: lookupResult('lucia@example.com', [wife]) },
    });
    await openPage();
    expect(screen.queryByRole('button', { name: 'Add applicants from another email' })).toBeNull();
    fireEvent.click(radio(/Family\/Group/));
    fireEvent.click(button('Add applicants from another email'));
    fireEvent.change(screen.getByLabelText('Other email address'), { target: { value: 'lucia@example.com' } });
    fireEvent.click(button('Send Code'));
    fireEvent.change(await screen.findByLabelText('Verification code'), { target: { value: '123456' } });
    fireEvent.click(button('Verify Code'));
    await screen.findByText('Lucia Perez');
    const row = applicantRow('Lucia Perez');
    expect(row.textContent).toContain('From lucia@example.com');
    expect(within(screen.getByRole('group', { name: 'Ready to book (4)' })).getByRole('checkbox', { name: /Lucia Perez/ })).toBeTruthy();
    fireEvent.click(checkbox(/Lucia Perez/));
    expect(checkbox(/Lucia Perez/).checked).toBe(true);

    fireEvent.click(radio(/Individual/));
    expect(screen.queryByText('Lucia Perez')).toBeNull();
  });
});

describe('scheduling page: Confirm Booking', () => {
  it('shows the confirmation card with the terms, and Cancel goes back to the times', async () => {
    serve({ [DATA_KEY]: { body: bookingData(PEOPLE) } });
    const card = await chooseUpToConfirmation();
    expect(document.activeElement).toBe(within(card).getByRole('heading', { name: 'Confirm your appointment' }));
    expect(card.textContent).toContain('Monday, March 10, 2031 at 11:00 AM');
    expect(card.textContent).toContain('Fremont');
    expect(card.textContent).toContain('39500 Fremont Blvd #1, Fremont, CA 94538');
    expect(within(card).getByRole('link', { name: '(510) 555-0111' }).getAttribute('href')).toBe('tel:+15105550111');
    expect(card.textContent).toContain('Maria Lopez');
    const terms = within(card).getByRole('region', { name: 'Terms' });
    expect(terms.textContent).toContain('$220 per person by card or $200 per person in cash');
    expect(terms.textContent).toContain('Zelle, Venmo or cheques');
    expect(terms.textContent).toContain('$40 per person');
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('schedule-confirmation')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Available times at Fremont' }));
    expect(callsOf(BOOK_KEY)).toHaveLength(0);
  });

  it('books the group, the first chosen primary, shows the booked appointment and reloads', async () => {
    const booked = appointment([jose, maria]);
    serve({
      [DATA_KEY]: [
        { body: bookingData(PEOPLE) },
        {
          body: bookingData(
            PEOPLE.map((p) => (p === jose || p === maria ? { ...p, status: 'already_booked' as const, ready_for_booking: false } : p)),
            { existing_appointments: [booked] },
          ),
        },
      ],
      [BOOK_KEY]: {
        status: 201,
        body: {
          success: true,
          message: 'Appointment booked successfully! You will receive a confirmation email shortly.',
          appointment_uuid: booked.uuid,
          appointment: booked,
        },
      },
    });
    await openPage();
    fireEvent.click(radio(/Family\/Group/));
    fireEvent.click(checkbox(/Jose Lopez/));
    fireEvent.click(checkbox(/Maria Lopez/));
    fireEvent.click(radio('Fremont'));
    fireEvent.click(button('11:00 AM, Monday, March 10, 2031'));
    const confirm = button('Confirm Booking');
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    const result = await screen.findByTestId('schedule-booked');
    expect(bodiesOf(BOOK_KEY)).toEqual([
      { applicant_uuids: [jose.uuid, maria.uuid], office_uuid: FREMONT_UUID, appointment_date: '2031-03-10', start_time: '11:00', language: 'en' },
    ]);
    expect(within(result).getByRole('status').textContent).toBe('Appointment booked successfully! You will receive a confirmation email shortly.');
    expect(result.textContent).toContain('Monday, March 10, 2031 at 11:00 AM');
    expect(result.textContent).toContain('Jose Lopez');
    expect(result.textContent).toContain('Maria Lopez');
    expect(within(result).getByRole('link', { name: '(510) 555-0111' }).getAttribute('href')).toBe('tel:+15105550111');
    expect(within(result).getByRole('link', { name: 'Change who is coming' }).getAttribute('href')).toBe(`/booking/${booked.uuid}`);
    await waitFor(() => expect(callsOf(DATA_KEY)).toHaveLength(2));
    const yours = await screen.findByRole('region', { name: 'Your appointments' });
    expect(within(yours).getByRole('link', { name: '(510) 555-0111' }).getAttribute('href')).toBe('tel:+15105550111');

    fireEvent.click(button('Book another appointment'));
    expect(screen.getByRole('heading', { name: 'Book a new appointment' })).toBeTruthy();
    expect(checkbox(/Maria Lopez/).disabled).toBe(true);
  });

  it('says a taken slot is not available, closes the card and reloads the times', async () => {
    const refreshed = offices();
    refreshed.Fremont!.dates['2031-03-10'] = [slot('11:00', '11:15', false), slot('14:30', '14:45')];
    serve({
      [DATA_KEY]: [{ body: bookingData(PEOPLE) }, { body: bookingData(PEOPLE, { availability: refreshed }) }],
      [BOOK_KEY]: { status: 409, body: { error: 'SLOT_TAKEN', msg: 'This time slot is not available' } },
    });
    await chooseUpToConfirmation();
    fireEvent.click(button('Confirm Booking'));
    expect((await screen.findByRole('alert')).textContent).toBe('This time slot is not available');
    expect(screen.queryByTestId('schedule-confirmation')).toBeNull();
    await waitFor(() => expect(callsOf(DATA_KEY)).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('button', { name: '11:00 AM, Monday, March 10, 2031' })).toBeNull());
    expect(button('2:30 PM, Monday, March 10, 2031')).toBeTruthy();
    expect(radio(/Maria Lopez/).checked).toBe(true);
  });

  it('says how many people one appointment may hold, or that booking failed', async () => {
    serve({
      [DATA_KEY]: { body: bookingData(PEOPLE) },
      [BOOK_KEY]: [
        { status: 400, body: { error: 'too_many_applicants', msg: 'Maximum 3 applicants allowed per appointment', max_applicants: 3 } },
        { status: 500, body: { error: 'INTERNAL_ERROR', msg: 'boom' } },
      ],
    });
    const card = await chooseUpToConfirmation();
    fireEvent.click(button('Confirm Booking'));
    expect((await within(card).findByRole('alert')).textContent).toBe('Maximum 3 applicants allowed per appointment');
    fireEvent.click(button('Confirm Booking'));
    await waitFor(() => expect(within(card).getByRole('alert').textContent).toBe('Failed to book appointment. Please try again.'));
    expect(callsOf(DATA_KEY)).toHaveLength(1);
  });

  it('ends an expired session: back to the landing with the spec’s message', async () => {
    serve({ [DATA_KEY]: { body: bookingData(PEOPLE) }, [BOOK_KEY]: { status: 401, body: { error: 'UNAUTHORIZED', msg: 'expired' } } });
    await chooseUpToConfirmation();
    fireEvent.click(button('Confirm Booking'));
    await waitFor(() => expect(navigateMock).toHaveBeenCalledWith('/booking'));
    expect(sessionStore.getState().appMessage?.text).toBe('Your booking session has expired. Please verify your email again.');
    expect(sessionStore.getState().booking.accessToken).toBeNull();
  });
});

describe('scheduling page under 768 px', () => {
  beforeEach(() => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true, addEventListener: jest.fn(), removeEventListener: jest.fn() });
  });

  it('is a 4-step wizard whose Next waits for each step, then the confirmation', async () => {
    serve({ [DATA_KEY]: { body: bookingData(PEOPLE) } });
    await openPage();
    const steps = screen.getByRole('list', { name: 'Booking steps' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1Booking Type', '2Select People', '3Office', '4Time']);
    expect(within(steps).getByText('Booking Type').closest('li')!.getAttribute('aria-current')).toBe('step');
    expect(screen.getByText('Step 1 of 4')).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /Maria Lopez/ })).toBeNull();

    fireEvent.click(button('Next'));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Select People' }));
    expect(button('Next').disabled).toBe(true);
    fireEvent.click(radio(/Maria Lopez/));
    expect(button('Next').disabled).toBe(false);

    fireEvent.click(button('Next'));
    expect(screen.getByRole('heading', { name: 'Office' })).toBeTruthy();
    expect(button('Next').disabled).toBe(true);
    fireEvent.click(radio('Fremont'));
    fireEvent.click(button('Next'));

    expect(screen.getByRole('heading', { name: 'Time' })).toBeTruthy();
    expect(button('Next').disabled).toBe(true);
    fireEvent.click(button('11:00 AM, Monday, March 10, 2031'));
    const card = screen.getByTestId('schedule-confirmation');
    expect(card.textContent).toContain('Maria Lopez');

    fireEvent.click(within(card).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Time' })).toBeTruthy();
    fireEvent.click(button('Back'));
    fireEvent.click(button('Back'));
    expect(radio(/Maria Lopez/).checked).toBe(true);
  });
});
