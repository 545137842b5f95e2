import { practiceDay, XRAY_ORDER_MESSAGES, type LeadI693Application } from '@clinic/contracts';
import { latestNotice, noticeStore } from '@clinic/platform';
import { startI18nWith } from '@clinic/platform/src/testing/texts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TEXTS } from '../../../texts';
import { fetchMock, JOSE_UUID, LEAD_UUID, lastSaved, renderPanel, savedBodies, testApplicant, testLead } from './panelTesting';

jest.mock('../communication/PendingFilesCommunication', () => ({ PendingFilesCommunication: () => null }));

beforeAll(async () => {
  await startI18nWith(TEXTS);
  (globalThis as { fetch: unknown }).fetch = fetchMock;
});

afterEach(() => {
  fetchMock.mockReset();
  noticeStore.setState({ notices: [] });
});

const message = () => latestNotice();

/** Send X-Ray Order Email, then Send in the confirmation, which names the client and the address, Cancel focused. */
async function sendXrayOrder() {
  fireEvent.click(screen.getByRole('button', { name: 'Send X-Ray Order Email' }));
  const dialog = screen.getByRole('dialog', { name: 'Send X-Ray Order Email' });
  expect(within(dialog).getByText('Send the chest X-ray lab order for Maria Lopez to maria@example.com?')).toBeTruthy();
  expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Send' })));
}
const item = (key: string) => within(screen.getByTestId(`checklist-item-${key}`));
const MARIA_UUID = testApplicant().uuid;
const XRAY_URL = '/api/v1/appointments/misc/leads/xray-order/';

/** A date of birth the given number of years before today. */
function bornYearsAgo(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  return practiceDay(date);
}

describe('Mark All Complete', () => {
  it('is offered only for an applicant under 2 and marks every item done', async () => {
    const baby = testApplicant({ uuid: JOSE_UUID, first_name: 'Bebe', dob: bornYearsAgo(1) });
    await renderPanel(testLead({ applicants: [testApplicant({ dob: bornYearsAgo(2) }), baby] }));
    expect(screen.queryByRole('button', { name: 'Mark All Complete' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Select Bebe Lopez' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark All Complete' }));
    await screen.findByText('Every vaccine and lab test is marked complete.');
    const saved = lastSaved().applicants.find((a) => a.uuid === JOSE_UUID)!;
    expect(saved.is_all_complete).toBe(true);
    expect([...saved.current_checklist!.vaccines, ...saved.current_checklist!.lab_tests].map((i) => i.status)).toEqual(['done', 'done', 'done', 'done']);
    expect(screen.getByRole('button', { name: 'Mark All Complete' })).toHaveProperty('disabled', true);
  });
});

