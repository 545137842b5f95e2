import { PROFANITY_ALERT, PUBLIC_MESSAGES } from '@clinic/contracts';
import { clearMessage, i18n, sessionStore } from '@clinic/platform';
import { fakeResponse } from '@clinic/platform/src/testing/fakes';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { TEXTS } from '../../texts';
import { startI18nWith } from '@clinic/platform/src/testing/texts';
import { AppointmentRequestForm } from './AppointmentRequestForm';
import { CHECKER_EMAIL_DELAY_MS, RequirementsChecker } from './RequirementsChecker';
import { DEMO_PUBLIC_SETTINGS, servePracticeSettings } from '@clinic/platform/src/testing/practiceSettings';

const fetchMock = jest.fn();

beforeEach(() => servePracticeSettings());

beforeAll(async () => {
  await startI18nWith(TEXTS);
  (globalThis as { fetch: unknown }).fetch = fetchMock;
  Element.prototype.scrollIntoView = jest.fn();
});

afterEach(async () => {
  fetchMock.mockReset();
  jest.useRealTimers();
  clearMessage();
  while (sessionStore.getState().loadingCount > 0) sessionStore.setState({ loadingCount: 0, isLoading: false });
  await act(() => i18n.changeLanguage('en'));
});

const message = () => sessionStore.getState().appMessage;
const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string | RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

/** Waits for the lazily loaded date picker, then types a date into it. */
async function typeDate(label: string | RegExp, value: string) {
  await waitFor(() => expect(field(label).readOnly).toBe(false));
  fireEvent.change(field(label), { target: { value } });
}

describe('requirements checker', () => {
  async function fillValid() {
    type('First name', 'Maria');
    type(/^Last name/, 'Lopez');
    type('E-mail', 'maria@example.com');
    type('Contact number', '(510) 555-0199');
    await typeDate('Date of birth', '01/15/1990');
  }

  it('shows the spec messages for an empty form, focuses the first invalid field and sends nothing', async () => {
    render(<RequirementsChecker />);
    fireEvent.click(screen.getByRole('button', { name: 'See Tests List' }));
    const C = PUBLIC_MESSAGES.checker;
    expect(screen.getByText(C.firstNameRequired)).toBeTruthy();
    expect(screen.getByText(C.emailRequired)).toBeTruthy();
    expect(screen.getByText(C.phoneRequired)).toBeTruthy();
    expect(screen.getByText(C.dobRequired)).toBeTruthy();
    expect(document.activeElement).toBe(field('First name'));
    expect(field('First name').getAttribute('aria-describedby')).toBe(screen.getByText(C.firstNameRequired).id);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(sessionStore.getState().isLoading).toBe(false);
  });

  it('checks the e-mail format and the 10 digits of the contact number', async () => {
    render(<RequirementsChecker />);
    type('E-mail', 'maria@example');
    type('Contact number', '51055');
    fireEvent.click(screen.getByRole('button', { name: 'See Tests List' }));
    expect(screen.getByText(PUBLIC_MESSAGES.checker.emailInvalid)).toBeTruthy();
    expect(screen.getByText(PUBLIC_MESSAGES.checker.phoneInvalid)).toBeTruthy();
    expect(field('Contact number').value).toBe('51055');
  });

  it('shows the age group once a birth date is chosen', async () => {
    render(<RequirementsChecker />);
    expect(screen.queryByTestId('checker-age-group')).toBeNull();
    const year = new Date().getFullYear() - 30;
    await typeDate('Date of birth', `01/01/${year}`);
    expect(screen.getByTestId('checker-age-group').textContent).toBe('Age group: Group 5: 25 to 44 years');
    await typeDate('Date of birth', '12/31/1956');
    expect(screen.getByTestId('checker-age-group').textContent).toBe('Age group: Group 9: born before 1957');
  });

  it('shows the results card with the loader on, then e-mails the card 200 ms later and confirms', async () => {
    fetchMock.mockResolvedValue(fakeResponse({ status: 201, body: { success: true, msg: 'sent' } }));
    render(<RequirementsChecker />);
    await fillValid();
    jest.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'See Tests List' }));

    const card = screen.getByTestId('requirements-card');
    expect(within(card).getByText('Syphilis test')).toBeTruthy();
    expect(within(card).getByText('TB test (IGRA blood test)')).toBeTruthy();
    expect(within(card).queryByText('Gonorrhea test')).toBeNull();
    expect(card.scrollIntoView).toHaveBeenCalled();
    expect(sessionStore.getState().isLoading).toBe(true);

    act(() => jest.advanceTimersByTime(CHECKER_EMAIL_DELAY_MS - 1));
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    jest.useRealTimers();
    await waitFor(() => expect(message()?.text).toBe(PUBLIC_MESSAGES.checker.success));
    expect(message()?.type).toBe('success');
    expect(sessionStore.getState().isLoading).toBe(false);

    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/notifications/customer/trigger/conversation/');
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({
      age_group: 5,
      first_name: 'Maria',
      middle_name: '',
      last_name: 'Lopez',
      contact_number: '5105550199',
      date_of_birth: '1990-01-15',
      to: 'maria@example.com',
      preferred_language: 'English',
    });
    expect(body.content).toBe(card.outerHTML);
    expect(body.content).toContain('/pre-checkout?lang=en');
  });

  it('shows the server text of a PROFANITY_ALERT, and the internal-error text for any other failure', async () => {
    fetchMock.mockResolvedValueOnce(fakeResponse({ status: 400, body: { error: PROFANITY_ALERT, msg: 'Please keep it clean.' } }));
    render(<RequirementsChecker />);
    await fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'See Tests List' }));
    await waitFor(() => expect(message()?.text).toBe('Please keep it clean.'));
    expect(message()?.type).toBe('error');
    expect(sessionStore.getState().isLoading).toBe(false);

    fetchMock.mockResolvedValueOnce(fakeResponse({ status: 400, body: { error: 'VALIDATION_ERROR', msg: 'Bad' } }));
    fireEvent.click(screen.getByRole('button', { name: 'See Tests List' }));
    await waitFor(() => expect(message()?.text).toBe(PUBLIC_MESSAGES.checker.internalError));

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    clearMessage();
    fireEvent.click(screen.getByRole('button', { name: 'See Tests List' }));
    await waitFor(() => expect(message()?.text).toBe(PUBLIC_MESSAGES.checker.internalError));
    expect(sessionStore.getState().isLoading).toBe(false);
  });

  it('speaks Arabic, with the language name sent as the preferred language', async () => {
    fetchMock.mockResolvedValue(fakeResponse({ status: 201, body: { success: true, msg: 'sent' } }));
    await act(() => i18n.changeLanguage('ar'));
    render(<RequirementsChecker />);
    type('الاسم الأول', 'Maria');
    type('البريد الإلكتروني', 'maria@example.com');
    type('رقم الاتصال', '5105550199');
    await typeDate('تاريخ الميلاد', '01/15/1990');
    fireEvent.click(screen.getByRole('button', { name: 'عرض قائمة الفحوصات' }));
    expect(within(screen.getByTestId('requirements-card')).getByText('فحص الزهري')).toBeTruthy();
    await waitFor(() => expect(message()?.text).toBe('تم إرسال جميع التفاصيل بنجاح عبر البريد الإلكتروني.'));
    expect(JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body)).preferred_language).toBe('Arabic');
  });
});

