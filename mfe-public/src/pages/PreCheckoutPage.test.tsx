import { PUBLIC_MESSAGES, type LabProductsResponse } from '@clinic/contracts';
import { i18n, sessionStore } from '@clinic/platform';
import { fakeResponse } from '@clinic/platform/src/testing/fakes';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { TEXTS } from '../texts';
import { startI18nWith } from '@clinic/platform/src/testing/texts';
import { PreCheckoutPage } from './PreCheckoutPage';

const CATALOG: LabProductsResponse = {
  products: [
    { id: 'tb', name: 'TB QuantiFERON', price: 95, type: 'lab', age_group: 'all' },
    { id: 'syph', name: 'Syphilis RPR', price: 35.5, type: 'lab', age_group: '18-24' },
    { id: 'panel', name: 'Immigration Panel (TB, Syphilis)', price: 120, type: 'lab', age_group: '18-24' },
    { id: 'mmr', name: 'MMR Immunity', price: 80, type: 'immunity', age_group: '18-24' },
    { id: 'senior', name: 'Hepatitis B', price: 60, type: 'immunity', age_group: 'others' },
  ],
  conflicts: { panel: ['tb', 'syph'], tb: ['panel'], syph: ['panel'] },
};

const fetchMock = jest.fn();

beforeAll(async () => {
  await startI18nWith(TEXTS);
  (globalThis as { fetch: unknown }).fetch = fetchMock;
  Element.prototype.scrollIntoView = jest.fn();
});

beforeEach(async () => {
  fetchMock.mockImplementation(async (url: string) =>
    url.endsWith('/payments/labs/products/') ? fakeResponse({ body: CATALOG }) : fakeResponse({ status: 404, body: { error: 'NOT_FOUND', msg: 'no' } }),
  );
});

afterEach(async () => {
  fetchMock.mockReset();
  await act(() => i18n.changeLanguage('en'));
});

const total = () => screen.getByTestId('pre-checkout-total').textContent;
const checkbox = (name: string) => screen.getByRole('checkbox', { name: new RegExp(name) }) as HTMLInputElement;
const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string | RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

async function renderPage() {
  render(<PreCheckoutPage titleKey="preCheckout" />);
  await waitFor(() => expect(screen.getByText('Choose an age group to see the tests.')).toBeTruthy());
}

function chooseGroup(value: string) {
  fireEvent.change(field('Age group'), { target: { value } });
}

async function fillApplicant() {
  type('First name', 'Li');
  type('Last name', 'Wei');
  fireEvent.change(field('Gender'), { target: { value: 'female' } });
  await waitFor(() => expect(field('Date of birth').readOnly).toBe(false));
  type('Date of birth', '07/08/2001');
  type('Contact number', '5105550111');
  type('E-mail', 'li.wei@example.com');
}

