import { latestNotice, noticeStore } from '@clinic/platform';
import { startI18nWith } from '@clinic/platform/src/testing/texts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TEXTS } from '../../../texts';
import { fetchMock, LEAD_UUID, renderPanel, testApplicant, testLead } from './panelTesting';
import { servePracticeSettings } from '@clinic/platform/src/testing/practiceSettings';

jest.mock('../communication/PendingFilesCommunication', () => ({ PendingFilesCommunication: () => null }));

beforeEach(() => servePracticeSettings());

beforeAll(async () => {
  await startI18nWith(TEXTS);
  (globalThis as { fetch: unknown }).fetch = fetchMock;
});

afterEach(() => {
  fetchMock.mockReset();
  noticeStore.setState({ notices: [] });
});

const message = () => latestNotice();
const UPLOAD_URL = `/api/v1/appointments/misc/leads/${LEAD_UUID}/files/`;
const MARIA = testApplicant({
  files: [{ uuid: '1d2e3f40-5a6b-4c7d-8e9f-0a1b2c3d4e5f', file_name: 'mmr-card.pdf', updated_on: '2026-01-07T20:30:00Z', meta: { uploaded_by: 'client' } }],
});
const files = () => within(screen.getByRole('region', { name: 'Applicant Files' }));
const choose = (...chosen: File[]) => fireEvent.change(files().getByLabelText('Choose files'), { target: { files: chosen } });

describe('applicant files', () => {
  it('counts and lists the applicant’s files', async () => {
    await renderPanel(testLead({ applicants: [MARIA] }));
    expect(files().getByText('1 file(s) uploaded.')).toBeTruthy();
    expect(files().getByText('mmr-card.pdf')).toBeTruthy();
    const input = files().getByLabelText('Choose files');
    expect(input.getAttribute('accept')).toBe('image/*,.pdf,.doc,.docx');
    expect(input.hasAttribute('multiple')).toBe(true);
  });

  it('uploads the chosen files tagged to the applicant, then reloads the lead', async () => {
    const { reload } = await renderPanel(testLead({ applicants: [MARIA] }), { [`POST ${UPLOAD_URL}`]: { status: 201, body: { msg: '2 file(s) uploaded.' } } });
    choose(new File(['a'], 'tdap.pdf', { type: 'application/pdf' }), new File(['b'], 'Screenshot 10.22\u202fAM.png', { type: 'image/png' }));
    expect(files().getByRole('list', { name: 'Files to upload' }).textContent).toContain('tdap.pdf');

    fireEvent.click(files().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(message()?.text).toBe('2 file(s) uploaded.'));
    const [, init] = fetchMock.mock.calls.find(([url, request]) => url === UPLOAD_URL && request.method === 'POST')!;
    const form = init.body as FormData;
    expect(JSON.parse(String(form.get('file_mappings')))).toEqual({ [MARIA.uuid]: ['tdap.pdf', 'Screenshot 10.22AM.png'] });
    expect(form.getAll('uploaded_files').map((f) => (f as File).name)).toEqual(['tdap.pdf', 'Screenshot 10.22\u202fAM.png']);
    expect(reload).toHaveBeenCalled();
    expect(files().queryByRole('list', { name: 'Files to upload' })).toBeNull();
  });

  it('names the support address when the upload fails, and keeps the chosen files', async () => {
    await renderPanel(testLead({ applicants: [MARIA] }), { [`POST ${UPLOAD_URL}`]: { status: 500 } });
    choose(new File(['a'], 'tdap.pdf', { type: 'application/pdf' }));
    fireEvent.click(files().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(message()?.text).toBe('Error while uploading the files. Please retry or drop a note to support@clinic.local'));
    expect(files().getByRole('list', { name: 'Files to upload' })).toBeTruthy();
  });

  it('drops the chosen files on Cancel', async () => {
    await renderPanel(testLead({ applicants: [MARIA] }));
    choose(new File(['a'], 'tdap.pdf', { type: 'application/pdf' }));
    fireEvent.click(files().getByRole('button', { name: 'Cancel' }));
    expect(files().queryByRole('list', { name: 'Files to upload' })).toBeNull();
    expect(fetchMock.mock.calls.filter(([, init]) => init.method === 'POST')).toEqual([]);
  });
});
