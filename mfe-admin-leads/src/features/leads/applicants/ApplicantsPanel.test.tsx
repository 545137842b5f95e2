import { PLACEHOLDER_PHONE } from '@clinic/contracts';
import { latestNotice, noticeStore } from '@clinic/platform';
import { fakeResponse } from '@clinic/platform/src/testing/fakes';
import { startI18nWith } from '@clinic/platform/src/testing/texts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TEXTS } from '../../../texts';
import { fetchMock, JOSE_UUID, lastSaved, renderPanel, savedBodies, testApplicant, testLead } from './panelTesting';
import { servePracticeSettings } from '@clinic/platform/src/testing/practiceSettings';

jest.mock('../communication/PendingFilesCommunication', () => ({ PendingFilesCommunication: () => null }));

beforeEach(() => servePracticeSettings());

beforeAll(async () => {
  await startI18nWith(TEXTS);
  (globalThis as { fetch: unknown }).fetch = fetchMock;
  Element.prototype.scrollIntoView = jest.fn();
});

afterEach(() => {
  fetchMock.mockReset();
  noticeStore.setState({ notices: [] });
  window.matchMedia = undefined as unknown as typeof window.matchMedia;
});

const message = () => latestNotice();
const card = (name: string) => screen.getByRole('button', { name: `Select ${name}` }).closest('li') as HTMLElement;
const banner = () => screen.getByRole('region', { name: 'Selected Applicant' });

const JOSE = testApplicant({ uuid: JOSE_UUID, first_name: 'Jose', dob: '2001-09-30', phone: '5105550111' });
const ANA = testApplicant({ uuid: '8b3c4d5e-6f7a-4b2c-9d3e-4f5a6b7c8d9e', first_name: 'Ana', is_active: false });

