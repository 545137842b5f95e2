import { I693_EXPORT_MESSAGES, type I693ExportColumn } from '@clinic/contracts';
import { clearToken, latestNotice, noticeStore, setToken } from '@clinic/platform';
import { staffToken } from '@clinic/platform/src/testing/fakes';
import { startI18nWith } from '@clinic/platform/src/testing/texts';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import * as staffApi from '../applications/api';
import { TEXTS } from '../../texts';
import { ApplicationsScreen } from '../applications/ApplicationsScreen';
import { DEFAULT_FILTERS } from '../applications/listFilters';
import { testApplication } from '../applications/testApplication';
import { ExportDataButton } from './ExportDataButton';

jest.mock('../applications/api');
const staffApiMock = staffApi as jest.Mocked<typeof staffApi>;

const COLUMNS: I693ExportColumn[] = [
  { key: 'first_name', label: 'First Name', default: true },
  { key: 'last_name', label: 'Last Name', default: true },
  { key: 'photo_id', label: 'Photo ID Number', default: false },
];
const FILE_NAME = 'i693_applications_20251126_101500.xlsx';

interface FakeReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Enough of a fetch Response for the platform client and the export download. */
function reply({ status = 200, body = null, headers = {} }: FakeReply): Response {
  const text = body === null ? '' : JSON.stringify(body);
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: String(status),
    headers: { get: (name: string) => lower[name.toLowerCase()] ?? null },
    text: async () => text,
    json: async () => JSON.parse(text),
    blob: async () => new Blob(['PK…xlsx bytes']),
  } as unknown as Response;
}

let columnsReply: FakeReply;
let exportReply: FakeReply;
const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
  if (url.endsWith('/i693-application/export/columns/')) return reply(columnsReply);
  if (url.endsWith('/i693-application/export/') && init?.method === 'POST') return reply(exportReply);
  throw new Error(`unexpected ${init?.method ?? 'GET'} ${url}`);
});
const saved: string[] = [];