describe('appointment request form', () => {
  const A = PUBLIC_MESSAGES.appointment;
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Request an Appointment' }));

  async function fillValid() {
    type('First name', 'Ana');
    type('Last name', 'Silva');
    type('E-mail', 'ana@example.com');
    type('Phone number', '5105550100');
    await typeDate('Date of birth', '03/04/1985');
  }

  function chooseFiles(...files: File[]) {
    fireEvent.change(field(/^Documents/), { target: { files } });
  }

  it('shows the spec messages, focuses the first invalid field and sends nothing', () => {
    render(<AppointmentRequestForm />);
    submit();
    for (const text of [A.firstNameRequired, A.lastNameRequired, A.emailRequired, A.phoneRequired, A.dobRequired]) expect(screen.getByText(text)).toBeTruthy();
    expect(document.activeElement).toBe(field('First name'));
    type('E-mail', 'not-an-email');
    type('Phone number', '123');
    expect(screen.getByText(A.emailInvalid)).toBeTruthy();
    expect(screen.getByText(A.phoneInvalid)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps accepted files with remove buttons and refuses other types on the spot', () => {
    render(<AppointmentRequestForm />);
    chooseFiles(
      new File(['%PDF-1.4'], 'records.pdf', { type: 'application/pdf' }),
      new File(['x'], 'tool.exe', { type: 'application/x-msdownload' }),
      new File(['img'], 'id.png', { type: 'image/png' }),
    );
    const list = screen.getByRole('list', { name: 'Chosen files' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace('✕', '')),
    ).toEqual(['records.pdf', 'id.png']);
    expect(screen.getByText('tool.exe: only images, PDF, DOC and DOCX files can be uploaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove records.pdf' }));
    expect(within(screen.getByRole('list', { name: 'Chosen files' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('takes at most 10 files and names the ones left out', () => {
    render(<AppointmentRequestForm />);
    chooseFiles(...Array.from({ length: 11 }, (_, i) => new File(['%PDF'], `page-${i + 1}.pdf`, { type: 'application/pdf' })));
    expect(within(screen.getByRole('list', { name: 'Chosen files' })).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText('page-11.pdf: at most 10 files can be sent with one request.')).toBeTruthy();
  });

  it('sends the fields and files as multipart, then clears everything and thanks the visitor', async () => {
    fetchMock.mockResolvedValue(fakeResponse({ status: 201, body: { msg: 'ok' } }));
    render(<AppointmentRequestForm />);
    await fillValid();
    fireEvent.change(field('Preferred language'), { target: { value: 'Spanish' } });
    chooseFiles(new File(['%PDF-1.4'], 'records.pdf', { type: 'application/pdf' }), new File(['img'], 'id.png', { type: 'image/png' }));
    submit();
    expect(sessionStore.getState().isLoading).toBe(true);
    await waitFor(() => expect(message()?.text).toBe(A.success));
    expect(message()?.type).toBe('success');
    expect(sessionStore.getState().isLoading).toBe(false);

    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/appointments/');
    const form = init.body as FormData;
    expect(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
      first_name: 'Ana',
      middle_name: '',
      last_name: 'Silva',
      email: 'ana@example.com',
      phone: '5105550100',
      dob: '1985-03-04',
      preferred_language: 'Spanish',
    });
    expect(form.getAll('uploaded_files').map((f) => (f as File).name)).toEqual(['records.pdf', 'id.png']);
    expect(form.has('location')).toBe(false);
    expect(form.has('medicalInsurance')).toBe(false);

    expect(field('First name').value).toBe('');
    expect(field('E-mail').value).toBe('');
    expect(field('Preferred language').value).toBe('English');
    expect(screen.queryByRole('list', { name: 'Chosen files' })).toBeNull();
    expect(screen.queryByText(A.firstNameRequired)).toBeNull();
  });

  it.each([
    [
      'a PROFANITY_ALERT shows the server text',
      fakeResponse({ status: 400, body: { error: PROFANITY_ALERT, msg: 'Please keep it clean.' } }),
      'Please keep it clean.',
    ],
    [
      'another 400 shows the retry text with the support e-mail',
      fakeResponse({ status: 400, body: { error: 'VALIDATION_ERROR', msg: 'x' } }),
      A.otherFailure.replace('{email}', DEMO_PUBLIC_SETTINGS.support_email),
    ],
    [
      'a 500 shows the retry text with the support e-mail',
      fakeResponse({ status: 500, body: { error: 'INTERNAL', msg: 'x' } }),
      A.otherFailure.replace('{email}', DEMO_PUBLIC_SETTINGS.support_email),
    ],
    [
      '413 names the file size limit',
      fakeResponse({ status: 413, body: { error: 'PAYLOAD_TOO_LARGE', msg: 'x' } }),
      'A file is too large: each file can be at most 20 MB. Please remove it and try again.',
    ],
    [
      '415 names the accepted types',
      fakeResponse({ status: 415, body: { error: 'UNSUPPORTED_MEDIA_TYPE', msg: 'x' } }),
      'A file type is not accepted: please upload only images, PDF, DOC or DOCX files.',
    ],
  ])('on failure %s and keeps the form', async (_name, response, expected) => {
    fetchMock.mockResolvedValue(response);
    render(<AppointmentRequestForm />);
    await fillValid();
    submit();
    await waitFor(() => expect(message()?.text).toBe(expected));
    expect(message()?.type).toBe('error');
    expect(sessionStore.getState().isLoading).toBe(false);
    expect(field('First name').value).toBe('Ana');
  });

  it('on failure without a support e-mail in the settings, asks to retry and names no address', async () => {
    await servePracticeSettings({ ...DEMO_PUBLIC_SETTINGS, support_email: '' });
    fetchMock.mockResolvedValue(fakeResponse({ status: 500, body: { error: 'INTERNAL', msg: 'x' } }));
    render(<AppointmentRequestForm />);
    await fillValid();
    submit();
    await waitFor(() => expect(message()?.text).toBe('Some error while regsitering the appointment. Please retry.'));
  });

  it('a network failure shows the unexpected-error text', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    render(<AppointmentRequestForm />);
    await fillValid();
    submit();
    await waitFor(() => expect(message()?.text).toBe(A.exception));
    expect(sessionStore.getState().isLoading).toBe(false);
  });
});
