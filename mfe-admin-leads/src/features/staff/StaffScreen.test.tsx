import { STAFF_ACCOUNT_MESSAGES, type StaffAccount } from '@clinic/contracts';
import { clearToken, setToken } from '@clinic/platform';
import { fakeJwt, fakeResponse } from '@clinic/platform/src/testing/fakes';
import { startI18nWith } from '@clinic/platform/src/testing/texts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { StaffPage } from '../../pages/StaffPage';
import { TEXTS } from '../../texts';

interface Answer {
  status?: number;
  body?: unknown;
}

const account = (over: Partial<StaffAccount>): StaffAccount => ({
  id: 1,
  username: 'admin',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  role: 'admin',
  two_factor: true,
  last_login_on: '2026-11-20T17:05:00Z',
  is_active: true,
  has_password: true,
  created_on: '2026-11-01T10:00:00Z',
  ...over,
});

const ADMIN = account({});
const NEW = account({
  id: 2,
  username: 'sam',
  first_name: 'Sam',
  last_name: 'Lee',
  email: 'sam@example.com',
  role: 'staff',
  two_factor: false,
  last_login_on: null,
  has_password: false,
});
const GONE = account({
  id: 3,
  username: 'eve',
  first_name: 'Eve',
  last_name: 'Ext',
  email: 'eve@example.com',
  role: 'ext_staff',
  two_factor: false,
  is_active: false,
});

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
let accounts: StaffAccount[];
let actionAnswer: (method: string, path: string, body: unknown) => Answer;

/** The calls other than the list loads: method, path and body. */
function changes() {
  return fetchMock.mock.calls
    .map(([input, init]) => ({
      method: init?.method ?? 'GET',
      path: new URL(String(input), 'http://localhost').pathname,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    }))
    .filter((call) => call.method !== 'GET');
}
const listLoads = () => fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === 'GET').length;

beforeAll(async () => {
  await startI18nWith(TEXTS);
});

beforeEach(() => {
  setToken(fakeJwt({ sub: '1', username: 'admin', first_name: 'Ada', a: true, s: true, g: null, exp: Math.floor(Date.now() / 1000) + 3600 }));
  accounts = [ADMIN, NEW, GONE];
  actionAnswer = () => ({ body: {} });
  (globalThis as { fetch: unknown }).fetch = fetchMock;
  fetchMock.mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const method = init?.method ?? 'GET';
    if (method === 'GET' && path === '/api/v1/admin/staff-accounts/') return fakeResponse({ body: accounts });
    return fakeResponse(actionAnswer(method, path, init?.body ? JSON.parse(String(init.body)) : undefined));
  });
});

afterEach(() => {
  fetchMock.mockReset();
  clearToken();
});

const row = (username: string) => within(screen.getByTestId(`staff-account-${username}`));

async function renderScreen() {
  render(<StaffPage titleKey="staff" />);
  await screen.findByTestId('staff-account-admin');
}