describe('vaccines and lab tests', () => {
  it('lists the items numbered with their status', async () => {
    await renderPanel(testLead());
    const vaccines = screen.getByRole('list', { name: 'Vaccines' });
    expect(vaccines.tagName).toBe('OL');
    expect(within(vaccines).getAllByRole('listitem')).toHaveLength(2);
    expect(item('mmr').getByText('MMR record')).toBeTruthy();
    expect(item('mmr').getByTestId('item-status').textContent).toBe('Pending');
    expect(item('syphilis').getByTestId('item-status').textContent).toBe('Done');
    expect(item('syphilis').getByRole('button', { name: 'Mark Pending: Syphilis' })).toBeTruthy();
    expect(item('hepatitis-b').getByLabelText('Hepatitis B: 2nd dose due on')).toBeTruthy();
    expect(item('mmr').queryByLabelText(/2nd dose due on/)).toBeNull();
  });

  it('marks a vaccine received, and pending again', async () => {
    await renderPanel(testLead());
    fireEvent.click(item('mmr').getByRole('button', { name: 'Mark Received: MMR' }));
    await waitFor(() => expect(item('mmr').getByTestId('item-status').textContent).toBe('Done'));
    const mmr = lastSaved().applicants[0]!.current_checklist!.vaccines.find((v) => v.key === 'mmr');
    expect(mmr).toMatchObject({ status: 'done' });
    expect(lastSaved().applicants[0]!.current_checklist!.vaccines.find((v) => v.key === 'hepatitis-b')).toMatchObject({ status: 'pending' });

    fireEvent.click(item('mmr').getByRole('button', { name: 'Mark Pending: MMR' }));
    await waitFor(() => expect(item('mmr').getByTestId('item-status').textContent).toBe('Pending'));
    expect(lastSaved().applicants[0]!.current_checklist!.vaccines.find((v) => v.key === 'mmr')).toMatchObject({ status: 'pending' });
  });

  it('saves the 2nd dose due date when the picker is left', async () => {
    await renderPanel(testLead());
    const picker = item('hepatitis-b').getByLabelText('Hepatitis B: 2nd dose due on');
    fireEvent.change(picker, { target: { value: '2027-03-01' } });
    expect(savedBodies()).toEqual([]);
    fireEvent.blur(picker);
    await waitFor(() =>
      expect(lastSaved().applicants[0]!.current_checklist!.vaccines.find((v) => v.key === 'hepatitis-b')).toMatchObject({ second_dose: '2027-03-01' }),
    );
  });

  it('asks for the Quantiferon collection date, refusing none, and shows it once saved', async () => {
    await renderPanel(testLead());
    fireEvent.click(item('tb-test').getByRole('button', { name: 'Mark Received: Quantiferon TB Gold' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Quantiferon TB Gold Collection Date' }));
    const date = dialog.getByLabelText('Lab Collection Date');
    expect(date.getAttribute('type')).toBe('date');
    expect(date.getAttribute('max')).toBe(practiceDay());

    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByText('Please enter the collection date.')).toBeTruthy();
    expect(savedBodies()).toEqual([]);

    fireEvent.change(date, { target: { value: '2026-01-10' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(message()?.text).toBe('Lab test marked as received with collection date.'));
    expect(lastSaved().applicants[0]!.current_checklist!.lab_tests.find((t) => t.key === 'tb-test')).toMatchObject({
      status: 'done',
      collection_date: '2026-01-10',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(item('tb-test').getByText('Collected on 01/10/2026')).toBeTruthy();
  });

  it('closes the collection date dialog on Cancel without saving', async () => {
    await renderPanel(testLead());
    fireEvent.click(item('tb-test').getByRole('button', { name: 'Mark Received: Quantiferon TB Gold' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(savedBodies()).toEqual([]);
  });
});

describe('TB and X-ray', () => {
  it('unticking TB Test Positive? also saves X-Ray Normal? unticked', async () => {
    await renderPanel(testLead({ applicants: [testApplicant({ is_tb_positive: true, is_xray_normal: true })] }));
    expect(screen.getByRole('checkbox', { name: 'X-Ray Normal?' })).toHaveProperty('disabled', false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'TB Test Positive?' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'TB Test Positive?' })).toHaveProperty('disabled', false));
    expect(lastSaved().applicants[0]).toMatchObject({ is_tb_positive: false, is_xray_normal: false });
    expect(screen.getByRole('checkbox', { name: 'X-Ray Normal?' })).toMatchObject({ checked: false, disabled: true });
  });

  it('offers the X-ray order only for a positive TB test and sends the date of birth as MM/DD/YYYY', async () => {
    await renderPanel(testLead(), { [`POST ${XRAY_URL}`]: { body: { msg: XRAY_ORDER_MESSAGES.sent } } });
    expect(screen.getByRole('button', { name: 'Send X-Ray Order Email' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('checkbox', { name: 'X-Ray Normal?' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('checkbox', { name: 'TB Test Positive?' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send X-Ray Order Email' })).toHaveProperty('disabled', false));
    await sendXrayOrder();
    await waitFor(() => expect(message()?.text).toBe(XRAY_ORDER_MESSAGES.sent));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === XRAY_URL)!;
    expect(JSON.parse(String(init.body))).toEqual({ first_name: 'Maria', last_name: 'Lopez', email: 'maria@example.com', dob: '04/12/1990' });
  });

  it('says when the X-ray order could not be sent', async () => {
    await renderPanel(testLead({ applicants: [testApplicant({ is_tb_positive: true })] }), {
      [`POST ${XRAY_URL}`]: { status: 502, body: { error: 'mail', msg: 'down' } },
    });
    await sendXrayOrder();
    await waitFor(() => expect(message()?.text).toBe(XRAY_ORDER_MESSAGES.failed));
  });
});

describe('I-693 application link', () => {
  const application = (overrides: Partial<LeadI693Application>): LeadI693Application => ({
    uuid: '9c4d5e6f-7a8b-4c3d-8e4f-5a6b7c8d9e0f',
    first_name: 'Maria',
    middle_name: '',
    last_name: 'Lopez',
    dob: '1990-04-12',
    applicant_uuid: null,
    created_on: '2026-01-06T18:00:00Z',
    ...overrides,
  });
  const LINK_URL = `/api/v1/appointments/misc/leads/${LEAD_UUID}/i693-application/`;

  it('links an unmatched application to the applicant, then reloads the lead', async () => {
    const { reload } = await renderPanel(testLead({ i693_applications: [application({})] }), {
      [`PUT ${LINK_URL}`]: { body: { msg: 'The I-693 application was linked to the applicant.', error: null } },
    });
    expect(screen.getByText('No I-693 application is linked to this applicant.')).toBeTruthy();
    const link = screen.getByRole('button', { name: 'Link' });
    expect(link).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Unlinked I-693 applications of this client'), { target: { value: application({}).uuid } });
    fireEvent.click(link);
    await waitFor(() => expect(message()?.text).toBe('The I-693 application was linked to the applicant.'));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === LINK_URL)!;
    expect(JSON.parse(String(init.body))).toEqual({ application_uuid: application({}).uuid, applicant_uuid: MARIA_UUID });
    expect(reload).toHaveBeenCalled();
  });

  it('unlinks the linked application and shows the server refusal', async () => {
    await renderPanel(testLead({ i693_applications: [application({ applicant_uuid: MARIA_UUID })] }), {
      [`PUT ${LINK_URL}`]: { status: 400, body: { error: 'bad_request', msg: 'This I-693 application belongs to another client.' } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Unlink the I-693 application of Maria Lopez' }));
    await waitFor(() => expect(message()?.text).toBe('This I-693 application belongs to another client.'));
    expect(screen.queryByRole('button', { name: 'Link' })).toBeNull();
  });
});