describe('/pre-checkout', () => {
  it('shows no tests without an age group, then the group’s tests with immunity names, the first provider chosen', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Book Lab Tests/Immunity Tests');
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect((screen.getByRole('radio', { name: 'Quest Diagnostics' }) as HTMLInputElement).checked).toBe(true);
    chooseGroup('18-24');
    expect(screen.getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual([
      'TB QuantiFERON$95.00',
      'Syphilis RPR$35.50',
      'Immigration Panel (TB, Syphilis)$120.00',
      'MMR Immunity Test$80.00',
    ]);
  });

  it('toggling adds and subtracts the price; a conflicting test deselects the others and says which', async () => {
    await renderPage();
    chooseGroup('18-24');
    expect(total()).toBe('$0.00');
    fireEvent.click(checkbox('TB QuantiFERON'));
    fireEvent.click(checkbox('Syphilis RPR'));
    expect(total()).toBe('$130.50');
    fireEvent.click(checkbox('Syphilis RPR'));
    expect(total()).toBe('$95.00');
    fireEvent.click(checkbox('Syphilis RPR'));
    fireEvent.click(checkbox('Immigration Panel'));
    expect(checkbox('TB QuantiFERON').checked).toBe(false);
    expect(checkbox('Syphilis RPR').checked).toBe(false);
    expect(checkbox('Immigration Panel').checked).toBe(true);
    expect(total()).toBe('$120.00');
    expect(screen.getByText('TB QuantiFERON, Syphilis RPR removed: it overlaps with Immigration Panel (TB, Syphilis).')).toBeTruthy();
  });

  it('choosing another age group resets the selection and the total', async () => {
    await renderPage();
    chooseGroup('18-24');
    fireEvent.click(checkbox('MMR Immunity Test'));
    expect(total()).toBe('$80.00');
    chooseGroup('others');
    expect(total()).toBe('$0.00');
    expect(screen.getAllByRole('checkbox').every((c) => !(c as HTMLInputElement).checked)).toBe(true);
    chooseGroup('18-24');
    expect(checkbox('MMR Immunity Test').checked).toBe(false);
  });

  it('Continue reveals the applicant form, whose submit shows the spec messages', async () => {
    await renderPage();
    chooseGroup('18-24');
    expect(screen.queryByLabelText('First name')).toBeNull();
    fireEvent.click(checkbox('TB QuantiFERON'));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(field('First name')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const P = PUBLIC_MESSAGES.preCheckout;
    for (const text of [P.firstNameRequired, P.lastNameRequired, P.genderRequired, P.dobMissingAtSubmit, P.phoneRequired, P.emailRequired])
      expect(screen.getByText(text)).toBeTruthy();
    expect(document.activeElement).toBe(field('First name'));
    await waitFor(() => expect(field('Date of birth').readOnly).toBe(false));
    type('Date of birth', '07/08/2001');
    expect(screen.queryByText(P.dobMissingAtSubmit)).toBeNull();
    type('Date of birth', '');
    expect(screen.getByText(P.dobRequired)).toBeTruthy();
    expect(screen.queryByText(P.dobMissingAtSubmit)).toBeNull();
    type('Contact number', '12345');
    expect(screen.getByText(P.phoneInvalid)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('initiates the payment, shows the Pay Now link with locale, reference and e-mail, and Pay Now resets the form', async () => {
    await renderPage();
    chooseGroup('18-24');
    fireEvent.click(checkbox('TB QuantiFERON'));
    fireEvent.click(checkbox('MMR Immunity Test'));
    fireEvent.click(screen.getByRole('radio', { name: 'Labcorp' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await fillApplicant();

    let release: (r: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (release = resolve)));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const busy = screen.getByRole('button', { name: 'Preparing your payment…' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    await act(async () => release(fakeResponse({ status: 201, body: { transaction_id: 'tx-42', payment_link: '/pay/local/tx-42' } })));

    const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
    expect(url).toBe('/api/v1/payments/labs/initiate/');
    expect(JSON.parse(String(init.body))).toEqual({
      first_name: 'Li',
      middle_name: '',
      last_name: 'Wei',
      gender: 'female',
      dob: '2001-07-08',
      test_name: '',
      tests: ['tb', 'mmr'],
      amount: 175,
      phone: '5105550111',
      email: 'li.wei@example.com',
      lab_provider_preference: 'labcorp',
      language: 'en',
    });

    const payNow = await screen.findByRole('link', { name: 'Pay Now' });
    expect(payNow.getAttribute('href')).toBe('/pay/local/tx-42?locale=en&client_reference_id=tx-42&prefilled_email=li.wei%40example.com');
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();

    payNow.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(payNow);
    expect(screen.queryByRole('link', { name: 'Pay Now' })).toBeNull();
    expect(screen.queryByLabelText('First name')).toBeNull();
    expect((field('Age group') as unknown as HTMLSelectElement).value).toBe('');
    expect(total()).toBe('$0.00');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });

  it('uses the Spanish checkout locale and says why a payment could not start', async () => {
    await act(() => i18n.changeLanguage('es'));
    render(<PreCheckoutPage titleKey="preCheckout" />);
    await waitFor(() => expect(screen.getByText('Elija un grupo de edad para ver los análisis.')).toBeTruthy());
    fireEvent.change(field('Grupo de edad'), { target: { value: '18-24' } });
    fireEvent.click(checkbox('Syphilis RPR'));
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    type('Nombre', 'Ana');
    type('Apellido', 'Ruiz');
    fireEvent.change(field('Sexo'), { target: { value: 'other' } });
    await waitFor(() => expect(field('Fecha de nacimiento').readOnly).toBe(false));
    type('Fecha de nacimiento', '01/02/1999');
    type('Número de contacto', '5105550122');
    type('Correo electrónico', 'ana@example.com');

    fetchMock.mockResolvedValueOnce(fakeResponse({ status: 400, body: { error: 'VALIDATION_ERROR', msg: 'Please choose a lab provider.' } }));
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('No se pudo iniciar el pago. Please choose a lab provider.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeTruthy();

    fetchMock.mockResolvedValueOnce(fakeResponse({ status: 201, body: { transaction_id: 't1', payment_link: 'https://checkout.example.com/c/pay?x=1' } }));
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    const link = await screen.findByRole('link', { name: 'Pagar ahora' });
    // The instructions e-mail is written in the page's language.
    expect(JSON.parse(String((fetchMock.mock.calls.at(-1) as [string, RequestInit])[1].body))).toMatchObject({ language: 'es' });
    expect(link.getAttribute('href')).toBe('https://checkout.example.com/c/pay?x=1&locale=es&client_reference_id=t1&prefilled_email=ana%40example.com');
    expect(within(link.parentElement as HTMLElement).getByText(/\$35\.50/)).toBeTruthy();
    expect(sessionStore.getState().isLoading).toBe(false);
  });

  it('shows the current prices and says so when an admin changed a price since the page was opened', async () => {
    await renderPage();
    chooseGroup('18-24');
    fireEvent.click(checkbox('Syphilis RPR'));
    expect(total()).toBe('$35.50');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await fillApplicant();

    const repriced = { ...CATALOG, products: CATALOG.products.map((p) => (p.id === 'syph' ? { ...p, price: 40 } : p)) };
    fetchMock.mockImplementation(async (url: string) =>
      url.endsWith('/payments/labs/products/')
        ? fakeResponse({ body: repriced })
        : fakeResponse({ status: 400, body: { error: 'AMOUNT_MISMATCH', msg: 'The total is now $40.00.', expected: 40 } }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText(
        'The prices have changed since this page was opened. The total now shows the current prices: please check it and continue again.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(total()).toBe('$40.00'));
    expect(checkbox('Syphilis RPR').checked).toBe(true);
  });

  it('offers a retry when the products cannot be loaded', async () => {
    fetchMock.mockResolvedValueOnce(fakeResponse({ status: 500, body: { error: 'INTERNAL', msg: 'down' } }));
    render(<PreCheckoutPage titleKey="preCheckout" />);
    expect(await screen.findByText('The list of tests could not be loaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('The list of tests could not be loaded.')).toBeNull());
    chooseGroup('others');
    expect(screen.getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual(['TB QuantiFERON$95.00', 'Hepatitis B Immunity Test$60.00']);
  });
});
