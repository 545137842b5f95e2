import { CUSTOM_RECEIPT_MESSAGES, type I693Application } from '@clinic/contracts';
import { ApiRequestError, latestNotice, noticeStore } from '@clinic/platform';
import { startI18nWith } from '@clinic/platform/src/testing/texts';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { TEXTS } from '../../texts';
import { ApplicationTable } from '../applications/ApplicationTable';
import { testApplication } from '../applications/testApplication';
import * as documentsApi from './api';

jest.mock('./api');
jest.mock('../applications/api');
const apiMock = documentsApi as jest.Mocked<typeof documentsApi>;

const MARIA = testApplication();
const BOOKED = testApplication({
  uuid: '33333333-3333-4333-8333-333333333333',
  first_name: 'Sara',
  last_name: 'Khan',
  meta: { ...MARIA.meta, appointment_office: 'oakland', appointment_date: '2026-04-20' },
});

/** Each link the page clicked to download something: its address and the file name it asked for. */
let downloads: Array<{ href: string; download: string }> = [];

beforeAll(async () => {
  await startI18nWith(TEXTS);
});

beforeEach(() => {
  downloads = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:receipt'), revokeObjectURL: jest.fn() });
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.resetAllMocks();
  noticeStore.setState({ notices: [] });
});

const message = () => latestNotice();

function renderRows(applications: I693Application[], internal = true) {
  render(
    <ApplicationTable
      applications={applications}
      today="2026-04-01"
      selected={new Set()}
      onSelectionChange={() => undefined}
      editing={null}
      onEdit={() => undefined}
      onOpenId={() => undefined}
      onSaved={() => undefined}
      onArchiveChanged={() => undefined}
      canNotify={internal}
    />,
  );
}

const rowOf = (name: string) => within(screen.getByText(name).closest('tr') as HTMLElement);
/** The row's action of that name, from its Actions menu (opened when it is closed). */
function action(row: ReturnType<typeof rowOf>, name: string): HTMLElement {
  const button = row.getByRole('button', { name: /^Actions for / });
  if (button.getAttribute('aria-expanded') !== 'true') fireEvent.click(button);
  return row.getByRole('menuitem', { name });
}
const disabled = (item: HTMLElement) => item.getAttribute('aria-disabled') === 'true';
const documentActions = (row: ReturnType<typeof rowOf>) => ['PDF', 'R200', 'R220', 'CR'].map((name) => action(row, name));