describe('Staff screen', () => {
  it('lists each account with its role, two-factor, last sign-in and status, marking your own', async () => {
    await renderScreen();
    expect(screen.getByText('3 accounts')).toBeTruthy();
    expect(row('admin').getByText('(you)')).toBeTruthy();
    expect(row('admin').getByText('Admin')).toBeTruthy();
    expect(row('admin').getByText('On')).toBeTruthy();
    expect(row('admin').getByText('Active')).toBeTruthy();
    expect(row('sam').getByText('Staff')).toBeTruthy();
    expect(row('sam').getByText('Off')).toBeTruthy();
    expect(row('sam').getByText('Never')).toBeTruthy();
    expect(row('sam').getByText('Waiting for password')).toBeTruthy();
    expect(row('sam').getByRole('button', { name: 'Resend set-password link sam' })).toBeTruthy();
    expect(row('sam').queryByRole('button', { name: /Reset two-factor/ })).toBeNull();
    expect(row('eve').getByText('External staff')).toBeTruthy();
    expect(row('eve').getByText('Deactivated')).toBeTruthy();
    expect(row('eve').getByRole('button', { name: 'Reactivate eve' })).toBeTruthy();
    expect(row('eve').queryByRole('button', { name: /Deactivate/ })).toBeNull();
    expect(row('admin').getByRole('button', { name: 'Reset two-factor admin' })).toBeTruthy();
  });

  it('says when there are no accounts, and offers Retry when the list cannot be loaded', async () => {
    accounts = [];
    const { unmount } = render(<StaffPage titleKey="staff" />);
    expect(await screen.findByText('No staff accounts yet. Create the first one with Create account.')).toBeTruthy();
    unmount();
    fetchMock.mockImplementation(async () => fakeResponse({ status: 500, body: { error: 'INTERNAL_ERROR', msg: 'Internal error' } }));
    render(<StaffPage titleKey="staff" />);
    expect(await screen.findByText('The staff accounts could not be loaded.')).toBeTruthy();
    fetchMock.mockImplementation(async () => fakeResponse({ body: [ADMIN] }));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('staff-account-admin')).toBeTruthy();
  });

  it('checks a new account with the server rules before sending anything', async () => {
    await renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Create a staff account' }));
    fireEvent.change(dialog.getByLabelText(/^Username/), { target: { value: 'Not Valid' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create account' }));
    expect(dialog.getByText(STAFF_ACCOUNT_MESSAGES.usernameFormat)).toBeTruthy();
    expect(dialog.getByText('Enter the first name')).toBeTruthy();
    expect(dialog.getByText('Enter a valid e-mail address')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(dialog.getByLabelText(/^Username/)));
    expect(changes()).toEqual([]);
  });

  it('creates an account, says the link was e-mailed and reloads the list', async () => {
    await renderScreen();
    const loads = listLoads();
    actionAnswer = (_method, _path, body) => ({
      status: 201,
      body: account({ id: 4, ...(body as object), two_factor: false, has_password: false, last_login_on: null }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const dialog = within(screen.getByRole('dialog'));
    fireEvent.change(dialog.getByLabelText(/^Username/), { target: { value: 'kim' } });
    fireEvent.change(dialog.getByLabelText(/^First name/), { target: { value: 'Kim' } });
    fireEvent.change(dialog.getByLabelText(/^Last name/), { target: { value: 'Park' } });
    fireEvent.change(dialog.getByLabelText(/^E-mail/), { target: { value: 'Kim@Example.com' } });
    fireEvent.change(dialog.getByLabelText('Role'), { target: { value: 'admin' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('The account kim was created. A link to set a password was e-mailed to kim@example.com; it works once, for 24 hours.'),
    ).toBeTruthy();
    expect(changes()).toEqual([
      {
        method: 'POST',
        path: '/api/v1/admin/staff-accounts/',
        body: { username: 'kim', first_name: 'Kim', last_name: 'Park', email: 'kim@example.com', role: 'admin' },
      },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(listLoads()).toBe(loads + 1));
  });

  it('shows a taken username under the field and keeps the dialog open', async () => {
    await renderScreen();
    actionAnswer = () => ({ status: 409, body: { error: 'USERNAME_TAKEN', msg: 'The server words it its own way.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const dialog = within(screen.getByRole('dialog'));
    fireEvent.change(dialog.getByLabelText(/^Username/), { target: { value: 'sam' } });
    fireEvent.change(dialog.getByLabelText(/^First name/), { target: { value: 'Sam' } });
    fireEvent.change(dialog.getByLabelText(/^Last name/), { target: { value: 'Two' } });
    fireEvent.change(dialog.getByLabelText(/^E-mail/), { target: { value: 'sam2@example.com' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create account' }));
    expect(await dialog.findByText('Another account has this username.')).toBeTruthy();
    expect(dialog.getByLabelText(/^Username/).getAttribute('aria-invalid')).toBe('true');
  });

  it('deactivates only after a confirmation that says the sessions end at once', async () => {
    await renderScreen();
    fireEvent.click(row('sam').getByRole('button', { name: 'Deactivate sam' }));
    const dialog = within(screen.getByRole('alertdialog', { name: 'Deactivate sam?' }));
    expect(dialog.getByText(/every session of this account ends at once/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(changes()).toEqual([]);

    fireEvent.click(row('sam').getByRole('button', { name: 'Deactivate sam' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('sam is deactivated: their sessions have ended.')).toBeTruthy();
    expect(changes()).toEqual([{ method: 'POST', path: '/api/v1/admin/staff-accounts/2/deactivate/', body: undefined }]);
  });

  it('shows the last-admin refusal in the dialog in the server words', async () => {
    await renderScreen();
    actionAnswer = () => ({ status: 409, body: { error: 'CONFLICT', msg: STAFF_ACCOUNT_MESSAGES.lastAdminDeactivate } });
    fireEvent.click(row('admin').getByRole('button', { name: 'Deactivate admin' }));
    const dialog = within(screen.getByRole('alertdialog'));
    expect(dialog.getByText('This is your own account: you will be signed out.')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Deactivate' }));
    expect(await dialog.findByText(STAFF_ACCOUNT_MESSAGES.lastAdminDeactivate)).toBeTruthy();
  });

  it('changes a role chosen in the confirmation', async () => {
    await renderScreen();
    actionAnswer = () => ({ body: { ...NEW, role: 'ext_staff' } });
    fireEvent.click(row('sam').getByRole('button', { name: 'Change role sam' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Change the role of sam' }));
    expect((dialog.getByRole('button', { name: 'Change role' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(dialog.getByLabelText('New role'), { target: { value: 'ext_staff' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText('The role of sam is now External staff.')).toBeTruthy();
    expect(changes()).toEqual([{ method: 'PUT', path: '/api/v1/admin/staff-accounts/2/role/', body: { role: 'ext_staff' } }]);
  });

  it('reactivates, sends a password link and resets two-factor, each confirmed', async () => {
    await renderScreen();
    fireEvent.click(row('eve').getByRole('button', { name: 'Reactivate eve' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reactivate' }));
    expect(await screen.findByText('eve is active again.')).toBeTruthy();

    fireEvent.click(row('sam').getByRole('button', { name: 'Resend set-password link sam' }));
    expect(screen.getByText(/A link to choose a new password is e-mailed to sam@example.com/)).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('A link to set a new password was e-mailed to sam@example.com.')).toBeTruthy();

    fireEvent.click(row('admin').getByRole('button', { name: 'Reset two-factor admin' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reset two-factor' }));
    expect(await screen.findByText('Two-factor sign-in of admin was reset.')).toBeTruthy();
    expect(changes().map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/v1/admin/staff-accounts/3/reactivate/',
      'POST /api/v1/admin/staff-accounts/2/password-reset/',
      'POST /api/v1/admin/staff-accounts/1/two-factor/reset/',
    ]);
  });
});
