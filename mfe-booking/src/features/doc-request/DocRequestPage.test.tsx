import { DOCUMENT_REQUEST_MESSAGES as M } from '@clinic/contracts';
import { i18n } from '@clinic/platform';
import { fakeJwt, fakeResponse, type FakeResponseInit } from '@clinic/platform/src/testing/fakes';
import { startI18nWith } from '@clinic/platform/src/testing/texts';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { DocRequestPage } from '../../pages/DocRequestPage';
import { TEXTS } from '../../texts';
import { DOC_ACCESS_TOKEN_KEY } from './tokenStorage';
import { DEMO_PUBLIC_SETTINGS, servePracticeSettings } from '@clinic/platform/src/testing/practiceSettings';

const REQUEST_ID = '5b1c1a52-8c43-4c4e-9a57-0b7a2f1d6e10';
const LINK = `/api/v1/appointments/request/docs/link/${REQUEST_ID}`;
const ANA = '0d8f4a8e-0000-4000-8000-00000000000a';
const BEN = '0d8f4a8e-0000-4000-8000-00000000000b';
const docToken = (expiresInSeconds = 3600) => fakeJwt({ sub: REQUEST_ID, exp: Math.floor(Date.now() / 1000) + expiresInSeconds });

const INFO = {
  data: {
    applicants: [
      {
        uuid: ANA,
        first_name: 'Ana',
        middle_name: 'Maria',
        last_name: 'Silva',
        current_checklist: {
          vaccines: [{ name: 'Hepatitis B', description: 'Three doses' }],
          lab_tests: [{ name: 'Quantiferon TB Gold', description: 'Blood test for tuberculosis' }],
        },
      },
      { uuid: BEN, first_name: 'Ben', middle_name: '', last_name: 'Silva', current_checklist: { vaccines: [], lab_tests: [] } },
    ],
  },
};

const fetchMock = jest.fn();

/** Answers by "METHOD /path after the request link"; a list is answered in turn, its last answer repeated. */
function serve(replies: Record<string, FakeResponseInit | FakeResponseInit[]>) {
  fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
    const key = `${init.method} ${url.replace(LINK, '')}`;
    const reply = replies[key];
    if (!reply) throw new Error(`unexpected call ${key}`);
    return fakeResponse(Array.isArray(reply) ? (reply.length > 1 ? reply.shift()! : reply[0]!) : reply);
  });
}

const calls = (key: string) =>
  (fetchMock.mock.calls as Array<[string, RequestInit]>).filter(([url, init]) => `${init.method} ${url.replace(LINK, '')}` === key).map(([, init]) => init);
const bearerOf = (init: RequestInit) => (init.headers as Record<string, string>).Authorization;
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const storeToken = (token: string) => localStorage.setItem(DOC_ACCESS_TOKEN_KEY, JSON.stringify({ requestId: REQUEST_ID, token }));
const choose = (label: string, files: File[]) => fireEvent.change(screen.getByLabelText(label), { target: { files } });
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

function openPage() {
  window.history.pushState({}, '', `/appointments/doc/request/${REQUEST_ID}`);
  return render(<DocRequestPage titleKey="docRequest" />);
}

async function reachVerifyStep() {
  openPage();
  fireEvent.click(button('Send me a code'));
  await screen.findByLabelText('6-digit code');
}

const SUPPORT_EMAIL = DEMO_PUBLIC_SETTINGS.support_email;

beforeEach(() => servePracticeSettings());

beforeAll(async () => {
  await startI18nWith(TEXTS);
  (globalThis as { fetch: unknown }).fetch = fetchMock;
});

afterEach(async () => {
  fetchMock.mockReset();
  localStorage.clear();
  await act(() => i18n.changeLanguage('en'));
});

