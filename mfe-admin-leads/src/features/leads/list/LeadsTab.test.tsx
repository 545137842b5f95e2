import { LEAD_SEARCH_DEBOUNCE_MS, type Lead } from '@clinic/contracts';
import { latestNotice, noticeStore } from '@clinic/platform';
import { fakeResponse } from '@clinic/platform/src/testing/fakes';
import { startI18nWith } from '@clinic/platform/src/testing/texts';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { TEXTS } from '../../../texts';
import { LeadsTab } from './LeadsTab';
import { testLead } from '../testLead';
import { DEMO_PUBLIC_SETTINGS, servePracticeSettings } from '@clinic/platform/src/testing/practiceSettings';

// The detail has its own tests; here it only shows which lead is open and can change it.
jest.mock('../LeadDetail', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return {
    LeadDetail: ({ lead, onLeadChange }: { lead: Lead; onLeadChange: (lead: Lead) => void }) =>
      createElement(
        'section',
        { 'data-testid': 'lead-detail' },
        createElement('p', null, `Detail of ${lead.email}`),
        createElement('button', { type: 'button', onClick: () => onLeadChange({ ...lead, is_active: false }) }, 'Archive in detail'),
      ),
  };
});

const FAMILY = testLead();
const SYSTEM = testLead({
  uuid: '1d7e2f3a-4b5c-4d6e-9f70-8192a3b4c5d6',
  email: 'demo.system@example.com',
  is_system_generated: true,
  created_on: '2026-11-18T17:00:00.000Z',
});
const SENT = testLead({ uuid: '2e8f3a4b-5c6d-4e7f-8a81-92a3b4c5d6e7', email: 'demo.pending@example.com', initial_doc_request_sent: true });
const OLD = testLead({ uuid: '3f9a4b5c-6d7e-4f80-9b92-a3b4c5d6e7f8', email: 'demo.old@example.com', is_active: false });

interface Answer {
  status?: number;
  body: unknown;
}

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
let listAnswer: (query: URLSearchParams) => Answer;
let archiveAnswer: Answer;

const page = (results: Lead[], count = results.length): Answer => ({ body: { count, next: null, previous: null, results } });

function requests() {
  return fetchMock.mock.calls.map(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
  });
}
const listQueries = () =>
  requests()
    .filter((r) => r.method === 'GET' && r.path === '/api/v1/appointments/misc/leads/')
    .map((r) => r.query);

const SUPPORT_EMAIL = DEMO_PUBLIC_SETTINGS.support_email;

beforeEach(() => servePracticeSettings());

beforeAll(async () => {
  await startI18nWith(TEXTS);
});

beforeEach(() => {
  (globalThis as { fetch: unknown }).fetch = fetchMock;
  listAnswer = () => page([FAMILY, SYSTEM, SENT, OLD]);
  archiveAnswer = { status: 202, body: { msg: 'Archive status changed.', error: null } };
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url.pathname === '/api/v1/appointments/misc/leads/') return fakeResponse(listAnswer(url.searchParams));
    if (method === 'PUT' && url.pathname === '/api/v1/appointments/misc/leads/archive/') return fakeResponse(archiveAnswer);
    return fakeResponse({ status: 404, body: { error: 'NOT_FOUND', msg: 'Not found' } });
  });
});

afterEach(() => {
  fetchMock.mockReset();
  jest.useRealTimers();
  noticeStore.setState({ notices: [] });
  delete (window as { matchMedia?: unknown }).matchMedia;
});

/** The tab as the Leads screen holds it: the search text lives above it. */
function Tab({ initialSearch = '' }: { initialSearch?: string }) {
  const [search, setSearch] = useState(initialSearch);
  return <LeadsTab search={search} onSearchChange={setSearch} />;
}

const rowOf = (email: string) => screen.getByText(email).closest('li') as HTMLElement;
const message = () => latestNotice();

async function renderTab(initialSearch?: string) {
  render(<Tab initialSearch={initialSearch} />);
  await screen.findByText('demo.family@example.com');
}

