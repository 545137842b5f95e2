import { LEAD_MESSAGES, LEAD_SEARCH_DEBOUNCE_MS, type Lead } from '@clinic/contracts';
import { ApiRequestError } from '@clinic/platform';
import { startI18nWith } from '@clinic/platform/src/testing/texts';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import * as leadsApi from '../api';
import { TEXTS } from '../../../texts';
import { testLead } from '../testLead';
import { CreateLeadPanel } from './CreateLeadPanel';
import { DEMO_PUBLIC_SETTINGS, servePracticeSettings } from '@clinic/platform/src/testing/practiceSettings';

jest.mock('../api');
const apiMock = leadsApi as jest.Mocked<typeof leadsApi>;

const KNOWN: Lead = testLead({
  uuid: 'lead-1',
  email: 'ana@example.com',
  first_name: 'Ana',
  middle_name: '',
  last_name: 'Silva',
  created_on: '2026-11-18T18:00:00Z',
  applicants: [],
});

const SUPPORT_EMAIL = DEMO_PUBLIC_SETTINGS.support_email;

beforeEach(() => servePracticeSettings());

beforeAll(async () => {
  await startI18nWith(TEXTS);
});

beforeEach(() => {
  apiMock.fetchLeads.mockResolvedValue({ count: 0, next: null, previous: null, results: [] });
});

afterEach(() => {
  jest.resetAllMocks();
  jest.useRealTimers();
});

function renderPanel(props: { onClose?: () => void; onLookup?: (email: string) => void } = {}) {
  render(<CreateLeadPanel onClose={props.onClose ?? jest.fn()} onLookup={props.onLookup ?? jest.fn()} />);
}

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillIn() {
  type(/^First Name/, 'Ana');
  type(/^Last Name/, 'Silva');
  type(/^Email/, 'ana@example.com');
  type(/^Phone/, '(510) 555-0100');
  type(/^Date of Birth/, '1990-04-12');
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create Lead' }));

describe('Create Lead panel', () => {
  it('shows what is missing or wrong under each field and sends nothing', async () => {
    renderPanel();
    type(/^Phone/, '12345');
    submit();
    expect(screen.getByText(LEAD_MESSAGES.firstNameRequired)).toBeTruthy();
    expect(screen.getByText(LEAD_MESSAGES.lastNameRequired)).toBeTruthy();
    expect(screen.getByText(LEAD_MESSAGES.emailInvalid)).toBeTruthy();
    expect(screen.getByText(LEAD_MESSAGES.phoneInvalid)).toBeTruthy();
    expect(screen.getByText(LEAD_MESSAGES.dobInvalid)).toBeTruthy();
    expect(screen.getByLabelText(/^First Name/).getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^First Name/)));
    expect(apiMock.createLead).not.toHaveBeenCalled();
    type(/^First Name/, 'Ana');
    expect(screen.queryByText(LEAD_MESSAGES.firstNameRequired)).toBeNull();
  });

  it('refuses a date of birth in the future', () => {
    renderPanel();
    fillIn();
    type(/^Date of Birth/, `${new Date().getFullYear() + 1}-01-01`);
    submit();
    expect(screen.getByText(LEAD_MESSAGES.dobInvalid)).toBeTruthy();
    expect(apiMock.createLead).not.toHaveBeenCalled();
  });

  it('creates a new lead, says so and empties the form', async () => {
    apiMock.createLead.mockResolvedValue({ msg: LEAD_MESSAGES.created, data: { uuid: 'lead-2', existing: false } });
    renderPanel();
    fillIn();
    submit();
    expect(await screen.findByText('Lead created successfully. Close and refresh.')).toBeTruthy();
    expect(apiMock.createLead).toHaveBeenCalledWith({
      firstName: 'Ana',
      middleName: '',
      lastName: 'Silva',
      email: 'ana@example.com',
      phone: '(510) 555-0100',
      dob: '1990-04-12',
    });
    expect((screen.getByLabelText(/^First Name/) as HTMLInputElement).value).toBe('');
  });

  it('says when the applicant was added under an existing e-mail', async () => {
    apiMock.createLead.mockResolvedValue({ msg: LEAD_MESSAGES.createdUnderExisting, data: { uuid: 'lead-1', existing: true } });
    renderPanel();
    fillIn();
    submit();
    expect(await screen.findByText('Lead created successfully under an existing Email Id. Please refresh and use the search box.')).toBeTruthy();
  });

  it('shows the server refusals under their fields', async () => {
    apiMock.createLead.mockRejectedValue(
      new ApiRequestError(400, { error: 'VALIDATION_ERROR', msg: 'x', details: { lastName: 'Names have at most 150 characters' } }),
    );
    renderPanel();
    fillIn();
    submit();
    expect(await screen.findByText('Names have at most 150 characters')).toBeTruthy();
    expect(screen.getByLabelText(/^Last Name/).getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText(/^First Name/) as HTMLInputElement).value).toBe('Ana');
  });

  it('tells staff to write to the support mailbox when the lead cannot be created', async () => {
    apiMock.createLead.mockRejectedValue(new ApiRequestError(500, { error: 'INTERNAL_ERROR', msg: 'boom' }));
    renderPanel();
    fillIn();
    submit();
    expect(await screen.findByText(`Error while creating the lead. Please retry or drop a note to ${SUPPORT_EMAIL}`)).toBeTruthy();
  });

  it('lists the existing leads of the typed e-mail once typing pauses, with Lookup', async () => {
    apiMock.fetchLeads.mockResolvedValue({ count: 1, next: null, previous: null, results: [KNOWN] });
    const onLookup = jest.fn();
    renderPanel({ onLookup });
    jest.useFakeTimers();
    type(/^Email/, 'ana@exam');
    act(() => void jest.advanceTimersByTime(LEAD_SEARCH_DEBOUNCE_MS + 10));
    expect(apiMock.fetchLeads).not.toHaveBeenCalled();
    type(/^Email/, 'Ana@Example.com');
    act(() => void jest.advanceTimersByTime(LEAD_SEARCH_DEBOUNCE_MS - 10));
    expect(apiMock.fetchLeads).not.toHaveBeenCalled();
    act(() => void jest.advanceTimersByTime(20));
    expect(apiMock.fetchLeads).toHaveBeenCalledWith({ page: 1, search: 'ana@example.com' }, expect.any(AbortSignal));
    jest.useRealTimers();
    const found = within(await screen.findByRole('list', { name: 'Existing leads matching ana@example.com' }));
    expect(found.getByText('Ana Silva · Created on 11/18/2026')).toBeTruthy();
    fireEvent.click(found.getByRole('button', { name: 'Lookup ana@example.com in the Leads tab' }));
    expect(onLookup).toHaveBeenCalledWith('ana@example.com');
  });

  it('says when no lead has the typed e-mail yet', async () => {
    renderPanel();
    type(/^Email/, 'new@example.com');
    expect(await screen.findByText('No existing lead matches new@example.com.')).toBeTruthy();
  });

  it('closes', () => {
    const onClose = jest.fn();
    renderPanel({ onClose });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