beforeAll(async () => {
  await startI18nWith(TEXTS);
  global.fetch = fetchMock as unknown as typeof fetch;
  URL.createObjectURL = jest.fn(() => 'blob:export');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

beforeEach(() => {
  setToken(staffToken({ a: true, s: true }));
  columnsReply = { body: COLUMNS };
  exportReply = { body: null, headers: { 'Content-Disposition': `attachment; filename="${FILE_NAME}"`, 'X-Export-Count': '2' } };
  saved.length = 0;
  fetchMock.mockClear();
});

afterEach(() => {
  noticeStore.setState({ notices: [] });
  clearToken();
});

const exportCalls = () => fetchMock.mock.calls.filter(([url, init]) => url.endsWith('/i693-application/export/') && init?.method === 'POST');
const sentBody = () => JSON.parse(String(exportCalls().at(-1)![1]!.body)) as Record<string, unknown>;

async function openDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Export Data' }));
  const dialog = await screen.findByRole('dialog', { name: 'Export Data' });
  await within(dialog).findByRole('checkbox', { name: 'First Name' });
  return within(dialog);
}

describe('Export Data', () => {
  it('is offered to admins only', () => {
    setToken(staffToken({ s: true }));
    const { unmount } = render(<ExportDataButton filters={DEFAULT_FILTERS} page={1} />);
    expect(screen.queryByRole('button', { name: 'Export Data' })).toBeNull();
    unmount();
    setToken(staffToken({ a: true }));
    render(<ExportDataButton filters={DEFAULT_FILTERS} page={1} />);
    expect(screen.getByRole('button', { name: 'Export Data' })).toBeTruthy();
  });

  it('ticks the columns the server suggests, and asks for a column when none is ticked', async () => {
    render(<ExportDataButton filters={DEFAULT_FILTERS} page={1} />);
    const dialog = await openDialog();
    expect((dialog.getByRole('radio', { name: 'CSV' }) as HTMLInputElement).checked).toBe(true);
    expect(COLUMNS.map((c) => (dialog.getByRole('checkbox', { name: c.label }) as HTMLInputElement).checked)).toEqual([true, true, false]);
    expect(dialog.getByText('2 of 3 selected')).toBeTruthy();

    fireEvent.click(dialog.getByRole('button', { name: 'Select none' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Export' }));
    expect(dialog.getByRole('alert').textContent).toBe(I693_EXPORT_MESSAGES.selectFormatAndColumns);
    expect(exportCalls()).toHaveLength(0);

    fireEvent.click(dialog.getByRole('button', { name: 'Select all' }));
    expect(dialog.getByText('3 of 3 selected')).toBeTruthy();
    expect(dialog.queryByRole('alert')).toBeNull();
  });

  it('exports the page shown with its filters, saves the file under the server name and says how many records', async () => {
    render(<ExportDataButton filters={{ ...DEFAULT_FILTERS, search: 'lopez', office: 'oakland', tbPositive: true, ordering: 'first_name' }} page={2} />);
    const dialog = await openDialog();
    fireEvent.click(dialog.getByRole('radio', { name: 'Excel (.xlsx)' }));
    fireEvent.click(dialog.getByRole('radio', { name: 'This page' }));
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Photo ID Number' }));
    fireEvent.click(dialog.getByRole('checkbox', { name: 'First Name' }));
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Export' })));

    expect(sentBody()).toEqual({
      format: 'excel',
      columns: ['last_name', 'photo_id'],
      scope: 'current_page',
      page: 2,
      filters: { search: 'lopez', is_active: true, ordering: 'first_name', tb_positive: true, appointment_office: 'oakland' },
    });
    expect(exportCalls().at(-1)![1]!.headers).toMatchObject({ Authorization: expect.stringMatching(/^Bearer /) });
    expect(saved).toEqual([FILE_NAME]);
    expect(latestNotice()).toMatchObject({ type: 'success', text: 'Successfully exported 2 records as EXCEL' });
    expect(latestNotice()?.text).toBe(I693_EXPORT_MESSAGES.exported(2, 'excel'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the dialog open with the failure text when the export fails', async () => {
    exportReply = { status: 500, body: { error: 'INTERNAL_ERROR', msg: 'An internal error occurred. Please try again.' } };
    render(<ExportDataButton filters={DEFAULT_FILTERS} page={1} />);
    const dialog = await openDialog();
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Export' })));
    expect(dialog.getByRole('alert').textContent).toBe(I693_EXPORT_MESSAGES.failed);
    expect(saved).toEqual([]);
    expect((dialog.getByRole('button', { name: 'Export' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says when the columns cannot be loaded, and loads them again on Retry', async () => {
    columnsReply = { status: 503, body: { error: 'SERVICE_UNAVAILABLE', msg: 'down' } };
    render(<ExportDataButton filters={DEFAULT_FILTERS} page={1} />);
    fireEvent.click(screen.getByRole('button', { name: 'Export Data' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Export Data' }));
    expect((await dialog.findByRole('alert')).textContent).toContain(I693_EXPORT_MESSAGES.columnsFailed);
    expect((dialog.getByRole('button', { name: 'Export' }) as HTMLButtonElement).disabled).toBe(true);
    columnsReply = { body: COLUMNS };
    fireEvent.click(dialog.getByRole('button', { name: 'Retry' }));
    expect(await dialog.findByRole('checkbox', { name: 'Last Name' })).toBeTruthy();
  });

  it('exports what the application list shows, its filters included', async () => {
    staffApiMock.fetchApplications.mockResolvedValue({ count: 1, next: null, previous: null, results: [testApplication()] });
    render(<ApplicationsScreen />);
    await screen.findByText('Maria Lopez');
    fireEvent.click(screen.getByRole('checkbox', { name: 'TB Positive' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Archived' }));
    await waitFor(() =>
      expect(staffApiMock.fetchApplications).toHaveBeenLastCalledWith(
        expect.objectContaining({ tb_positive: true, is_active: false }),
        expect.any(AbortSignal),
      ),
    );
    const dialog = await openDialog();
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Export' })));
    expect(sentBody()).toMatchObject({ scope: 'all_filtered', page: 1, filters: { is_active: false, tb_positive: true, ordering: '-created_on' } });
  });
});
