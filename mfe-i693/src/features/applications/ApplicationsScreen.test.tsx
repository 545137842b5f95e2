import { COPY_INDICATOR_MS, I693_SEARCH_DEBOUNCE_MS, I693_STAFF_MESSAGES, VACCINE_INFO_MESSAGES, type I693Application } from '@clinic/contracts';
import { clearToken, latestNotice, noticeStore, setToken } from '@clinic/platform';
import { staffToken } from '@clinic/platform/src/testing/fakes';
import { startI18nWith } from '@clinic/platform/src/testing/texts';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import * as staffApi from './api';
import { TEXTS } from '../../texts';
import { ApplicationsScreen } from './ApplicationsScreen';
import { testApplication } from './testApplication';

jest.mock('./api');
const apiMock = staffApi as jest.Mocked<typeof staffApi>;

const MARIA = testApplication();
const JOSE = testApplication({
  uuid: '22222222-2222-4222-8222-222222222222',
  first_name: 'Jose',
  email: 'jose@example.com',
  files: { front: true, back: false },
});

beforeAll(async () => {
  await startI18nWith(TEXTS);
});

beforeEach(() => {
  setToken(staffToken({ s: true }));
  apiMock.fetchApplications.mockResolvedValue({ count: 2, next: null, previous: null, results: [MARIA, JOSE] });
});

afterEach(() => {
  jest.resetAllMocks();
  jest.useRealTimers();
  noticeStore.setState({ notices: [] });
  clearToken();
});

const message = () => latestNotice();
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

/** The row's action of that name, from its Actions menu (opened when it is closed). */
function action(row: HTMLElement, name: string): HTMLElement {
  const button = within(row).getByRole('button', { name: /^Actions for / });
  expect(button.getAttribute('aria-haspopup')).toBe('menu');
  if (button.getAttribute('aria-expanded') !== 'true') fireEvent.click(button);
  return within(row).getByRole('menuitem', { name });
}

/** Chooses a send-to-client action, checks the confirmation names the recipient with Cancel focused, then sends. */
function confirmSend(name: string, recipient: string) {
  fireEvent.click(action(rowOf('Maria Lopez'), name));
  const dialog = screen.getByRole('dialog', { name });
  expect(within(dialog).getByText(new RegExp(recipient.replace(/[.+()]/g, '\\$&')))).toBeTruthy();
  expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
}

async function renderList() {
  render(<ApplicationsScreen />);
  await screen.findByText('Maria Lopez');
}