describe('the lead list', () => {
  it('shows each lead with its created date and markers, and asks to select one', async () => {
    await renderTab();
    expect(listQueries()).toEqual([{ page: '1' }]);
    expect(within(rowOf('demo.family@example.com')).getByText('11/20/2026')).toBeTruthy();
    expect(within(rowOf('demo.system@example.com')).getByText('11/18/2026')).toBeTruthy();

    const system = within(rowOf('demo.system@example.com')).getByText('System Generated');
    expect(system.dataset.tone).toBe('error');
    const sent = within(rowOf('demo.pending@example.com')).getByText('Initial Email Sent');
    expect(sent.dataset.tone).toBe('success');
    expect(within(rowOf('demo.old@example.com')).getByText('Archived')).toBeTruthy();
    expect(within(rowOf('demo.family@example.com')).queryByText('System Generated')).toBeNull();
    expect(within(rowOf('demo.family@example.com')).queryByText('Initial Email Sent')).toBeNull();
    expect(within(rowOf('demo.family@example.com')).queryByText('Archived')).toBeNull();

    expect(screen.getByText('Select a client from the list on the left.')).toBeTruthy();
    expect(screen.queryByTestId('lead-detail')).toBeNull();
  });

  it('opens the lead clicked, and shows changes the detail makes in its row', async () => {
    await renderTab();
    fireEvent.click(screen.getByText('demo.pending@example.com'));
    expect(screen.getByText('Detail of demo.pending@example.com')).toBeTruthy();
    expect(within(rowOf('demo.pending@example.com')).getByRole('button', { current: true })).toBeTruthy();
    expect(screen.queryByText('Select a client from the list on the left.')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Archive in detail' }));
    expect(within(rowOf('demo.pending@example.com')).getByText('Archived')).toBeTruthy();
  });

  it('searches once typing pauses, from 4 characters, lowercased and from page 1', async () => {
    jest.useFakeTimers();
    listAnswer = () => page([FAMILY, SYSTEM], 45);
    await renderTab();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('Page: 2')).toBeTruthy());
    fetchMock.mockClear();

    const search = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(search, { target: { value: 'Dem' } });
    act(() => void jest.advanceTimersByTime(LEAD_SEARCH_DEBOUNCE_MS + 10));
    expect(listQueries()).toEqual([]);
    expect(screen.getByText('Type at least 4 characters to search.')).toBeTruthy();

    fireEvent.change(search, { target: { value: 'Demo' } });
    act(() => void jest.advanceTimersByTime(LEAD_SEARCH_DEBOUNCE_MS - 10));
    fireEvent.change(search, { target: { value: 'Demo.F' } });
    act(() => void jest.advanceTimersByTime(LEAD_SEARCH_DEBOUNCE_MS - 10));
    expect(listQueries()).toEqual([]);
    act(() => void jest.advanceTimersByTime(20));
    expect(listQueries()).toEqual([{ page: '1', search: 'demo.f' }]);
    await waitFor(() => expect(screen.getByText('Page: 1')).toBeTruthy());

    // Shortening below 4 characters keeps the search; emptying the box clears it.
    fireEvent.change(search, { target: { value: 'De' } });
    act(() => void jest.advanceTimersByTime(LEAD_SEARCH_DEBOUNCE_MS + 10));
    expect(listQueries()).toHaveLength(1);
    fireEvent.change(search, { target: { value: '' } });
    act(() => void jest.advanceTimersByTime(LEAD_SEARCH_DEBOUNCE_MS + 10));
    expect(listQueries()).toEqual([{ page: '1', search: 'demo.f' }, { page: '1' }]);
    await act(async () => undefined);
  });

  it("opens the lead at once when the search (as from ?s=) is exactly one lead's e-mail", async () => {
    listAnswer = (query) => (query.get('search') === 'demo.family@example.com' ? page([FAMILY]) : page([FAMILY, SYSTEM]));
    await renderTab('Demo.Family@example.com');
    expect(listQueries()).toEqual([{ page: '1', search: 'demo.family@example.com' }]);
    expect(await screen.findByText('Detail of demo.family@example.com')).toBeTruthy();
  });

  it('does not open a single lead whose e-mail only contains the search', async () => {
    listAnswer = () => page([FAMILY]);
    await renderTab('demo.fam');
    expect(listQueries()).toEqual([{ page: '1', search: 'demo.fam' }]);
    expect(screen.getByText('Select a client from the list on the left.')).toBeTruthy();
  });

  it('pages with Prev, up to 4 numbers around the page, Next and Page: n', async () => {
    listAnswer = () => page([FAMILY, SYSTEM], 95);
    await renderTab();
    const pager = within(screen.getByRole('navigation', { name: 'Pages' }));
    expect(pager.getByRole('button', { name: 'Prev' })).toHaveProperty('disabled', true);
    expect(pager.getAllByRole('button', { name: /^Page \d$/ }).map((b) => b.textContent)).toEqual(['1', '2', '3', '4']);
    expect(pager.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(pager.getByText('Page: 1')).toBeTruthy();

    fireEvent.click(pager.getByRole('button', { name: 'Page 4' }));
    await waitFor(() => expect(pager.getByText('Page: 4')).toBeTruthy());
    expect(pager.getAllByRole('button', { name: /^Page \d$/ }).map((b) => b.textContent)).toEqual(['2', '3', '4', '5']);
    fireEvent.click(pager.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pager.getByText('Page: 5')).toBeTruthy());
    expect(pager.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    expect(pager.getByRole('button', { name: 'Page 5' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(pager.getByRole('button', { name: 'Prev' }));
    await waitFor(() => expect(pager.getByText('Page: 4')).toBeTruthy());
    expect(listQueries().map((q) => q.page)).toEqual(['1', '4', '5', '4']);
  });

  it('reloads the page with Refresh', async () => {
    await renderTab();
    listAnswer = () => page([FAMILY, SYSTEM, SENT, OLD, testLead({ uuid: '4a0b5c6d-7e8f-4a91-8ca3-b4c5d6e7f809', email: 'new.lead@example.com' })]);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('new.lead@example.com')).toBeTruthy();
    expect(listQueries()).toEqual([{ page: '1' }, { page: '1' }]);
  });
});

describe('bulk archive', () => {
  it('appears once leads are ticked, asks Sure to archive?, then archives them and reloads', async () => {
    await renderTab();
    expect(screen.queryByRole('button', { name: 'Archive' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tick demo.family@example.com' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tick demo.pending@example.com' }));
    expect(screen.getByText('2 ticked')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Archive leads' }));
    expect(dialog.getByText('Sure to archive?')).toBeTruthy();
    expect(requests().some((r) => r.method === 'PUT')).toBe(false);

    fireEvent.click(dialog.getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(message()).toMatchObject({ text: 'Archive status changed.', type: 'success' }));
    expect(requests().filter((r) => r.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        path: '/api/v1/appointments/misc/leads/archive/',
        query: {},
        body: { lead_uuids: [FAMILY.uuid, SENT.uuid], active_status: false, only: true },
      },
    ]);
    await waitFor(() => expect(listQueries()).toHaveLength(2));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByRole('checkbox', { name: 'Tick demo.family@example.com' }) as HTMLInputElement).checked).toBe(false);
  });

  it('archives nothing when the confirm is cancelled', async () => {
    await renderTab();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tick demo.system@example.com' }));
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests().some((r) => r.method === 'PUT')).toBe(false);
  });

  it('says how to reach support when archiving fails, and keeps the ticks', async () => {
    archiveAnswer = { status: 500, body: { error: 'INTERNAL', msg: 'Internal error' } };
    await renderTab();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tick demo.system@example.com' }));
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Archive' }));
    await waitFor(() =>
      expect(message()).toMatchObject({ text: `Error while archiving the leads. Please retry or drop a note to ${SUPPORT_EMAIL}`, type: 'error' }),
    );
    expect((screen.getByRole('checkbox', { name: 'Tick demo.system@example.com' }) as HTMLInputElement).checked).toBe(true);
  });
});

describe('states and layout', () => {
  it('says when no lead is found', async () => {
    listAnswer = () => page([]);
    render(<Tab />);
    expect(await screen.findByText('No leads found.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('shows the error with Retry when the list cannot be loaded', async () => {
    listAnswer = () => ({ status: 500, body: { error: 'INTERNAL', msg: 'Internal error' } });
    render(<Tab />);
    expect(await screen.findByText('The leads could not be loaded.')).toBeTruthy();
    listAnswer = () => page([FAMILY]);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('demo.family@example.com')).toBeTruthy();
    expect(screen.queryByText('The leads could not be loaded.')).toBeNull();
  });

  it('shows the detail right under the selected row in the compact layout', async () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true, addEventListener: jest.fn(), removeEventListener: jest.fn() });
    await renderTab();
    expect(screen.queryByText('Select a client from the list on the left.')).toBeNull();
    fireEvent.click(screen.getByText('demo.system@example.com'));
    const detail = screen.getByTestId('lead-detail');
    expect(rowOf('demo.system@example.com').contains(detail)).toBe(true);
    expect(detail.textContent).toContain('Detail of demo.system@example.com');
  });
});
