import { CHECKLIST_ITEM_NAMES, CHECKLIST_TEXTS, type ConversationEntry } from '@clinic/contracts';
import { latestNotice, noticeStore } from '@clinic/platform';
import { startI18nWith } from '@clinic/platform/src/testing/texts';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import * as leadsApi from '../api';
import { TEXTS } from '../../../texts';
import { testApplicant, testLead } from '../testLead';
import { PendingFilesCommunication } from './PendingFilesCommunication';

/** Send Reminder, then Send in the confirmation, which names the recipient and has Cancel focused. */
async function sendReminder() {
  fireEvent.click(screen.getByRole('button', { name: 'Send Reminder' }));
  const dialog = screen.getByRole('dialog', { name: 'Send Reminder' });
  expect(within(dialog).getByText(`Send the reminder with a document upload link to ${LEAD.email}?`)).toBeTruthy();
  expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Send' })));
}

jest.mock('../api');
const apiMock = leadsApi as jest.Mocked<typeof leadsApi>;

const WEI = testApplicant({
  uuid: 'a-1',
  first_name: 'Wei',
  last_name: 'Chen',
  current_checklist: {
    vaccines: [
      { key: 'mmr', name: 'MMR', description: '', status: 'pending', is_optional: false, notes: '' },
      { key: 'tdap', name: 'Tdap', description: '', status: 'done', is_optional: false, notes: '' },
    ],
    lab_tests: [{ key: 'tb-test', name: 'Quantiferon TB Gold', description: '', status: 'done', is_optional: false, notes: '', collection_date: '2026-11-20' }],
  },
});

const LEAD = testLead({ uuid: 'lead-1', email: 'demo.pending@example.com', first_name: 'Wei', middle_name: '', last_name: 'Chen', applicants: [WEI] });

const SENT: ConversationEntry = {
  uuid: 'c-1',
  created_on: '2026-11-21T18:05:00Z',
  status: 'sent',
  kind: 'initial_checklist',
  conversation: '<p>Dear Wei, <b>records</b></p>',
};

beforeAll(async () => {
  await startI18nWith(TEXTS);
  // jsdom lays nothing out; ProseMirror asks for selection rectangles when it scrolls to the cursor.
  const noRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  Range.prototype.getClientRects = noRects;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
});

afterEach(() => {
  jest.resetAllMocks();
  noticeStore.setState({ notices: [] });
});

const editor = () => screen.getByRole('textbox', { name: 'Reminder message' });

