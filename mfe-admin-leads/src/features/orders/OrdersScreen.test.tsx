import { DOCUMENT_MESSAGES } from '@clinic/contracts';
import { clearToken, setToken } from '@clinic/platform';
import { fakeResponse, staffToken } from '@clinic/platform/src/testing/fakes';
import { startI18nWith } from '@clinic/platform/src/testing/texts';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { OrdersPage } from '../../pages/OrdersPage';
import { TEXTS } from '../../texts';
import { ORDER_SEARCH_DEBOUNCE_MS } from './searchRule';
import { MARIA, orderPage, WEI } from './testOrders';

interface Answer {
  status?: number;
  body: unknown;
}

const TOKEN = staffToken({ a: true });
const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
let listAnswer: (query: URLSearchParams) => Answer;
let documentAnswer: (path: string) => Answer | Promise<Answer>;
/** Each file the page saved: its name. */
let saved: string[] = [];

function calls() {
  return fetchMock.mock.calls.map(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return { path: url.pathname, query: Object.fromEntries(url.searchParams), auth: (init?.headers as Record<string, string> | undefined)?.Authorization };
  });
}
const listQueries = () =>
  calls()
    .filter((c) => c.path === '/api/v1/payments/')
    .map((c) => c.query);

beforeAll(async () => {
  await startI18nWith(TEXTS);
});

beforeEach(() => {
  setToken(TOKEN);
  saved = [];
  (globalThis as { fetch: unknown }).fetch = fetchMock;
  listAnswer = () => ({ body: orderPage([MARIA, WEI]) });
  documentAnswer = () => ({ body: '%PDF-1.7' });
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/v1/payments/') return fakeResponse(listAnswer(url.searchParams));
    return fakeResponse(await documentAnswer(url.pathname));
  });
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:order'), revokeObjectURL: jest.fn() });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

afterEach(() => {
  jest.restoreAllMocks();
  fetchMock.mockReset();
  clearToken();
  jest.useRealTimers();
});

const orderOf = (name: string) => within(screen.getByRole('button', { name }).closest('tbody') as HTMLElement);

async function renderPage() {
  render(<OrdersPage titleKey="orders" />);
  await screen.findByRole('button', { name: 'Maria Luisa Lopez' });
}

