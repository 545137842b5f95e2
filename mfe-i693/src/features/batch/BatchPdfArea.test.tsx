import { BATCH_PDF_MESSAGES, type BatchPdfStatus, type BatchPdfTask, type I693Application } from '@clinic/contracts';
import { ApiRequestError, clearToken, latestNotice, noticeStore, setToken } from '@clinic/platform';
import { staffToken } from '@clinic/platform/src/testing/fakes';
import { startI18nWith } from '@clinic/platform/src/testing/texts';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import * as staffApi from '../applications/api';
import { TEXTS } from '../../texts';
import staffTexts from '../../texts/staff/en';
import { ApplicationsScreen } from '../applications/ApplicationsScreen';
import { testApplication } from '../applications/testApplication';
import * as batchApi from './api';
import { BatchPdfArea } from './BatchPdfArea';

jest.mock('./api');
jest.mock('../applications/api');
const apiMock = batchApi as jest.Mocked<typeof batchApi>;
const staffApiMock = staffApi as jest.Mocked<typeof staffApi>;

const withAppointment = (uuid: string, first_name: string, office: string | null, date: string | null): I693Application =>
  testApplication({ uuid, first_name, meta: { ...testApplication().meta, appointment_office: office, appointment_date: date } });

const ANA = withAppointment('a0000000-0000-4000-8000-000000000001', 'Ana', null, null);
const JOSE = withAppointment('a0000000-0000-4000-8000-000000000002', 'Jose', 'fremont', null);
const MARIA = withAppointment('a0000000-0000-4000-8000-000000000003', 'Maria', 'fremont', '2026-04-20');
const SARA = withAppointment('a0000000-0000-4000-8000-000000000004', 'Sara', 'fremont', '2026-04-20');
const OMAR = withAppointment('a0000000-0000-4000-8000-000000000005', 'Omar', 'oakland', '2026-04-21');

function task(status: BatchPdfStatus, progress: Partial<BatchPdfTask['progress']> = {}, rest: Partial<BatchPdfTask> = {}): BatchPdfTask {
  const p = { completed: 0, total: 2, successful: 0, failed: 0, upload_progress: 0, ...progress };
  return {
    task_id: 'task-1',
    status,
    progress: p,
    result: status === 'completed' ? { stats: { successful: p.successful, failed: p.failed }, folder_link: '/api/v1/downloads/zip-token/' } : null,
    error: null,
    ...rest,
  };
}

let downloads: string[] = [];
const onFinished = jest.fn();

beforeAll(async () => {
  await startI18nWith(TEXTS);
});

beforeEach(() => {
  setToken(staffToken({ s: true }));
  downloads = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.getAttribute('href') ?? '');
  });
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  jest.resetAllMocks();
  noticeStore.setState({ notices: [] });
  clearToken();
});

const message = () => latestNotice();
const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

function Harness({ applications, initiallySelected }: { applications: I693Application[]; initiallySelected: I693Application[] }) {
  const [selected, setSelected] = useState(new Set(initiallySelected.map((a) => a.uuid)));
  return <BatchPdfArea applications={applications} selected={selected} onClearSelection={() => setSelected(new Set())} onFinished={onFinished} />;
}

function renderArea(selected: I693Application[], applications: I693Application[] = selected) {
  render(<Harness applications={applications} initiallySelected={selected} />);
}

const dialog = () => within(screen.getByRole('dialog', { name: 'Generate Batch PDFs' }));
const generateButton = () => dialog().getByRole('button', { name: 'Generate' }) as HTMLButtonElement;
const widget = () => within(screen.getByRole('complementary', { name: 'Batch PDF' }));

async function openDialogAndGenerate(choice?: { office: string; date: string }, force = false) {
  fireEvent.click(screen.getByRole('button', { name: 'Generate Batch PDFs' }));
  if (choice) {
    fireEvent.change(dialog().getByRole('combobox', { name: 'Office' }), { target: { value: choice.office } });
    fireEvent.change(dialog().getByLabelText('Appointment date'), { target: { value: choice.date } });
  }
  if (force) fireEvent.click(dialog().getByRole('checkbox', { name: 'Force regenerate' }));
  fireEvent.click(generateButton());
  await advance(0);
}

