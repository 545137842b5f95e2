import { clearToken, setToken } from '@clinic/platform';
import { fakeResponse, staffToken } from '@clinic/platform/src/testing/fakes';
import { startI18nWith } from '@clinic/platform/src/testing/texts';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { TEXTS } from '../../texts';
import { AdhocActions } from './AdhocActions';

interface Answer {
  status?: number;
  body: unknown;
}

const TOKEN = staffToken({ a: true });
const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
let answer: () => Answer | Promise<Answer>;
let saved: string[] = [];

const requests = () =>
  fetchMock.mock.calls.map(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return { path: url.pathname, query: Object.fromEntries(url.searchParams), auth: (init?.headers as Record<string, string> | undefined)?.Authorization };
  });

beforeAll(async () => {
  await startI18nWith(TEXTS);
});

beforeEach(() => {
  setToken(TOKEN);
  saved = [];
  answer = () => ({ body: '%PDF-1.7' });
  (globalThis as { fetch: unknown }).fetch = fetchMock;
  fetchMock.mockImplementation(async () => fakeResponse(await answer()));
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:adhoc'), revokeObjectURL: jest.fn() });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  render(<AdhocActions />);
});

afterEach(() => {
  jest.restoreAllMocks();
  fetchMock.mockReset();
  clearToken();
});

const card = (title: string) => within(screen.getByRole('region', { name: title }));
const type = (form: ReturnType<typeof card>, label: string, value: string) => fireEvent.change(form.getByLabelText(label), { target: { value } });