describe('application list', () => {
  it('shows each application with its details and the actions of staff', async () => {
    await renderList();
    expect(apiMock.fetchApplications).toHaveBeenCalledWith({ page: 1, is_active: true, ordering: '-created_on' }, expect.any(AbortSignal));
    const row = within(rowOf('Maria Lopez'));
    expect(row.getByText('A-123456789')).toBeTruthy();
    expect(row.getByText('DOB 04/12/1990')).toBeTruthy();
    expect(row.getByText(/by Sam Staff/)).toBeTruthy();
    expect(row.getByRole('button', { name: 'Edit' })).toBeTruthy();
    for (const name of ['Archive', 'PDF', 'R200', 'R220', 'CR', 'Request review', 'Payment reminder SMS'])
      expect(action(rowOf('Maria Lopez'), name)).toBeTruthy();
    expect(within(rowOf('Jose Lopez')).getByRole('button', { name: 'ID Back' })).toHaveProperty('disabled', true);
    expect(screen.getByText('2 applications')).toBeTruthy();
  });

  it('marks a dose due within 7 days yellow and one due today red', async () => {
    const inDays = (days: number) => Math.floor(Date.now() / 1000) + days * 86_400;
    const due = (checks: Record<string, number>) => ({ ...MARIA.meta, notes: { pre_confirm_checks: { ...checks, has_pending_doses: true } } });
    apiMock.fetchApplications.mockResolvedValue({
      count: 2,
      next: null,
      previous: null,
      results: [
        { ...MARIA, meta: due({ mmr: inDays(3) }) },
        { ...JOSE, meta: due({ mmr: inDays(0) }) },
      ],
    });
    await renderList();
    expect(within(rowOf('Maria Lopez')).getByTestId('dosage-pending').dataset.tone).toBe('yellow');
    expect(within(rowOf('Jose Lopez')).getByTestId('dosage-pending').dataset.tone).toBe('red');
  });

  it('hides review requests and payment SMS from external staff', async () => {
    setToken(staffToken({ s: true, g: 'ext_staff' }));
    await renderList();
    expect(action(rowOf('Maria Lopez'), 'Archive')).toBeTruthy();
    expect(
      within(rowOf('Maria Lopez'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Archive']);
  });

  it('searches from 3 characters, once typing pauses', async () => {
    await renderList();
    jest.useFakeTimers();
    apiMock.fetchApplications.mockClear();
    const search = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(search, { target: { value: 'lo' } });
    act(() => void jest.advanceTimersByTime(I693_SEARCH_DEBOUNCE_MS + 10));
    expect(apiMock.fetchApplications).not.toHaveBeenCalled();
    fireEvent.change(search, { target: { value: 'lop' } });
    act(() => void jest.advanceTimersByTime(I693_SEARCH_DEBOUNCE_MS - 10));
    expect(apiMock.fetchApplications).not.toHaveBeenCalled();
    act(() => void jest.advanceTimersByTime(20));
    expect(apiMock.fetchApplications).toHaveBeenCalledWith(expect.objectContaining({ search: 'lop', page: 1 }), expect.any(AbortSignal));
    await act(async () => undefined);
  });

  it('copies the e-mail and says Copied for 2 s', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await renderList();
    jest.useFakeTimers();
    const row = within(rowOf('Maria Lopez'));
    await act(async () => fireEvent.click(row.getByRole('button', { name: 'Copy the e-mail maria@example.com' })));
    expect(writeText).toHaveBeenCalledWith('maria@example.com');
    expect(row.getByText('Copied')).toBeTruthy();
    act(() => void jest.advanceTimersByTime(COPY_INDICATOR_MS - 10));
    expect(row.queryByText('Copied')).toBeTruthy();
    act(() => void jest.advanceTimersByTime(20));
    expect(row.queryByText('Copied')).toBeNull();
  });

  it('selects every row from the header and one row at a time', async () => {
    await renderList();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all applications on this page' }));
    expect(screen.getByText(/2 selected/)).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Jose Lopez' }));
    expect(screen.getByText(/1 selected/)).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Select all applications on this page' }) as HTMLInputElement).indeterminate).toBe(true);
  });

  it('pages with Prev, Next and numbers, and goes back when the last page empties', async () => {
    apiMock.fetchApplications.mockResolvedValue({ count: 21, next: null, previous: null, results: [MARIA, JOSE] });
    await renderList();
    const pages = within(screen.getByRole('navigation', { name: 'Pages' }));
    expect(pages.getByRole('button', { name: 'Prev' })).toHaveProperty('disabled', true);
    expect(pages.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    apiMock.fetchApplications.mockResolvedValueOnce({ count: 20, next: null, previous: null, results: [] });
    fireEvent.click(pages.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(apiMock.fetchApplications).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1 }), expect.any(AbortSignal)));
    expect(apiMock.fetchApplications.mock.calls.map(([query]) => query.page)).toEqual([1, 2, 1]);
    expect(await screen.findByText('Maria Lopez')).toBeTruthy();
  });

  it('shows the error with Retry when the list cannot be loaded', async () => {
    apiMock.fetchApplications.mockRejectedValueOnce(new Error('down'));
    render(<ApplicationsScreen />);
    expect(await screen.findByText('The applications could not be loaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Maria Lopez')).toBeTruthy();
  });

  it('opens the ID in the drawer as an image and closes it with Escape', async () => {
    apiMock.fetchIdDocumentLink.mockResolvedValue({ url: '/api/v1/downloads/t/', content_type: 'image/png' });
    await renderList();
    const front = within(rowOf('Maria Lopez')).getByRole('button', { name: 'ID Front' });
    front.focus();
    fireEvent.click(front);
    const drawer = await screen.findByRole('dialog', { name: 'ID Front: Maria Lopez' });
    expect(apiMock.fetchIdDocumentLink).toHaveBeenCalledWith(MARIA.uuid, 'front', expect.any(AbortSignal));
    expect((await within(drawer).findByRole('img')).getAttribute('src')).toBe('/api/v1/downloads/t/');
    expect(document.activeElement).toBe(within(drawer).getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(drawer, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(front);
  });

  it('asks before archiving, then reloads the list', async () => {
    apiMock.setApplicationActive.mockResolvedValue({ ...MARIA, is_active: false });
    await renderList();
    fireEvent.click(action(rowOf('Maria Lopez'), 'Archive'));
    const confirm = screen.getByRole('dialog', { name: 'Archive application' });
    expect(apiMock.setApplicationActive).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(apiMock.setApplicationActive).toHaveBeenCalledWith(MARIA.uuid, false));
    await waitFor(() => expect(apiMock.fetchApplications).toHaveBeenCalledTimes(2));
  });

  it('unarchives an archived application with the spec message', async () => {
    apiMock.fetchApplications.mockResolvedValue({ count: 1, next: null, previous: null, results: [{ ...MARIA, is_active: false }] });
    apiMock.setApplicationActive.mockResolvedValue(MARIA);
    await renderList();
    fireEvent.click(action(rowOf('Maria Lopez'), 'Unarchive'));
    await waitFor(() => expect(message()?.text).toBe(I693_STAFF_MESSAGES.unarchived));
  });

  it('requests a review and sends the payment SMS with the spec messages', async () => {
    apiMock.requestReview.mockResolvedValue({ msg: 'The review request was sent to maria@example.com.' });
    await renderList();
    confirmSend('Request review', MARIA.email);
    await waitFor(() => expect(message()?.text).toBe('The review request was sent to maria@example.com.'));
    apiMock.requestReview.mockRejectedValue(new Error('no'));
    confirmSend('Request review', MARIA.email);
    await waitFor(() => expect(message()?.text).toBe(I693_STAFF_MESSAGES.reviewFailed));
    apiMock.sendPaymentSms.mockResolvedValue({ msg: 'ok' });
    confirmSend('Payment reminder SMS', '(510) 555-0199');
    await waitFor(() => expect(message()?.text).toBe(I693_STAFF_MESSAGES.smsSent));
    apiMock.sendPaymentSms.mockRejectedValue(new Error('no'));
    confirmSend('Payment reminder SMS', '(510) 555-0199');
    await waitFor(() => expect(message()?.text).toBe(I693_STAFF_MESSAGES.smsFailed));
  });

  it('sends nothing to the client when the confirmation is cancelled', async () => {
    await renderList();
    for (const name of ['Request review', 'Payment reminder SMS']) {
      fireEvent.click(action(rowOf('Maria Lopez'), name));
      fireEvent.click(within(screen.getByRole('dialog', { name })).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).toBeNull();
    }
    expect(apiMock.requestReview).not.toHaveBeenCalled();
    expect(apiMock.sendPaymentSms).not.toHaveBeenCalled();
  });
});

describe('edit panel', () => {
  async function openEdit(name = 'Maria Lopez') {
    await renderList();
    fireEvent.click(within(rowOf(name)).getByRole('button', { name: 'Edit' }));
    return within(screen.getByTestId('edit-panel'));
  }

  it('opens one row at a time, titled last name, first name', async () => {
    const panel = await openEdit();
    expect(panel.getByRole('heading', { name: 'Lopez, Maria' })).toBeTruthy();
    fireEvent.click(within(rowOf('Jose Lopez')).getByRole('button', { name: 'Edit' }));
    expect(screen.getAllByTestId('edit-panel')).toHaveLength(1);
    expect(within(screen.getByTestId('edit-panel')).getByRole('heading', { name: 'Lopez, Jose' })).toBeTruthy();
  });

  it('keeps the A number to 9 digits and marks a changed date of birth with a reset', async () => {
    const panel = await openEdit();
    const aNumber = panel.getByLabelText('A number') as HTMLInputElement;
    fireEvent.change(aNumber, { target: { value: 'A-12-34x5678901' } });
    expect(aNumber.value).toBe('123456789');
    fireEvent.change(panel.getByLabelText(/Date of birth/), { target: { value: '1991-01-02' } });
    expect(panel.getByTestId('dob-changed')).toBeTruthy();
    fireEvent.click(panel.getByRole('button', { name: 'Reset to 04/12/1990' }));
    expect((panel.getByLabelText(/Date of birth/) as HTMLInputElement).value).toBe('1990-04-12');
    expect(panel.queryByTestId('dob-changed')).toBeNull();
  });

  it('formats dose dates and lets a completion text uncheck and lock the row flags', async () => {
    const panel = await openEdit();
    const dose = panel.getByLabelText('MMR dose 1 (mm/dd/yyyy)') as HTMLInputElement;
    fireEvent.change(dose, { target: { value: '04122005' } });
    expect(dose.value).toBe('04/12/2005');
    const seeBelow = panel.getByRole('checkbox', { name: 'Influenza: See Below' }) as HTMLInputElement;
    fireEvent.click(seeBelow);
    expect(seeBelow.checked).toBe(true);
    expect(panel.queryByRole('checkbox', { name: 'MMR: See Below' })).toBeNull();
    fireEvent.change(panel.getByLabelText('Influenza completion'), { target: { value: 'Declined' } });
    expect(seeBelow.checked).toBe(false);
    expect(seeBelow.disabled).toBe(true);
  });

  it('shows gonorrhea only for ages 1 to 24', async () => {
    const panel = await openEdit();
    expect(panel.queryByText('Gonorrhea test')).toBeNull();
    fireEvent.change(panel.getByLabelText(/Date of birth/), { target: { value: '2015-06-20' } });
    expect(panel.getByText('Gonorrhea test')).toBeTruthy();
  });

  it('lists every Save problem in the Error(s) dialog and sends nothing', async () => {
    const panel = await openEdit();
    fireEvent.change(panel.getByLabelText('Result', { selector: 'select' }), { target: { value: 'positive' } });
    fireEvent.click(panel.getAllByRole('button', { name: 'Save' })[0]!);
    const dialog = screen.getByRole('alertdialog', { name: 'Error(s)' });
    const items = within(dialog)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([VACCINE_INFO_MESSAGES.qtbCollectionDate, VACCINE_INFO_MESSAGES.xrayRead, VACCINE_INFO_MESSAGES.xrayTaken]);
    expect(apiMock.updateApplication).not.toHaveBeenCalled();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('saves, says so and shows the row as saved', async () => {
    const saved: I693Application = { ...MARIA, city: 'Oakland', updated_on: '2026-03-05T20:00:00.000Z', last_updated_by: { name: 'Ana Admin' } };
    apiMock.updateApplication.mockResolvedValue(saved);
    const panel = await openEdit();
    fireEvent.change(panel.getByLabelText('City'), { target: { value: 'Oakland' } });
    fireEvent.click(panel.getAllByRole('button', { name: 'Save' })[1]!);
    await waitFor(() => expect(message()?.text).toBe(I693_STAFF_MESSAGES.saved));
    expect(apiMock.updateApplication).toHaveBeenCalledWith(
      MARIA.uuid,
      expect.objectContaining({ city: 'Oakland', photo_id: 'MX-G1234567', staff_vaccine_info: MARIA.meta.vaccine_info }),
    );
    expect(within(rowOf('Maria Lopez')).getByText(/by Ana Admin/)).toBeTruthy();
  });

  it('lists the server refusal reasons in the same dialog', async () => {
    const { ApiRequestError } = await import('@clinic/platform');
    apiMock.updateApplication.mockRejectedValue(
      new ApiRequestError(400, { error: 'VALIDATION_ERROR', msg: 'x', reasons: [VACCINE_INFO_MESSAGES.appointmentWindow] }),
    );
    const panel = await openEdit();
    fireEvent.click(panel.getAllByRole('button', { name: 'Save' })[0]!);
    const dialog = await screen.findByRole('alertdialog', { name: 'Error(s)' });
    expect(within(dialog).getByText(VACCINE_INFO_MESSAGES.appointmentWindow)).toBeTruthy();
  });
});
