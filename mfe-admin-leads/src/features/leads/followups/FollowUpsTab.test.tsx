import type { DormantLead, Lead } from '@clinic/contracts';
import { startI18nWith } from '@clinic/platform/src/testing/texts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import * as leadsApi from '../api';
import { TEXTS } from '../../../texts';
import { leadUpdate } from '../leadUpdate';
import { FollowUpsTab } from './FollowUpsTab';

jest.mock('../api');
const apiMock = leadsApi as jest.Mocked<typeof leadsApi>;

const ANA: DormantLead = { uuid: 'lead-ana', email: 'ana@example.com', created_on: '2026-11-18T18:00:00Z' };
const BO: DormantLead = { uuid: 'lead-bo', email: 'bo@example.com', created_on: '2026-11-17T18:00:00Z' };
const FIRST_NOTE = { note: 'Called, no answer', time: 1767225600000 };
const NOW = 1767312000000;

const LEAD: Lead = {
  uuid: ANA.uuid,
  email: ANA.email,
  first_name: 'Ana',
  middle_name: '',
  last_name: 'Silva',
  phone: '5105550100',
  dob: '1990-04-12',
  notes: 'Prefers mornings',
  is_active: true,
  is_system_generated: false,
  initial_doc_request_sent: true,
  unsubscribed_on: null,
  created_on: ANA.created_on,
  language: 'en',
  applicants: [],
  commonFiles: [],
  i693_applications: [],
  meta: { followup_notes: [FIRST_NOTE] },
};

beforeAll(async () => {
  await startI18nWith(TEXTS);
});

beforeEach(() => {
  apiMock.fetchDormantLeads.mockResolvedValue({ data: [ANA, BO] });
  apiMock.fetchFollowUpNotes.mockImplementation(async (uuid) => ({ data: { followup_notes: uuid === ANA.uuid ? [FIRST_NOTE] : [] } }));
});

afterEach(() => {
  jest.resetAllMocks();
  jest.restoreAllMocks();
});

const leadList = () => screen.findByRole('list', { name: 'Leads created from 6 to 3 days ago' });

async function selectAna() {
  render(<FollowUpsTab onLookup={jest.fn()} />);
  fireEvent.click(within(await leadList()).getByRole('button', { name: /^ana@example\.com/ }));
  return screen.findByText('Called, no answer');
}

describe('Follow-ups tab', () => {
  it('lists the dormant leads with their creation day and asks to select one', async () => {
    render(<FollowUpsTab onLookup={jest.fn()} />);
    expect(screen.getByRole('heading', { name: 'Leads Created from 6 to 3 Days Ago' })).toBeTruthy();
    const list = within(await leadList());
    expect(list.getAllByRole('listitem')).toHaveLength(2);
    expect(list.getByText('Created on 11/18/2026')).toBeTruthy();
    expect(screen.getByText('Select a lead')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Follow-up note' })).toBeNull();
  });

  it('says so when no lead was created from 6 to 3 days ago', async () => {
    apiMock.fetchDormantLeads.mockResolvedValue({ data: [] });
    render(<FollowUpsTab onLookup={jest.fn()} />);
    expect(await screen.findByText('No leads were created from 6 to 3 days ago.')).toBeTruthy();
  });

  it('offers Retry when the leads cannot be loaded', async () => {
    apiMock.fetchDormantLeads.mockRejectedValueOnce(new Error('down'));
    render(<FollowUpsTab onLookup={jest.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await leadList()).toBeTruthy();
  });

  it('shows the notes of the selected lead with their time, or that it has none', async () => {
    await selectAna();
    expect(apiMock.fetchFollowUpNotes).toHaveBeenCalledWith(ANA.uuid, expect.any(AbortSignal));
    expect(screen.getByText('12/31/2025 04:00PM PST')).toBeTruthy();
    expect(screen.queryByText('Select a lead')).toBeNull();
    fireEvent.click(within(await leadList()).getByRole('button', { name: /^bo@example\.com/ }));
    expect(await screen.findByText('No followup notes found.')).toBeTruthy();
    expect(screen.queryByText('Called, no answer')).toBeNull();
  });

  it('saves the note on Enter with the whole lead and its notes so far, then shows the new list', async () => {
    jest.spyOn(Date, 'now').mockReturnValue(NOW);
    const added = { note: 'Left a voicemail', time: NOW };
    apiMock.fetchLead.mockResolvedValue(LEAD);
    apiMock.saveLead.mockResolvedValue({ ...LEAD, meta: { followup_notes: [FIRST_NOTE, added] } });
    await selectAna();
    const box = screen.getByRole('textbox', { name: 'Follow-up note' }) as HTMLTextAreaElement;
    expect(box.placeholder).toBe('Press ENTER to save. Use SHIFT+ENTER for new line.');
    fireEvent.change(box, { target: { value: 'Left a voicemail' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    const notes = within(screen.getByTestId('followup-notes'));
    expect(await notes.findByText('Left a voicemail')).toBeTruthy();
    expect(notes.getByText('01/01/2026 04:00PM PST')).toBeTruthy();
    expect(apiMock.fetchLead).toHaveBeenCalledWith(ANA.uuid);
    expect(apiMock.saveLead).toHaveBeenCalledWith(ANA.uuid, { ...leadUpdate(LEAD), meta: { followup_notes: [FIRST_NOTE, added] } });
    expect(notes.getAllByRole('listitem')).toHaveLength(2);
    await waitFor(() => expect(box.value).toBe(''));
    expect(screen.getByText('Note saved.')).toBeTruthy();
  });

  it('does not save on Shift+Enter, while composing, or with an empty note', async () => {
    await selectAna();
    const box = screen.getByRole('textbox', { name: 'Follow-up note' }) as HTMLTextAreaElement;
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.change(box, { target: { value: 'First line' } });
    const shiftEnter = fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 229 });
    expect(shiftEnter).toBe(true); // not prevented: the browser adds the new line
    expect(apiMock.fetchLead).not.toHaveBeenCalled();
    expect(apiMock.saveLead).not.toHaveBeenCalled();
    expect(box.value).toBe('First line');
  });

  it('keeps the note and shows why when it cannot be saved', async () => {
    apiMock.fetchLead.mockResolvedValue(LEAD);
    apiMock.saveLead.mockRejectedValue(new Error('down'));
    await selectAna();
    const box = screen.getByRole('textbox', { name: 'Follow-up note' }) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Left a voicemail' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByText('The note could not be saved. Please try again.')).toBeTruthy();
    expect(box.value).toBe('Left a voicemail');
  });

  it('looks a lead up in the Leads tab', async () => {
    const onLookup = jest.fn();
    render(<FollowUpsTab onLookup={onLookup} />);
    fireEvent.click(within(await leadList()).getByRole('button', { name: 'Lookup bo@example.com in the Leads tab' }));
    expect(onLookup).toHaveBeenCalledWith('bo@example.com');
  });
});