describe('Generate Adhoc Order', () => {
  it('asks for every field before anything is sent, starting at the first one to correct', () => {
    const order = card('Generate Adhoc Order');
    fireEvent.click(order.getByRole('button', { name: 'Generate Adhoc Order' }));
    expect(order.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'First Name is required',
      'Last Name is required',
      'Please enter a valid email address',
      'Enter the date of birth as MM/DD/YYYY',
    ]);
    expect(document.activeElement).toBe(order.getByLabelText('First Name'));
    expect(fetchMock).not.toHaveBeenCalled();

    type(order, 'First Name', 'Maria');
    expect(order.getAllByRole('alert')).toHaveLength(3);
    type(order, 'Email', 'maria@');
    type(order, 'Date of Birth', '2999-01-01');
    fireEvent.click(order.getByRole('button', { name: 'Generate Adhoc Order' }));
    expect(order.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Last Name is required',
      'Please enter a valid email address',
      'Enter the date of birth as MM/DD/YYYY',
    ]);
    expect(document.activeElement).toBe(order.getByLabelText('Last Name'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('downloads the chest x-ray order of the person typed', async () => {
    const order = card('Generate Adhoc Order');
    type(order, 'First Name', ' María ');
    type(order, 'Last Name', 'López');
    type(order, 'Email', 'maria@example.com');
    type(order, 'Date of Birth', '1990-04-12');
    fireEvent.click(order.getByRole('button', { name: 'Generate Adhoc Order' }));
    expect(await order.findByText('The chest x-ray order of María López was downloaded.')).toBeTruthy();
    expect(requests()).toEqual([
      {
        path: '/api/v1/payments/lab-order',
        query: { first_name: 'María', last_name: 'López', email: 'maria@example.com', dob: '04/12/1990', lab_order_type: 'chest-x-ray' },
        auth: `Bearer ${TOKEN}`,
      },
    ]);
    expect(saved).toEqual(['Chest-X-Ray-Order-Lopez-Maria.pdf']);
  });

  it('is busy while the order is made and tells a refusal from the server', async () => {
    let reply: (answer: Answer) => void = () => undefined;
    answer = () => new Promise<Answer>((resolve) => (reply = resolve));
    const order = card('Generate Adhoc Order');
    type(order, 'First Name', 'Maria');
    type(order, 'Last Name', 'Lopez');
    type(order, 'Email', 'maria@example.com');
    type(order, 'Date of Birth', '1990-04-12');
    fireEvent.click(order.getByRole('button', { name: 'Generate Adhoc Order' }));
    expect(order.getByRole('button', { name: 'Generate Adhoc Order' }).getAttribute('aria-busy')).toBe('true');
    await act(async () => reply({ status: 400, body: { error: 'VALIDATION', msg: 'Enter the date of birth as MM/DD/YYYY' } }));
    expect(order.getByRole('alert').textContent).toBe('Enter the date of birth as MM/DD/YYYY');
    expect(saved).toEqual([]);
  });
});

describe('Generate Adhoc Receipt', () => {
  it('offers the ten offices and asks for the office, date and names', () => {
    const receipt = card('Generate Adhoc Receipt');
    const office = receipt.getByRole('combobox', { name: 'Office' });
    expect(
      within(office)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose an office', 'Dublin', 'Fremont', 'Hayward', 'Modesto', 'Newark', 'Oakland', 'Redwood City', 'Santa Clara', 'Stockton', 'Tracy']);
    expect(receipt.getByRole('radio', { name: 'R200: $200.00, Cash' })).toHaveProperty('checked', true);

    type(receipt, 'Email (optional)', 'not-an-email');
    fireEvent.click(receipt.getByRole('button', { name: 'Generate Adhoc Receipt' }));
    expect(receipt.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Choose the office of the appointment.',
      'Enter the appointment date as MM/DD/YYYY.',
      'Enter the first name.',
      'Enter the last name.',
      'Enter a valid e-mail address.',
    ]);
    expect(document.activeElement).toBe(office);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('downloads the chosen receipt for the office, date and person typed', async () => {
    const receipt = card('Generate Adhoc Receipt');
    fireEvent.change(receipt.getByRole('combobox', { name: 'Office' }), { target: { value: 'redwood' } });
    type(receipt, 'Appointment Date', '2026-04-20');
    type(receipt, 'First Name', 'Maria');
    type(receipt, 'Middle Name (optional)', 'Luisa');
    type(receipt, 'Last Name', 'Lopez');
    type(receipt, 'Email (optional)', 'maria@example.com');
    fireEvent.click(receipt.getByRole('radio', { name: 'R220: $220.00, Credit or debit card' }));
    fireEvent.click(receipt.getByRole('button', { name: 'Generate Adhoc Receipt' }));

    expect(await receipt.findByText('The R220 receipt of Maria Lopez was downloaded.')).toBeTruthy();
    expect(requests()).toEqual([
      {
        path: '/api/v1/i693-application/receipt/custom/',
        query: {
          office: 'redwood',
          appointment_date: '04/20/2026',
          first_name: 'Maria',
          middle_name: 'Luisa',
          last_name: 'Lopez',
          email: 'maria@example.com',
          receipt_type: '220',
        },
        auth: `Bearer ${TOKEN}`,
      },
    ]);
    expect(saved).toEqual(['receipt_R220_Lopez_Maria_04-20-2026.pdf']);
  });

  it('says so when the receipt cannot be made', async () => {
    answer = () => ({ status: 502, body: { error: 'BAD_GATEWAY', msg: 'Bad gateway' } });
    const receipt = card('Generate Adhoc Receipt');
    fireEvent.change(receipt.getByRole('combobox', { name: 'Office' }), { target: { value: 'oakland' } });
    type(receipt, 'Appointment Date', '2026-04-20');
    type(receipt, 'First Name', 'Omar');
    type(receipt, 'Last Name', 'Haddad');
    fireEvent.click(receipt.getByRole('button', { name: 'Generate Adhoc Receipt' }));
    expect((await receipt.findByRole('alert')).textContent).toBe('The receipt could not be generated. Please try again.');
    expect(requests()[0]!.query).toEqual({
      office: 'oakland',
      appointment_date: '04/20/2026',
      first_name: 'Omar',
      middle_name: '',
      last_name: 'Haddad',
      email: '',
      receipt_type: '200',
    });
  });
});