describe('applicant cards', () => {
  it('shows the active applicants with DOB, phone and I693 Done?, the first one selected', async () => {
    await renderPanel(testLead({ applicants: [testApplicant(), JOSE, ANA] }));
    const maria = within(card('Maria Lopez'));
    expect(maria.getByText('04/12/1990')).toBeTruthy();
    expect(maria.getByText('(510) 555-0100')).toBeTruthy();
    expect(maria.getByRole('checkbox', { name: 'I693 Done?' })).toHaveProperty('checked', false);
    expect(maria.getByRole('button', { name: 'Edit Maria Lopez' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Select Ana Lopez' })).toBeNull();
    expect(within(banner()).getByText('Maria Lopez')).toBeTruthy();
  });

  it('selects the clicked card and shows archived applicants on request', async () => {
    await renderPanel(testLead({ applicants: [testApplicant(), JOSE, ANA] }));
    fireEvent.click(within(card('Jose Lopez')).getByText('09/30/2001'));
    expect(within(banner()).getByText('Jose Lopez')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show Archived' }));
    expect(within(card('Ana Lopez')).getByText('Archived')).toBeTruthy();
    expect(within(card('Ana Lopez')).getByRole('button', { name: 'Enable Ana Lopez' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hide Archived' })).toBeTruthy();
  });

  it('saves I693 Done? when ticked', async () => {
    await renderPanel(testLead());
    fireEvent.click(within(card('Maria Lopez')).getByRole('checkbox', { name: 'I693 Done?' }));
    await waitFor(() => expect(within(card('Maria Lopez')).getByRole('checkbox', { name: 'I693 Done?' })).toHaveProperty('checked', true));
    expect(lastSaved().applicants[0]).toMatchObject({ uuid: testApplicant().uuid, is_i693_done: true });
  });
});

describe('archiving', () => {
  it('offers no Archive for the only active applicant', async () => {
    await renderPanel(testLead({ applicants: [testApplicant(), ANA] }));
    const maria = within(card('Maria Lopez'));
    expect(maria.queryByRole('button', { name: /Archive/ })).toBeNull();
    expect(maria.getByText('The only active applicant cannot be archived.')).toBeTruthy();
  });

  it('archives after a confirm and enables again', async () => {
    await renderPanel(testLead({ applicants: [testApplicant(), JOSE] }));
    fireEvent.click(within(card('Jose Lopez')).getByRole('button', { name: 'Archive Jose Lopez' }));
    const dialog = screen.getByRole('dialog', { name: 'Archive applicant' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(message()?.text).toBe('Archive status changed.'));
    expect(lastSaved().applicants.find((a) => a.uuid === JOSE_UUID)).toMatchObject({ is_active: false });
    expect(screen.queryByRole('button', { name: 'Select Jose Lopez' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Show Archived' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enable Jose Lopez' }));
    await waitFor(() => expect(lastSaved().applicants.find((a) => a.uuid === JOSE_UUID)).toMatchObject({ is_active: true }));
  });

  it('names the support address when archiving fails', async () => {
    await renderPanel(testLead({ applicants: [testApplicant(), JOSE] }));
    fetchMock.mockResolvedValue(fakeResponse({ status: 500 }));
    fireEvent.click(within(card('Jose Lopez')).getByRole('button', { name: 'Archive Jose Lopez' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(message()?.text).toBe('Error while archiving the applicant. Please retry or drop a note to support@clinic.local'));
  });
});

describe('add and edit', () => {
  const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

  it('adds an applicant with the placeholder phone when none is given, and selects it', async () => {
    await renderPanel(testLead());
    fireEvent.click(screen.getByRole('button', { name: '+ Add Applicant' }));
    fill('First Name', 'Luis');
    fill('Last Name', 'Lopez');
    fill('Date of Birth', '7/4/2015');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(message()?.text).toBe('Applicant added successfully.'));
    const added = lastSaved().applicants[1]!;
    expect(added).toEqual({
      first_name: 'Luis',
      middle_name: '',
      last_name: 'Lopez',
      dob: '2015-07-04',
      phone: PLACEHOLDER_PHONE,
      is_active: true,
      is_i693_done: false,
      is_tb_positive: false,
      is_xray_normal: false,
      is_all_complete: false,
    });
    expect(lastSaved().applicants[0]).toMatchObject({ uuid: testApplicant().uuid });
    expect(screen.queryByRole('form')).toBeNull();
    expect(within(banner()).getByText('Luis Lopez')).toBeTruthy();
  });

  it('refuses a date of birth not written as MM/dd/yyyy, or in the future', async () => {
    await renderPanel(testLead());
    fireEvent.click(screen.getByRole('button', { name: '+ Add Applicant' }));
    fill('First Name', 'Luis');
    fill('Last Name', 'Lopez');
    fill('Date of Birth', '2015-07-04');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter the date of birth as MM/DD/YYYY.')).toBeTruthy();
    fill('Date of Birth', '01/01/2999');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter the date of birth as a past date')).toBeTruthy();
    expect(savedBodies()).toEqual([]);
  });

  it('names the support address when adding fails', async () => {
    await renderPanel(testLead());
    fetchMock.mockResolvedValue(fakeResponse({ status: 500 }));
    fireEvent.click(screen.getByRole('button', { name: '+ Add Applicant' }));
    fill('First Name', 'Luis');
    fill('Last Name', 'Lopez');
    fill('Date of Birth', '07/04/2015');
    fill('Phone', '(510) 555-0199');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(message()?.text).toBe('Error while adding applicant. Please retry or drop a note to support@clinic.local'));
    expect(screen.getByRole('heading', { name: 'Add Applicant' })).toBeTruthy();
  });

  it('edits the names and date of birth', async () => {
    await renderPanel(testLead());
    fireEvent.click(screen.getByRole('button', { name: 'Edit Maria Lopez' }));
    expect(screen.getByLabelText('Date of Birth')).toHaveProperty('value', '04/12/1990');
    expect(screen.queryByLabelText('Phone')).toBeNull();
    fill('Middle Name', 'Elena');
    fill('Date of Birth', '04/13/1990');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(message()?.text).toBe('Applicant updated successfully.'));
    expect(lastSaved().applicants[0]).toMatchObject({ middle_name: 'Elena', dob: '1990-04-13', phone: '5105550100' });
    expect(within(banner()).getByText('Maria Elena Lopez')).toBeTruthy();
  });
});

describe('compact layout', () => {
  it('adds the jump buttons and Back To Applicants', async () => {
    window.matchMedia = ((query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    await renderPanel(testLead());
    const jumps = within(screen.getByRole('navigation', { name: 'Jump to' }));
    expect(jumps.getAllByRole('button').map((b) => b.textContent)).toEqual(['Applicants', 'Apl. Files', 'Com. Files', 'Pen. Email']);
    fireEvent.click(jumps.getByRole('button', { name: 'Apl. Files' }));
    expect(document.activeElement?.id).toBe('lead-applicant-files');
    fireEvent.click(screen.getByRole('button', { name: 'Back To Applicants' }));
    expect(document.activeElement?.id).toBe('lead-applicants');
  });
});