describe('the selection bar', () => {
  it('appears once rows are ticked on the list, with the count, and goes with Clear selection', async () => {
    jest.useRealTimers();
    staffApiMock.fetchApplications.mockResolvedValue({ count: 2, next: null, previous: null, results: [ANA, MARIA] });
    render(<ApplicationsScreen />);
    await screen.findByText('Ana Lopez');
    expect(screen.queryByRole('region', { name: 'Selected applications' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all applications on this page' }));
    const bar = within(screen.getByRole('region', { name: 'Selected applications' }));
    expect(bar.getByText('2 applications selected')).toBeTruthy();
    fireEvent.click(bar.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('region', { name: 'Selected applications' })).toBeNull();
  });

  it('appears for external staff too, without generating: batch PDFs are for internal staff', () => {
    setToken(staffToken({ s: true, g: 'ext_staff' }));
    renderArea([ANA]);
    const bar = within(screen.getByRole('region', { name: 'Selected applications' }));
    expect(bar.getByText('1 application selected')).toBeTruthy();
    expect(bar.getByRole('button', { name: 'Generate Batch PDFs' })).toHaveProperty('disabled', true);
    expect(bar.getByText('Batch PDFs are generated by internal staff only.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the Generate Batch PDFs dialog', () => {
  it("keeps Generate disabled with 'Please select both office and appointment date' until both are chosen", () => {
    renderArea([ANA, JOSE]);
    fireEvent.click(screen.getByRole('button', { name: 'Generate Batch PDFs' }));
    expect(dialog().getByText('The I-693 PDFs of 2 applications are generated and zipped for download.')).toBeTruthy();
    expect(generateButton().disabled).toBe(true);
    expect(dialog().getByText(BATCH_PDF_MESSAGES.selectOfficeAndDate)).toBeTruthy();
    const offices = dialog().getByRole('combobox', { name: 'Office' }) as HTMLSelectElement;
    expect(Array.from(offices.options).map((o) => o.text)).toEqual([
      'Choose office',
      'Dublin',
      'Fremont',
      'Hayward',
      'Modesto',
      'Newark',
      'Oakland',
      'Redwood City',
      'Santa Clara',
      'Stockton',
      'Tracy',
    ]);

    fireEvent.change(offices, { target: { value: 'hayward' } });
    expect(generateButton().disabled).toBe(true);
    fireEvent.change(dialog().getByLabelText('Appointment date'), { target: { value: '2026-05-04' } });
    expect(generateButton().disabled).toBe(false);
    expect(dialog().queryByText(BATCH_PDF_MESSAGES.selectOfficeAndDate)).toBeNull();
    fireEvent.change(offices, { target: { value: '' } });
    expect(generateButton().disabled).toBe(true);

    fireEvent.click(dialog().getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(apiMock.startBatchPdf).not.toHaveBeenCalled();
  });

  it('says how the selection splits for smart batching', () => {
    renderArea([ANA, MARIA, SARA, OMAR]);
    fireEvent.click(screen.getByRole('button', { name: 'Generate Batch PDFs' }));
    expect(dialog().getByText(BATCH_PDF_MESSAGES.smartSplit(3, 1))).toBeTruthy();
    expect(dialog().getByRole('group', { name: 'Office and appointment date for the 1 application without them' })).toBeTruthy();
  });

  it('needs no choice when every selected application has its office and date', () => {
    renderArea([MARIA, OMAR]);
    fireEvent.click(screen.getByRole('button', { name: 'Generate Batch PDFs' }));
    expect(dialog().getByText('Each application is processed for its own office and appointment date.')).toBeTruthy();
    expect(dialog().queryByRole('combobox', { name: 'Office' })).toBeNull();
    expect(generateButton().disabled).toBe(false);
  });
});

describe('one batch', () => {
  it('starts it, follows it every 3 s while processing and 5 s otherwise, downloads the zip, sums it up and resets 5 s later', async () => {
    apiMock.startBatchPdf.mockResolvedValue({ task_id: 'task-1' });
    renderArea([ANA, JOSE]);
    apiMock.fetchBatchPdfTask.mockResolvedValueOnce(task('starting'));
    await openDialogAndGenerate({ office: 'hayward', date: '2026-05-04' }, true);

    expect(apiMock.startBatchPdf).toHaveBeenCalledWith({
      application_uuids: [ANA.uuid, JOSE.uuid],
      office: 'hayward',
      appointment_date: '05/04/2026',
      force_regenerate: true,
    });
    expect(message()).toMatchObject({ text: BATCH_PDF_MESSAGES.started(2), type: 'success' });
    expect(screen.queryByRole('dialog', { name: 'Generate Batch PDFs' })).toBeNull();
    expect(widget().getByText('Hayward · 05/04/2026')).toBeTruthy();
    expect(widget().getByText('Starting…')).toBeTruthy();
    expect(apiMock.fetchBatchPdfTask).toHaveBeenCalledTimes(1);

    // starting: the next poll 5 s later.
    apiMock.fetchBatchPdfTask.mockResolvedValueOnce(task('processing', { completed: 1, successful: 1 }));
    await advance(4_999);
    expect(apiMock.fetchBatchPdfTask).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(apiMock.fetchBatchPdfTask).toHaveBeenCalledTimes(2);
    expect(widget().getByText('Generating PDFs…')).toBeTruthy();
    expect(widget().getByRole('progressbar', { name: 'PDFs of Hayward · 05/04/2026' }).getAttribute('aria-valuenow')).toBe('1');
    expect(widget().getByText('1 of 2 done · 0 failed')).toBeTruthy();
    expect(screen.getByText('Batch PDF: 1 of 2 applications done').getAttribute('aria-live')).toBe('polite');

    // processing: 3 s.
    apiMock.fetchBatchPdfTask.mockResolvedValueOnce(task('creating_zip', { completed: 2, successful: 2, upload_progress: 45 }));
    await advance(2_999);
    expect(apiMock.fetchBatchPdfTask).toHaveBeenCalledTimes(2);
    await advance(1);
    expect(widget().getByText('Creating the zip…')).toBeTruthy();
    expect(widget().getByText('Zip 45%')).toBeTruthy();

    apiMock.fetchBatchPdfTask.mockResolvedValueOnce(task('completed', { completed: 2, successful: 2, upload_progress: 100 }));
    await advance(3_000);
    expect(apiMock.fetchBatchPdfTask).toHaveBeenCalledTimes(4);
    expect(widget().getByText('Completed')).toBeTruthy();
    expect(widget().getByRole('link', { name: 'Download the ZIP of Hayward · 05/04/2026' }).getAttribute('href')).toBe('/api/v1/downloads/zip-token/');
    expect(downloads).toEqual(['/api/v1/downloads/zip-token/']);
    expect(message()).toMatchObject({ text: 'Hayward · 05/04/2026: 2 PDFs generated, 0 failed.', type: 'success' });
    expect(onFinished).toHaveBeenCalledTimes(1);

    await advance(30_000);
    expect(apiMock.fetchBatchPdfTask).toHaveBeenCalledTimes(4);
    expect(screen.queryByRole('complementary', { name: 'Batch PDF' })).toBeNull();
    // The selection stays for another run.
    expect(screen.getByRole('region', { name: 'Selected applications' })).toBeTruthy();
  });

  it('keeps the finished widget while the pointer is on it, and resets 5 s after it leaves', async () => {
    apiMock.startBatchPdf.mockResolvedValue({ task_id: 'task-1' });
    apiMock.fetchBatchPdfTask.mockResolvedValue(task('completed', { completed: 2, successful: 2, upload_progress: 100 }));
    renderArea([ANA]);
    await openDialogAndGenerate({ office: 'tracy', date: '2026-05-04' });
    fireEvent.mouseEnter(screen.getByRole('complementary', { name: 'Batch PDF' }));
    await advance(20_000);
    expect(widget().getByRole('link', { name: /Download the ZIP/ })).toBeTruthy();
    fireEvent.mouseLeave(screen.getByRole('complementary', { name: 'Batch PDF' }));
    await advance(4_900);
    expect(screen.getByRole('complementary', { name: 'Batch PDF' })).toBeTruthy();
    await advance(100);
    expect(screen.queryByRole('complementary', { name: 'Batch PDF' })).toBeNull();
  });

  it('minimizes to a pill and restores from it with the keyboard focus following', async () => {
    apiMock.startBatchPdf.mockResolvedValue({ task_id: 'task-1' });
    apiMock.fetchBatchPdfTask.mockResolvedValue(task('processing', { completed: 3, total: 20, successful: 3 }));
    renderArea([ANA]);
    await openDialogAndGenerate({ office: 'tracy', date: '2026-05-04' });
    fireEvent.click(widget().getByRole('button', { name: 'Minimize the Batch PDF progress' }));
    const restore = widget().getByRole('button', { name: 'Show the Batch PDF progress' });
    expect(restore.textContent).toContain('Batch PDF 3/20');
    expect(restore.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(restore);
    expect(widget().queryByText('Generating PDFs…')).toBeNull();
    fireEvent.click(restore);
    expect(widget().getByText('Generating PDFs…')).toBeTruthy();
    expect(document.activeElement).toBe(widget().getByRole('button', { name: 'Minimize the Batch PDF progress' }));
  });

  it("shows 'Failed to start batch PDF generation. Please try again.', the server's refusal, or 'Invalid response from server (no task id)'", async () => {
    apiMock.startBatchPdf.mockRejectedValueOnce(new ApiRequestError(0, { error: 'NETWORK_ERROR', msg: 'offline' }));
    renderArea([ANA]);
    await openDialogAndGenerate({ office: 'tracy', date: '2026-05-04' });
    expect(message()).toMatchObject({ text: BATCH_PDF_MESSAGES.startFailed, type: 'error' });
    expect(screen.queryByRole('complementary', { name: 'Batch PDF' })).toBeNull();

    apiMock.startBatchPdf.mockRejectedValueOnce(
      new ApiRequestError(400, { error: 'VALIDATION_ERROR', msg: 'One selected application no longer exists. Refresh the list and select again.' }),
    );
    await openDialogAndGenerate({ office: 'tracy', date: '2026-05-04' });
    expect(message()).toMatchObject({ text: 'One selected application no longer exists. Refresh the list and select again.', type: 'error' });

    apiMock.startBatchPdf.mockResolvedValueOnce({} as never);
    await openDialogAndGenerate({ office: 'tracy', date: '2026-05-04' });
    expect(message()).toMatchObject({ text: BATCH_PDF_MESSAGES.noTaskId, type: 'error' });
    expect(apiMock.fetchBatchPdfTask).not.toHaveBeenCalled();
  });

  it('retries a failed poll after 5 s and gives up after too many failures in a row', async () => {
    apiMock.startBatchPdf.mockResolvedValue({ task_id: 'task-1' });
    apiMock.fetchBatchPdfTask.mockRejectedValue(new ApiRequestError(0, { error: 'NETWORK_ERROR', msg: 'offline' }));
    renderArea([ANA]);
    await openDialogAndGenerate({ office: 'tracy', date: '2026-05-04' });
    expect(apiMock.fetchBatchPdfTask).toHaveBeenCalledTimes(1);
    await advance(4_999);
    expect(apiMock.fetchBatchPdfTask).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(apiMock.fetchBatchPdfTask).toHaveBeenCalledTimes(2);
    await advance(15_000);
    expect(apiMock.fetchBatchPdfTask).toHaveBeenCalledTimes(5);
    expect(message()).toMatchObject({ text: BATCH_PDF_MESSAGES.pollingFailed, type: 'error' });
    expect(widget().getByText('Status unknown')).toBeTruthy();
    await advance(60_000);
    expect(apiMock.fetchBatchPdfTask).toHaveBeenCalledTimes(5);
  });

  it('stops after 120 polls with the 10-minute warning', async () => {
    apiMock.startBatchPdf.mockResolvedValue({ task_id: 'task-1' });
    apiMock.fetchBatchPdfTask.mockResolvedValue(task('processing', { completed: 1 }));
    renderArea([ANA]);
    await openDialogAndGenerate({ office: 'tracy', date: '2026-05-04' });
    await advance(119 * 3_000 - 1);
    expect(apiMock.fetchBatchPdfTask).toHaveBeenCalledTimes(119);
    expect(message()?.text).toBe(BATCH_PDF_MESSAGES.started(1));
    await advance(1);
    expect(apiMock.fetchBatchPdfTask).toHaveBeenCalledTimes(120);
    expect(message()).toMatchObject({ text: staffTexts.batch.messages.timeout, type: 'warning' });
    expect(widget().getByText('Still running: check manually')).toBeTruthy();
    await advance(60_000);
    expect(apiMock.fetchBatchPdfTask).toHaveBeenCalledTimes(120);
  });
});

describe('smart batching', () => {
  it('starts one batch per office and date, the rest with the chosen ones, follows each and sums up successes and failures', async () => {
    const started: Record<string, string> = { fremont: 'task-fremont', oakland: 'task-oakland', dublin: 'task-dublin' };
    apiMock.startBatchPdf.mockImplementation(async (body) => ({ task_id: started[body.office as string]! }));
    apiMock.fetchBatchPdfTask.mockImplementation(async (taskId) => {
      if (taskId === 'task-fremont') return task('completed', { completed: 2, total: 2, successful: 2 }, { task_id: taskId });
      if (taskId === 'task-oakland')
        return task('failed', { completed: 1, total: 1, failed: 1 }, { task_id: taskId, error: 'None of the PDFs could be generated.' });
      return task('processing', { completed: 0, total: 2 }, { task_id: taskId });
    });
    renderArea([ANA, MARIA, OMAR, SARA, JOSE]);
    await openDialogAndGenerate({ office: 'dublin', date: '2026-05-06' });

    expect(apiMock.startBatchPdf.mock.calls.map(([body]) => body)).toEqual([
      { application_uuids: [MARIA.uuid, SARA.uuid], office: 'fremont', appointment_date: '04/20/2026', force_regenerate: false },
      { application_uuids: [OMAR.uuid], office: 'oakland', appointment_date: '04/21/2026', force_regenerate: false },
      { application_uuids: [ANA.uuid, JOSE.uuid], office: 'dublin', appointment_date: '05/06/2026', force_regenerate: false },
    ]);
    expect(message()?.text).toBe(BATCH_PDF_MESSAGES.smartStarting(3));
    expect(widget().getAllByRole('listitem')).toHaveLength(3);
    expect(onFinished).not.toHaveBeenCalled();
    expect(widget().getByText('Dublin · 05/06/2026')).toBeTruthy();

    apiMock.fetchBatchPdfTask.mockImplementation(async (taskId) =>
      task('completed', { completed: 2, total: 2, successful: 1, failed: 1 }, { task_id: taskId }),
    );
    await advance(3_000);
    expect(onFinished).toHaveBeenCalledTimes(1);
    expect(message()).toMatchObject({
      type: 'warning',
      text: [
        'Batch PDFs finished: 2 of 3 batches succeeded.',
        'Fremont · 04/20/2026: 2 PDFs generated, 0 failed.',
        'Oakland · 04/21/2026: batch PDF generation failed. None of the PDFs could be generated.',
        'Dublin · 05/06/2026: 1 PDFs generated, 1 failed.',
      ].join('\n'),
    });
    expect(downloads).toHaveLength(2);
    await advance(5_000);
    expect(screen.queryByRole('complementary', { name: 'Batch PDF' })).toBeNull();
  });

  it("says 'Failed to start smart batch PDF generation. Please try again.' when no batch starts, and lists one that did not start", async () => {
    apiMock.startBatchPdf.mockRejectedValue(new ApiRequestError(503, { error: 'SERVICE_UNAVAILABLE', msg: 'down' }));
    renderArea([MARIA, OMAR]);
    await openDialogAndGenerate();
    expect(message()).toMatchObject({ text: BATCH_PDF_MESSAGES.smartStartFailed, type: 'error' });
    expect(screen.queryByRole('complementary', { name: 'Batch PDF' })).toBeNull();

    apiMock.startBatchPdf.mockImplementation(async (body) => {
      if (body.office === 'oakland') throw new ApiRequestError(503, { error: 'SERVICE_UNAVAILABLE', msg: 'down' });
      return { task_id: 'task-fremont' };
    });
    apiMock.fetchBatchPdfTask.mockResolvedValue(task('completed', { completed: 1, total: 1, successful: 1 }, { task_id: 'task-fremont' }));
    await openDialogAndGenerate();
    expect(message()?.text).toBe(
      [
        'Batch PDFs finished: 1 of 2 batches succeeded.',
        'Fremont · 04/20/2026: 1 PDFs generated, 0 failed.',
        `Oakland · 04/21/2026: not started. ${BATCH_PDF_MESSAGES.smartStartFailed}`,
      ].join('\n'),
    );
  });
});

describe('texts', () => {
  it('word the counted messages as the spec does', () => {
    const { messages, dialog: dialogTexts } = staffTexts.batch;
    expect(messages.started.replace('{{count}}', '7')).toBe(BATCH_PDF_MESSAGES.started(7));
    expect(messages.smartStarting.replace('{{count}}', '3')).toBe(BATCH_PDF_MESSAGES.smartStarting(3));
    expect(dialogTexts.smartSplit.replace('{{auto}}', '4').replace('{{manual}}', '2')).toBe(BATCH_PDF_MESSAGES.smartSplit(4, 2));
  });
});