describe('Pending Files Communication', () => {
  it('prefills the reminder with what the applicant still misses and the 14-day Quantiferon rule', async () => {
    apiMock.fetchConversations.mockResolvedValue([]);
    render(<PendingFilesCommunication lead={LEAD} applicant={WEI} />);
    await screen.findByText('No email sent yet.');
    expect(screen.getByText('You can add/modify the message before sending the doc upload link to the client:')).toBeTruthy();
    const text = editor().textContent ?? '';
    expect(text).toContain('Dear Wei,');
    expect(text).toContain('MMR');
    expect(text).not.toContain('Tdap');
    expect(text).toContain('collected on 11/20/2026: the appointment must take place within 14 days after it, by 12/04/2026.');
  });

  it("prefills the reminder in the client's language, says so, and switches to English for staff to read; it sends what is shown", async () => {
    apiMock.fetchConversations.mockResolvedValue([]);
    apiMock.sendDocumentRequest.mockResolvedValue({ msg: 'Email sent.', data: { link: 'http://x/appointments/doc/request/r1' } });
    render(<PendingFilesCommunication lead={{ ...LEAD, language: 'ar' }} applicant={WEI} />);
    await screen.findByText('No email sent yet.');
    expect(screen.getByText('Message in Arabic (the client’s language).')).toBeTruthy();
    expect(editor().getAttribute('dir')).toBe('auto');
    const arabic = editor().textContent ?? '';
    expect(arabic).toContain(CHECKLIST_TEXTS.ar.greeting('Wei'));
    expect(arabic).toContain(CHECKLIST_ITEM_NAMES.ar['mmr']);
    expect(arabic).not.toContain('Dear Wei');

    fireEvent.click(screen.getByRole('button', { name: 'Show in English' }));
    await waitFor(() => expect(editor().textContent).toContain('Dear Wei,'));
    expect(screen.getByText('Message in English (the client’s language is Arabic); it is sent as shown.')).toBeTruthy();
    await sendReminder();
    await waitFor(() => expect(apiMock.sendDocumentRequest).toHaveBeenCalledTimes(1));
    expect(apiMock.sendDocumentRequest.mock.calls[0]![1]).toContain('Dear Wei,');

    fireEvent.click(screen.getByRole('button', { name: 'Show in Arabic' }));
    await waitFor(() => expect(editor().textContent).toContain(CHECKLIST_TEXTS.ar.greeting('Wei')));
  });

  it('says nothing about the language for an English-speaking client', async () => {
    apiMock.fetchConversations.mockResolvedValue([]);
    render(<PendingFilesCommunication lead={LEAD} applicant={WEI} />);
    await screen.findByText('No email sent yet.');
    expect(screen.queryByText(/^Message in /)).toBeNull();
    expect(screen.queryByRole('button', { name: /^Show in / })).toBeNull();
  });

  it('shows when the last e-mail went out and opens the conversation in a sandboxed frame', async () => {
    apiMock.fetchConversations.mockResolvedValue([{ ...SENT, uuid: 'c-0', created_on: '2026-11-20T18:05:00Z' }, SENT]);
    render(<PendingFilesCommunication lead={LEAD} applicant={WEI} />);
    expect((await screen.findByTestId('last-email-sent')).textContent).toBe('11/21/2026 10:05AM PST');
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    const dialog = await screen.findByTestId('conversation-dialog');
    const frames = within(dialog).getAllByTitle(/^E-mail of /) as HTMLIFrameElement[];
    expect(frames).toHaveLength(2);
    expect(frames[0]!.getAttribute('sandbox')).toBe('');
    expect(frames[0]!.getAttribute('srcdoc')).toBe(SENT.conversation);
  });

  it('sends the edited message as a document request and says Email sent.', async () => {
    apiMock.fetchConversations.mockResolvedValue([]);
    apiMock.sendDocumentRequest.mockResolvedValue({ msg: 'Email sent.', data: { link: 'http://x/appointments/doc/request/r1' } });
    render(<PendingFilesCommunication lead={LEAD} applicant={WEI} />);
    await screen.findByText('No email sent yet.');
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Heading 3' })).toBeTruthy();
    await sendReminder();
    await waitFor(() => expect(apiMock.sendDocumentRequest).toHaveBeenCalledTimes(1));
    const [leadUuid, html] = apiMock.sendDocumentRequest.mock.calls[0]!;
    expect(leadUuid).toBe('lead-1');
    expect(html).toContain('<li><p>MMR</p></li>');
    expect(latestNotice()).toMatchObject({ text: 'Email sent.', type: 'success' });
    expect(apiMock.fetchConversations).toHaveBeenCalledTimes(2);
  });

  it('says the generic failure when the server fails, and the server reason when it refuses', async () => {
    apiMock.fetchConversations.mockResolvedValue([]);
    const { ApiRequestError } = jest.requireActual<typeof import('@clinic/platform')>('@clinic/platform');
    apiMock.sendDocumentRequest.mockRejectedValueOnce(new ApiRequestError(502, { error: 'NOTIFY_FAILED', msg: 'down' }));
    render(<PendingFilesCommunication lead={LEAD} applicant={WEI} />);
    await screen.findByText('No email sent yet.');
    await sendReminder();
    expect(latestNotice()).toMatchObject({ text: 'Error while sending the email to the client.', type: 'error' });
    apiMock.sendDocumentRequest.mockRejectedValueOnce(
      new ApiRequestError(409, { error: 'CONFLICT', msg: 'This lead is archived. Unarchive it before sending it a reminder.' }),
    );
    await sendReminder();
    expect(latestNotice()).toMatchObject({ text: 'This lead is archived. Unarchive it before sending it a reminder.', type: 'error' });
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    apiMock.fetchConversations.mockResolvedValue([]);
    render(<PendingFilesCommunication lead={LEAD} applicant={WEI} />);
    await screen.findByText('No email sent yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Send Reminder' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Send Reminder' })).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(apiMock.sendDocumentRequest).not.toHaveBeenCalled();
  });

  it('has no reminder to send when the applicant has sent every record and the I-693 form', async () => {
    apiMock.fetchConversations.mockResolvedValue([]);
    const done = {
      ...WEI,
      current_checklist: {
        vaccines: WEI.current_checklist.vaccines.map((v) => ({ ...v, status: 'done' as const })),
        lab_tests: WEI.current_checklist.lab_tests,
      },
    };
    const matched = {
      ...LEAD,
      i693_applications: [
        { uuid: 'i-1', first_name: 'Wei', middle_name: '', last_name: 'Chen', dob: '1985-01-15', applicant_uuid: WEI.uuid, created_on: '2026-11-20T00:00:00Z' },
      ],
    };
    render(<PendingFilesCommunication lead={matched} applicant={done} />);
    await screen.findByText('No email sent yet.');
    expect((screen.getByRole('button', { name: 'Send Reminder' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Nothing is missing for this applicant: all records and the I-693 form are in, so there is no reminder to send.')).toBeTruthy();
  });

  it('cannot send to an unsubscribed address', async () => {
    apiMock.fetchConversations.mockResolvedValue([]);
    render(<PendingFilesCommunication lead={{ ...LEAD, unsubscribed_on: '2026-11-22T00:00:00Z' }} applicant={WEI} />);
    await screen.findByText('No email sent yet.');
    expect((screen.getByRole('button', { name: 'Send Reminder' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('This address unsubscribed from reminders: remove the unsubscription first.')).toBeTruthy();
  });
});