describe("a row's documents", () => {
  it('are enabled only once the row has both an office and an appointment date, prefilled from the application', () => {
    renderRows([MARIA, BOOKED]);
    const maria = rowOf('Maria Lopez');
    expect((maria.getByRole('combobox', { name: 'Office for the documents of Maria Lopez' }) as HTMLSelectElement).value).toBe('fremont');
    expect(documentActions(maria).every(disabled)).toBe(true);
    expect(maria.getAllByText('Choose an office and a date first')).toHaveLength(4);

    fireEvent.change(maria.getByLabelText('Appointment date for the documents of Maria Lopez'), { target: { value: '2026-04-20' } });
    expect(documentActions(maria).every((item) => !disabled(item))).toBe(true);
    fireEvent.change(maria.getByRole('combobox', { name: 'Office for the documents of Maria Lopez' }), { target: { value: '' } });
    expect(documentActions(maria).every(disabled)).toBe(true);

    const sara = rowOf('Sara Khan');
    expect((sara.getByLabelText('Appointment date for the documents of Sara Khan') as HTMLInputElement).value).toBe('2026-04-20');
    expect(documentActions(sara).every((item) => !disabled(item))).toBe(true);
  });

  it('asks before generating the PDF, then downloads the link the server answers', async () => {
    apiMock.fetchI693PdfLink.mockResolvedValue({ url: '/api/v1/downloads/token/' });
    renderRows([BOOKED]);
    fireEvent.click(action(rowOf('Sara Khan'), 'PDF'));
    const dialog = screen.getByRole('dialog', { name: 'Generate I-693 PDF' });
    expect(within(dialog).getByText('Generate the I-693 PDF of Sara Khan for Oakland on 04/20/2026?')).toBeTruthy();
    expect(apiMock.fetchI693PdfLink).not.toHaveBeenCalled();

    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Generate PDF' })));
    expect(apiMock.fetchI693PdfLink).toHaveBeenCalledWith(BOOKED.uuid, { office: 'oakland', appointment_date: '04/20/2026' });
    expect(downloads).toEqual([{ href: '/api/v1/downloads/token/', download: '' }]);
    expect(message()).toMatchObject({ type: 'success', text: 'The I-693 PDF of Sara Khan is downloading.' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does nothing when the PDF confirmation is cancelled, and shows the server refusal when generating fails', async () => {
    renderRows([BOOKED]);
    fireEvent.click(action(rowOf('Sara Khan'), 'PDF'));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(apiMock.fetchI693PdfLink).not.toHaveBeenCalled();

    apiMock.fetchI693PdfLink.mockRejectedValue(
      new ApiRequestError(400, { error: 'VALIDATION_ERROR', msg: 'There is no office "oakland". Choose one of the offices.' }),
    );
    fireEvent.click(action(rowOf('Sara Khan'), 'PDF'));
    await act(async () => fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Generate PDF' })));
    expect(message()).toMatchObject({ type: 'error', text: 'There is no office "oakland". Choose one of the offices.' });
    expect(downloads).toEqual([]);
  });

  it('downloads the R200 and R220 receipts under their file names', async () => {
    apiMock.fetchReceipt.mockResolvedValue(new Blob(['%PDF-'], { type: 'application/pdf' }));
    renderRows([BOOKED]);
    const r220 = action(rowOf('Sara Khan'), 'R220');
    await act(async () => fireEvent.click(r220));
    expect(apiMock.fetchReceipt).toHaveBeenCalledWith(BOOKED.uuid, { office: 'oakland', appointment_date: '04/20/2026' }, '220');
    const r200 = action(rowOf('Sara Khan'), 'R200');
    await act(async () => fireEvent.click(r200));
    expect(apiMock.fetchReceipt).toHaveBeenLastCalledWith(BOOKED.uuid, { office: 'oakland', appointment_date: '04/20/2026' }, '200');
    expect(downloads).toEqual([
      { href: 'blob:receipt', download: 'receipt_R220_Khan_Sara_04-20-2026.pdf' },
      { href: 'blob:receipt', download: 'receipt_R200_Khan_Sara_04-20-2026.pdf' },
    ]);
  });

  it('says when a receipt could not be made', async () => {
    apiMock.fetchReceipt.mockRejectedValue(new ApiRequestError(0, { error: 'NETWORK_ERROR', msg: 'offline' }));
    renderRows([BOOKED]);
    const r200 = action(rowOf('Sara Khan'), 'R200');
    await act(async () => fireEvent.click(r200));
    expect(message()).toMatchObject({ type: 'error', text: 'The receipt could not be generated. Please try again.' });
  });
});

describe('the custom receipt (CR)', () => {
  async function openDialog() {
    renderRows([BOOKED]);
    fireEvent.click(action(rowOf('Sara Khan'), 'CR'));
    return within(screen.getByRole('dialog', { name: 'Custom Receipt Amount' }));
  }

  it("asks for an amount in dollars from 0 in steps of 1, refusing an empty one with 'Please enter an amount'", async () => {
    const dialog = await openDialog();
    const amount = dialog.getByLabelText('Amount (dollars)') as HTMLInputElement;
    expect([amount.type, amount.min, amount.step]).toEqual(['number', '0', '1']);
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Generate receipt' })));
    expect(dialog.getByText(CUSTOM_RECEIPT_MESSAGES.enterAmount)).toBeTruthy();
    fireEvent.change(amount, { target: { value: '12.5' } });
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Generate receipt' })));
    expect(dialog.getByText('Enter the amount in whole dollars, from 0 to 100000.')).toBeTruthy();
    expect(apiMock.fetchCustomReceipt).not.toHaveBeenCalled();
  });

  it('makes the receipt of the amount for the row, says so and closes', async () => {
    apiMock.fetchCustomReceipt.mockResolvedValue(new Blob(['%PDF-'], { type: 'application/pdf' }));
    const dialog = await openDialog();
    fireEvent.change(dialog.getByLabelText('Amount (dollars)'), { target: { value: '150' } });
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Generate receipt' })));
    expect(apiMock.fetchCustomReceipt).toHaveBeenCalledWith({
      office: 'oakland',
      appointment_date: '04/20/2026',
      first_name: 'Sara',
      middle_name: '',
      last_name: 'Khan',
      email: 'maria@example.com',
      custom_amount: '150',
    });
    expect(downloads).toEqual([{ href: 'blob:receipt', download: 'receipt_CR_Khan_Sara_04-20-2026.pdf' }]);
    expect(message()).toMatchObject({ type: 'success', text: CUSTOM_RECEIPT_MESSAGES.generated });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("keeps the dialog open with 'Failed to generate custom receipt' when it fails", async () => {
    apiMock.fetchCustomReceipt.mockRejectedValue(new ApiRequestError(500, { error: 'INTERNAL', msg: 'boom' }));
    const dialog = await openDialog();
    fireEvent.change(dialog.getByLabelText('Amount (dollars)'), { target: { value: '0' } });
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Generate receipt' })));
    expect(message()).toMatchObject({ type: 'error', text: CUSTOM_RECEIPT_MESSAGES.failed });
    expect(screen.getByRole('dialog', { name: 'Custom Receipt Amount' })).toBeTruthy();
  });
});

describe('external staff', () => {
  it('get no PDF, R200, R220 or CR, and no document office or date', () => {
    renderRows([BOOKED], false);
    const row = rowOf('Sara Khan');
    expect(action(row, 'Archive')).toBeTruthy();
    expect(row.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Archive']);
    expect(row.queryByRole('combobox')).toBeNull();
    expect(row.getByText('Appointment 04/20/2026, Oakland')).toBeTruthy();
  });
});