describe('document request page', () => {
  it('asks for a code first, then shows what the server says about it', async () => {
    serve({ 'GET /token': { body: { msg: M.codeSent, message_code: 'DOCUMENT_CODE_SENT' } } });
    openPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Document Request');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Get your access code');
    expect(screen.getByText(/we will e-mail a 6-digit code to the address this request was sent to/)).toBeTruthy();
    fireEvent.click(button('Send me a code'));
    expect(await screen.findByText(M.codeSent)).toBeTruthy();
    const code = screen.getByLabelText('6-digit code') as HTMLInputElement;
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(calls('GET /token')).toHaveLength(1);
  });

  it('says so when too many codes were asked for', async () => {
    serve({ 'GET /token': { status: 429, body: { error: 'RATE_LIMITED', msg: 'Too many requests. Please try again later.' } } });
    openPage();
    fireEvent.click(button('Send me a code'));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests. Please try again later.');
    expect(screen.queryByLabelText('6-digit code')).toBeNull();
  });

  it('keeps digits only, asks for all six, and shows "Please regenerate OTP" for a wrong code; a new code can be asked for', async () => {
    serve({
      'GET /token': { body: { msg: M.codeSent, message_code: 'DOCUMENT_CODE_SENT' } },
      'POST /token/verify/': { status: 400, body: { error: 'INVALID_CODE', msg: M.wrongCode } },
    });
    await reachVerifyStep();
    const code = screen.getByLabelText('6-digit code') as HTMLInputElement;
    fireEvent.change(code, { target: { value: '12a3' } });
    expect(code.value).toBe('123');
    fireEvent.click(button('Verify code'));
    expect(screen.getByText('Enter the 6-digit code.')).toBeTruthy();
    expect(calls('POST /token/verify/')).toHaveLength(0);

    fireEvent.change(code, { target: { value: '1234567' } });
    expect(code.value).toBe('123456');
    fireEvent.click(button('Verify code'));
    expect(await screen.findByText('Please regenerate OTP')).toBeTruthy();
    expect(JSON.parse(calls('POST /token/verify/')[0]!.body as string)).toEqual({ token: '123456' });
    expect(localStorage.getItem(DOC_ACCESS_TOKEN_KEY)).toBeNull();

    fireEvent.click(button('Send a new code'));
    await waitFor(() => expect(screen.queryByText('Please regenerate OTP')).toBeNull());
    expect(calls('GET /token')).toHaveLength(2);
    expect(code.value).toBe('');
  });

  it('stores the document token of a right code and shows each applicant with what is missing', async () => {
    const token = docToken();
    serve({
      'GET /token': { body: { msg: M.codeSent, message_code: 'DOCUMENT_CODE_SENT' } },
      'POST /token/verify/': { body: { data: { token } } },
      'GET /info': { body: INFO },
    });
    await reachVerifyStep();
    fireEvent.change(screen.getByLabelText('6-digit code'), { target: { value: '654321' } });
    fireEvent.click(button('Verify code'));

    const ana = (await screen.findByRole('heading', { name: 'Ana Maria Silva' })).closest('article')!;
    expect(JSON.parse(localStorage.getItem(DOC_ACCESS_TOKEN_KEY)!)).toEqual({ requestId: REQUEST_ID, token });
    expect(bearerOf(calls('GET /info')[0]!)).toBe(`Bearer ${token}`);
    expect(within(ana).getByText('Vaccine records still needed')).toBeTruthy();
    expect(within(ana).getByText('Hepatitis B').closest('li')!.textContent).toBe('Hepatitis B: Three doses');
    expect(within(ana).getByText('Lab test results still needed')).toBeTruthy();
    expect(within(ana).getByText('Quantiferon TB Gold').closest('li')!.textContent).toBe('Quantiferon TB Gold: Blood test for tuberculosis');
    const ben = screen.getByRole('heading', { name: 'Ben Silva' }).closest('article')!;
    expect(within(ben).getByText(/Nothing is missing for this person/)).toBeTruthy();
    const input = screen.getByLabelText('Files for Ana Maria Silva') as HTMLInputElement;
    expect(input.multiple).toBe(true);
    expect(input.accept).toBe('image/*,.pdf,.doc,.docx');
    expect((button('Send Details') as HTMLButtonElement).disabled).toBe(true);
  });

  it('sends each applicant\u2019s files with their file_mappings and shows the success text', async () => {
    const token = docToken();
    storeToken(token);
    serve({ 'GET /info': { body: INFO }, 'POST /files/': { status: 201, body: { msg: M.uploaded, message_code: 'DOCUMENTS_UPLOADED' } } });
    openPage();
    await screen.findByRole('heading', { name: 'Ana Maria Silva' });
    expect(calls('GET /token')).toHaveLength(0);

    choose('Files for Ana Maria Silva', [pdf('Screenshot 2024-05-01 at 10.00.00\u202fAM.pdf'), pdf('image.jpg'), pdf('unwanted.pdf')]);
    choose('Files for Ben Silva', [pdf('image.jpg')]);
    const anaFiles = screen.getByRole('list', { name: 'Files chosen for Ana Maria Silva' });
    expect(within(anaFiles).getAllByRole('listitem')).toHaveLength(3);
    fireEvent.click(button('Remove unwanted.pdf'));
    expect(within(anaFiles).queryByText('unwanted.pdf')).toBeNull();

    fireEvent.click(button('Send Details'));
    expect(await screen.findByText('Files were successfully uploaded. We will get back to you once we process them.')).toBeTruthy();
    const [sent] = calls('POST /files/');
    expect(bearerOf(sent!)).toBe(`Bearer ${token}`);
    const form = sent!.body as FormData;
    expect(JSON.parse(form.get('file_mappings') as string)).toEqual({
      [ANA]: ['Screenshot 2024-05-01 at 10.00.00AM.pdf', 'image.jpg'],
      [BEN]: ['image (2).jpg'],
    });
    expect((form.getAll('uploaded_files') as File[]).map((f) => f.name)).toEqual(['Screenshot 2024-05-01 at 10.00.00AM.pdf', 'image.jpg', 'image (2).jpg']);
    expect(screen.queryByRole('list', { name: /Files chosen for/ })).toBeNull();
    expect((button('Send Details') as HTMLButtonElement).disabled).toBe(true);
  });

  it("says the server's texts in its own words by their codes, not by their English", async () => {
    serve({ 'GET /token': { body: { msg: 'Words the page does not match.', message_code: 'DOCUMENT_CODE_SENT' } } });
    await reachVerifyStep();
    expect(screen.getByText(M.codeSent)).toBeTruthy();
    expect(screen.queryByText('Words the page does not match.')).toBeNull();

    fetchMock.mockReset();
    storeToken(docToken());
    serve({
      'GET /info': { body: INFO },
      'POST /files/': [
        { status: 400, body: { error: 'UNMAPPED_FILE', msg: 'Other words.' } },
        { status: 400, body: { error: 'NO_FILES', msg: 'Other words.' } },
      ],
    });
    openPage();
    await screen.findAllByRole('heading', { name: 'Ben Silva' });
    choose('Files for Ben Silva', [pdf('card.pdf')]);
    fireEvent.click(button('Send Details'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(M.unmappedFile));
    fireEvent.click(button('Send Details'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(M.noFiles));
  });

  it('shows the server text for refused files and the retry text otherwise', async () => {
    storeToken(docToken());
    const refused = `notes.txt: Only images (PNG, JPEG, GIF, WEBP, HEIC), PDF, DOC and DOCX files can be uploaded.`;
    serve({
      'GET /info': { body: INFO },
      'POST /files/': [
        { status: 415, body: { error: 'UNSUPPORTED_MEDIA_TYPE', msg: refused } },
        { status: 500, body: { error: 'INTERNAL_ERROR', msg: 'x' } },
      ],
    });
    openPage();
    await screen.findByRole('heading', { name: 'Ben Silva' });
    choose('Files for Ben Silva', [pdf('notes.txt')]);
    fireEvent.click(button('Send Details'));
    expect((await screen.findByRole('alert')).textContent).toBe(refused);
    fireEvent.click(button('Send Details'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(`Error while uploading the files. Please retry or drop a note to ${SUPPORT_EMAIL}`));
    expect(screen.getByText('notes.txt')).toBeTruthy();
  });

  it('goes back to the first step when the document token is refused, and forgets it', async () => {
    storeToken(docToken());
    serve({ 'GET /info': { status: 401, body: { error: 'TOKEN_EXPIRED', msg: 'Expired.' } } });
    openPage();
    expect(await screen.findByText('Your access to this page has expired. Please request a new code.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Get your access code');
    expect(button('Send me a code')).toBeTruthy();
    expect(localStorage.getItem(DOC_ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('locks the choice and shows progress while the files are being sent', async () => {
    storeToken(docToken());
    let answer: (response: Response) => void = () => {};
    serve({ 'GET /info': { body: INFO } });
    openPage();
    await screen.findByRole('heading', { name: 'Ben Silva' });
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    choose('Files for Ben Silva', [pdf('record.pdf')]);
    fireEvent.click(button('Send Details'));
    expect((button('Send Details') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Sending your files…')).toBeTruthy();
    expect((screen.getByLabelText('Files for Ben Silva') as HTMLInputElement).disabled).toBe(true);
    expect((button('Remove record.pdf') as HTMLButtonElement).disabled).toBe(true);
    await act(async () => answer(fakeResponse({ status: 201, body: { msg: M.uploaded, message_code: 'DOCUMENTS_UPLOADED' } })));
    expect(screen.getByText(M.uploaded)).toBeTruthy();
    expect(screen.queryByText('Sending your files…')).toBeNull();
  });

  it('drops an expired stored token and asks for a new code', () => {
    storeToken(docToken(-60));
    openPage();
    expect(screen.getByText('Your access to this page has expired. Please request a new code.')).toBeTruthy();
    expect(localStorage.getItem(DOC_ACCESS_TOKEN_KEY)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for a code again when the stored token opens another request', () => {
    localStorage.setItem(DOC_ACCESS_TOKEN_KEY, JSON.stringify({ requestId: 'another', token: docToken() }));
    openPage();
    expect(button('Send me a code')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('speaks Arabic', async () => {
    await act(() => i18n.changeLanguage('ar'));
    openPage();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('احصل على رمز الوصول الخاص بك');
    expect(button('أرسل لي رمزًا')).toBeTruthy();
  });
});