describe('the Orders screen list', () => {
  it('shows each paid order with its tests, paid amount and contact details', async () => {
    await renderPage();
    expect(listQueries()).toEqual([{ page: '1' }]);
    expect(calls()[0]!.auth).toBe(`Bearer ${TOKEN}`);
    expect(screen.getByText('2 paid orders')).toBeTruthy();
    for (const header of ['Name', 'Tests', 'Paid Amount', 'Details']) expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();

    const maria = orderOf('Maria Luisa Lopez');
    for (const text of ['TB Quantiferon', 'Syphilis RPR', 'demo.family@example.com', '(510) 555-0100', 'Paid 11/18/2026'])
      expect(maria.getByText(text)).toBeTruthy();
    const link = maria.getByRole('link', { name: '$245.00: open this payment in the Stripe dashboard (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://dashboard.stripe.com/payments/pi_3PQx9a2eZvKYlo2C1a2b3c4d');
    expect(link.getAttribute('target')).toBe('_blank');

    const wei = orderOf('Wei Chen');
    expect(wei.getByText('$89.50')).toBeTruthy();
    expect(wei.queryByRole('link')).toBeNull();
  });

  it('searches once typing pauses for 300 ms, from 3 characters, and lists everything again when emptied', async () => {
    await renderPage();
    jest.useFakeTimers();
    fetchMock.mockClear();
    const search = screen.getByRole('searchbox', { name: 'Search' });

    fireEvent.change(search, { target: { value: 'lo' } });
    expect(screen.getByText('Type at least 3 characters to search.')).toBeTruthy();
    act(() => void jest.advanceTimersByTime(ORDER_SEARCH_DEBOUNCE_MS + 10));
    expect(listQueries()).toEqual([]);

    listAnswer = () => ({ body: orderPage([MARIA]) });
    fireEvent.change(search, { target: { value: 'lopez ' } });
    act(() => void jest.advanceTimersByTime(ORDER_SEARCH_DEBOUNCE_MS - 10));
    expect(listQueries()).toEqual([]);
    act(() => void jest.advanceTimersByTime(20));
    expect(listQueries()).toEqual([{ page: '1', search: 'lopez' }]);
    jest.useRealTimers();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Wei Chen' })).toBeNull());
    expect(screen.getByText('1 paid order')).toBeTruthy();

    jest.useFakeTimers();
    listAnswer = () => ({ body: orderPage([MARIA, WEI]) });
    fireEvent.change(search, { target: { value: '' } });
    act(() => void jest.advanceTimersByTime(ORDER_SEARCH_DEBOUNCE_MS + 10));
    expect(listQueries().at(-1)).toEqual({ page: '1' });
    jest.useRealTimers();
    expect(await screen.findByRole('button', { name: 'Wei Chen' })).toBeTruthy();
  });

  it('says when no order matches the search', async () => {
    await renderPage();
    listAnswer = () => ({ body: orderPage([]) });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'nobody' } });
    expect(await screen.findByText('No orders match “nobody”.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('pages through the orders 20 at a time', async () => {
    listAnswer = (query) => ({ body: orderPage(query.get('page') === '3' ? [WEI] : [MARIA, WEI], 41) });
    await renderPage();
    const pager = within(screen.getByRole('navigation', { name: 'Pages' }));
    expect(pager.getByRole('button', { name: 'Prev' })).toHaveProperty('disabled', true);
    expect(pager.getByRole('button', { name: 'Page 3' })).toBeTruthy();
    expect(pager.queryByRole('button', { name: 'Page 4' })).toBeNull();

    fireEvent.click(pager.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pager.getByText('Page: 2')).toBeTruthy());
    fireEvent.click(pager.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Maria Luisa Lopez' })).toBeNull());
    expect(pager.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    expect(listQueries()).toEqual([{ page: '1' }, { page: '2' }, { page: '3' }]);
  });

  it('reloads the page with Refresh and shows the error with Retry when the list cannot be loaded', async () => {
    await renderPage();
    listAnswer = () => ({ status: 500, body: { error: 'INTERNAL', msg: 'The orders could not be read.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('The orders could not be read.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();

    listAnswer = () => ({ body: orderPage([WEI]) });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Wei Chen' })).toBeTruthy();
    expect(listQueries()).toEqual([{ page: '1' }, { page: '1' }, { page: '1' }]);
  });

  it('says when there are no orders at all', async () => {
    listAnswer = () => ({ body: orderPage([]) });
    render(<OrdersPage titleKey="orders" />);
    expect(await screen.findByText('No orders found.')).toBeTruthy();
  });
});

describe("an order's detail card", () => {
  it('opens from the name with the names and gender, and closes back to the name', async () => {
    await renderPage();
    const toggle = screen.getByRole('button', { name: 'Maria Luisa Lopez' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    toggle.focus();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    const card = within(screen.getByRole('region', { name: 'Order of Maria Luisa Lopez' }));
    const facts = Object.fromEntries(card.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(facts).toEqual({ 'First Name': 'Maria', 'Middle Name': 'Luisa', 'Last Name': 'Lopez', Gender: 'Female' });

    fireEvent.click(card.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Order of Maria Luisa Lopez' })).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it('downloads the chest x-ray order and the invoice of the order', async () => {
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Maria Luisa Lopez' }));
    const card = within(screen.getByRole('region', { name: 'Order of Maria Luisa Lopez' }));

    fireEvent.click(card.getByRole('button', { name: 'Generate X-ray Order' }));
    expect(await card.findByText('The chest x-ray order of Maria Luisa Lopez was downloaded.')).toBeTruthy();
    expect(saved).toEqual(['Chest-X-Ray-Order-Lopez-Maria.pdf']);

    fireEvent.click(card.getByRole('button', { name: 'Lab Invoice' }));
    expect(await card.findByText('The invoice of Maria Luisa Lopez was downloaded.')).toBeTruthy();
    expect(saved).toEqual(['Chest-X-Ray-Order-Lopez-Maria.pdf', 'Invoice-Lopez-Maria.pdf']);

    const documents = calls().filter((c) => c.path !== '/api/v1/payments/');
    expect(documents).toEqual([
      { path: `/api/v1/payments/${MARIA.uuid}/lab-order`, query: { lab_order_type: 'chest-x-ray' }, auth: `Bearer ${TOKEN}` },
      { path: `/api/v1/payments/${MARIA.uuid}/invoice`, query: {}, auth: `Bearer ${TOKEN}` },
    ]);
  });

  it('shows the button busy while the document is made, and the refusal of an unpaid order', async () => {
    let refuse: (answer: Answer) => void = () => undefined;
    documentAnswer = () => new Promise<Answer>((resolve) => (refuse = resolve));
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Wei Chen' }));
    const card = within(screen.getByRole('region', { name: 'Order of Wei Chen' }));
    expect(card.getByText('—')).toBeTruthy();

    fireEvent.click(card.getByRole('button', { name: 'Lab Invoice' }));
    expect(card.getByRole('button', { name: 'Lab Invoice' }).getAttribute('aria-busy')).toBe('true');
    expect(card.getByRole('button', { name: 'Generate X-ray Order' })).toHaveProperty('disabled', true);

    await act(async () => refuse({ status: 409, body: { error: 'CONFLICT', msg: DOCUMENT_MESSAGES.paymentNotPaid } }));
    expect(card.getByRole('alert').textContent).toBe('This order is not paid: no lab order or invoice can be made for it.');
    expect(card.getByRole('button', { name: 'Lab Invoice' })).toHaveProperty('disabled', false);
    expect(saved).toEqual([]);
  });

  it('says so in its own words when the server fails', async () => {
    documentAnswer = () => ({ status: 500, body: { error: 'INTERNAL', msg: 'Internal error' } });
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Wei Chen' }));
    const card = within(screen.getByRole('region', { name: 'Order of Wei Chen' }));
    fireEvent.click(card.getByRole('button', { name: 'Generate X-ray Order' }));
    expect((await card.findByRole('alert')).textContent).toBe('The x-ray order could not be generated. Please try again.');
  });
});

describe('moving around the screen', () => {
  it('jumps to the Adhoc Actions with the Adhoc button', async () => {
    await renderPage();
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = jest.fn(function (this: Element) {
      scrolled.push(this);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Go to Adhoc Actions' }));
    const adhoc = screen.getByRole('region', { name: 'Adhoc Actions' });
    expect(scrolled).toEqual([adhoc]);
    expect(document.activeElement).toBe(adhoc);
  });

  it('offers Back to top once scrolled down, which returns to the search', async () => {
    await renderPage();
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo;
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 900, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search' }));
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
  });
});
