import { CHECKLIST_TEXTS, checklistMessageHtml, COPY_INDICATOR_MS, I693_FORM_PATH, reminderPeopleOfLead, type Lead } from '@clinic/contracts';
import { latestNotice, noticeStore } from '@clinic/platform';
import { fakeResponse } from '@clinic/platform/src/testing/fakes';
import { startI18nWith } from '@clinic/platform/src/testing/texts';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { TEXTS } from '../../../texts';
import { ANCHORS } from '../anchors';
import { leadUpdate } from '../leadUpdate';
import { testApplicant, testLead } from '../testLead';
import { LeadSummary } from './LeadSummary';

interface Answer {
  status?: number;
  body: unknown;
}

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
/** The answer of each `METHOD path` the test expects; anything else is a 404. */
let answers: Record<string, (body: unknown) => Answer>;

function requests() {
  return fetchMock.mock.calls.map(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return { method: init?.method ?? 'GET', path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined };
  });
}

const LEAD = testLead();
const LEAD_PATH = `/api/v1/appointments/misc/leads/${LEAD.uuid}/`;
const message = () => latestNotice();

beforeAll(async () => {
  await startI18nWith(TEXTS);
});

beforeEach(() => {
  (globalThis as { fetch: unknown }).fetch = fetchMock;
  answers = {};
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const answer = answers[`${init?.method ?? 'GET'} ${url.pathname}`];
    return fakeResponse(
      answer ? answer(init?.body ? JSON.parse(String(init.body)) : undefined) : { status: 404, body: { error: 'NOT_FOUND', msg: 'Not found' } },
    );
  });
});

afterEach(() => {
  fetchMock.mockReset();
  jest.useRealTimers();
  noticeStore.setState({ notices: [] });
});

/** The summary as the detail holds it: a saved lead replaces the one shown. */
function Summary({ initial, reload }: { initial: Lead; reload: () => Promise<void> }) {
  const [lead, setLead] = useState(initial);
  return <LeadSummary lead={lead} onLeadChange={setLead} reload={reload} />;
}

function renderSummary(lead: Lead = LEAD) {
  const reload = jest.fn().mockResolvedValue(undefined);
  render(<Summary initial={lead} reload={reload} />);
  return reload;
}

/** The server saves what it is sent and answers the lead as it now is. */
function savesLead() {
  answers[`PUT ${LEAD_PATH}`] = (body) => ({ body: { ...LEAD, ...(body as Partial<Lead>), applicants: LEAD.applicants } });
}

describe('the lead summary', () => {
  it('shows the person, the markers and the common files', () => {
    renderSummary(testLead({ initial_doc_request_sent: true, unsubscribed_on: '2026-11-22T20:00:00.000Z' }));
    expect(screen.getByRole('heading', { name: 'Maria Elena Lopez' })).toBeTruthy();
    expect(screen.getByText('04/12/1990')).toBeTruthy();
    expect(screen.getByText('(510) 555-0123')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit email demo.family@example.com' }).textContent).toBe('demo.family@example.com');
    expect(screen.getByText('Initial Checklist Email Sent')).toBeTruthy();
    expect(screen.getByText(/^Unsubscribed on 11\/22\/2026/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unarchive' })).toBeNull();

    const files = screen.getByRole('region', { name: 'Common Files' });
    expect(files.id).toBe(ANCHORS.commonFiles);
    expect(within(files).getByText('No untagged/common files located. Please check individual applicant files.')).toBeTruthy();
  });

  it('leaves out the markers a lead does not have', () => {
    renderSummary();
    expect(screen.queryByText('Initial Checklist Email Sent')).toBeNull();
    expect(screen.queryByText(/Unsubscribed on/)).toBeNull();
    expect(screen.queryByText('Archived')).toBeNull();
  });
});

describe('e-mail', () => {
  it('edits the e-mail inline and saves the whole lead with the new e-mail', async () => {
    savesLead();
    renderSummary();
    fireEvent.click(screen.getByRole('button', { name: 'Edit email demo.family@example.com' }));
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect((input as HTMLInputElement).value).toBe('demo.family@example.com');
    fireEvent.change(input, { target: { value: ' maria.lopez@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('button', { name: 'Edit email maria.lopez@example.com' })).toBeTruthy();
    expect(requests()).toEqual([{ method: 'PUT', path: LEAD_PATH, body: { ...leadUpdate(LEAD), email: 'maria.lopez@example.com' } }]);
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();
    expect(message()).toMatchObject({ text: 'Email updated.', type: 'success' });
  });

  it('refuses an invalid e-mail without calling the server, and Esc gives up the change', () => {
    renderSummary();
    fireEvent.click(screen.getByRole('button', { name: 'Edit email demo.family@example.com' }));
    const input = screen.getByRole('textbox', { name: 'Email' });
    fireEvent.change(input, { target: { value: 'maria@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email address');
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit email demo.family@example.com' }));
  });

  it('keeps the input open and shows the server reason when the save is refused', async () => {
    answers[`PUT ${LEAD_PATH}`] = () => ({
      status: 409,
      body: { error: 'CONFLICT', msg: 'Another lead already has this e-mail address. Search for it instead.' },
    });
    renderSummary();
    fireEvent.click(screen.getByRole('button', { name: 'Edit email demo.family@example.com' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'demo.pending@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(message()).toMatchObject({ text: 'Another lead already has this e-mail address. Search for it instead.', type: 'error' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeTruthy();
  });

  it('copies the e-mail and says Copied for 2 s', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderSummary();
    jest.useFakeTimers();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy Email' })));
    expect(writeText).toHaveBeenCalledWith('demo.family@example.com');
    expect(screen.getByText('Copied')).toBeTruthy();
    act(() => void jest.advanceTimersByTime(COPY_INDICATOR_MS - 10));
    expect(screen.queryByText('Copied')).toBeTruthy();
    act(() => void jest.advanceTimersByTime(20));
    expect(screen.queryByText('Copied')).toBeNull();
  });
});

describe('notes', () => {
  it('saves the staff notes with the rest of the lead', async () => {
    savesLead();
    renderSummary();
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    expect(screen.getByRole('button', { name: 'Save Notes' })).toHaveProperty('disabled', true);
    fireEvent.change(notes, { target: { value: 'Called on Monday; prefers Fremont.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Notes' }));
    await waitFor(() => expect(message()).toMatchObject({ text: 'Notes saved.', type: 'success' }));
    expect(requests()).toEqual([{ method: 'PUT', path: LEAD_PATH, body: { ...leadUpdate(LEAD), notes: 'Called on Monday; prefers Fremont.' } }]);
    expect(screen.getByRole('button', { name: 'Save Notes' })).toHaveProperty('disabled', true);
  });
});

describe('actions', () => {
  const unsubscribePath = `/api/v1/appointments/misc/leads/${LEAD.uuid}/mg/unsubscribe/`;

  it('offers Remove Unsubscription only for an unsubscribed lead', () => {
    renderSummary();
    expect(screen.getByRole('button', { name: 'Remove Unsubscription' })).toHaveProperty('disabled', true);
  });

  it('removes the unsubscription, shows the server message and reloads the lead', async () => {
    answers[`DELETE ${unsubscribePath}`] = () => ({
      status: 202,
      body: { msg: 'The unsubscription was removed: reminders will be sent to this address again.', error: null },
    });
    const reload = renderSummary(testLead({ unsubscribed_on: '2026-11-22T20:00:00.000Z' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Unsubscription' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(message()).toMatchObject({ text: 'The unsubscription was removed: reminders will be sent to this address again.', type: 'success' });
    expect(requests().map((r) => `${r.method} ${r.path}`)).toEqual([`DELETE ${unsubscribePath}`]);
  });

  it('shows the error of the answer when it has one', async () => {
    answers[`DELETE ${unsubscribePath}`] = () => ({ status: 202, body: { msg: 'Done', error: 'The mail provider kept the address suppressed.' } });
    renderSummary(testLead({ unsubscribed_on: '2026-11-22T20:00:00.000Z' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Unsubscription' }));
    await waitFor(() => expect(message()).toMatchObject({ text: 'The mail provider kept the address suppressed.', type: 'error' }));
  });

  it('unarchives an archived lead and reloads it', async () => {
    answers['PUT /api/v1/appointments/misc/leads/archive/'] = () => ({ status: 202, body: { msg: 'Archive status changed.', error: null } });
    const reload = renderSummary(testLead({ is_active: false }));
    expect(screen.getByText('Archived')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Unarchive' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(message()).toMatchObject({ text: 'Archive status changed.', type: 'success' });
    expect(requests()).toEqual([
      { method: 'PUT', path: '/api/v1/appointments/misc/leads/archive/', body: { lead_uuids: [LEAD.uuid], active_status: true, only: true } },
    ]);
  });

  it('shows the doc upload link e-mail before sending it, then says Email sent.', async () => {
    answers['POST /api/v1/appointments/request/docs/link/'] = () => ({
      status: 201,
      body: { msg: 'Email sent.', data: { link: 'http://localhost/appointments/doc/request/r1' } },
    });
    const jose = testApplicant({ uuid: '5b0f3c1e-7a9d-4f2b-9c61-0a1b2c3d4e02', first_name: 'Jose', is_active: false });
    const lead = testLead({ applicants: [testApplicant(), jose] });
    renderSummary(lead);
    fireEvent.click(screen.getByRole('button', { name: 'Send Doc Upload Link' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Send Doc Upload Link' }));
    expect(dialog.getByText('Dear Maria,')).toBeTruthy();
    expect(dialog.getByText('MMR')).toBeTruthy();
    expect(dialog.queryByText(/Jose/)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(message()).toMatchObject({ text: 'Email sent.', type: 'success' }));
    expect(requests()).toEqual([
      {
        method: 'POST',
        path: '/api/v1/appointments/request/docs/link/',
        body: {
          pre_application_uuid: LEAD.uuid,
          email_content: checklistMessageHtml({
            language: 'en',
            greetingName: 'Maria',
            intro: 'reminder',
            people: reminderPeopleOfLead(lead, [testApplicant()]),
            i693FormUrl: `${window.location.origin}${I693_FORM_PATH}`,
          }),
        },
      },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the doc upload link e-mail in the client's language, right to left for Arabic, and in English on demand", async () => {
    answers['POST /api/v1/appointments/request/docs/link/'] = () => ({
      status: 201,
      body: { msg: 'Email sent.', data: { link: 'http://localhost/appointments/doc/request/r1' } },
    });
    const lead = testLead({ language: 'ar' });
    renderSummary(lead);
    fireEvent.click(screen.getByRole('button', { name: 'Send Doc Upload Link' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Send Doc Upload Link' }));
    expect(dialog.getByText('Message in Arabic (the client’s language).')).toBeTruthy();
    const preview = dialog.getByRole('document', { name: 'Message to send' });
    expect([preview.getAttribute('lang'), preview.getAttribute('dir')]).toEqual(['ar', 'rtl']);
    expect(preview.textContent).toContain(CHECKLIST_TEXTS.ar.greeting('Maria'));

    fireEvent.click(dialog.getByRole('button', { name: 'Show in English' }));
    expect(dialog.getByText('Dear Maria,')).toBeTruthy();
    expect([preview.getAttribute('lang'), preview.getAttribute('dir')]).toEqual(['en', 'ltr']);
    fireEvent.click(dialog.getByRole('button', { name: 'Show in Arabic' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(message()).toMatchObject({ text: 'Email sent.', type: 'success' }));
    expect((requests()[0]!.body as { email_content: string }).email_content).toContain(`<p>${CHECKLIST_TEXTS.ar.greeting('Maria')}</p>`);
  });

  it("says the server's reason when it refuses the link, and the spec's text when it fails", async () => {
    answers['POST /api/v1/appointments/request/docs/link/'] = () => ({
      status: 409,
      body: { error: 'CONFLICT', msg: 'This lead is archived. Unarchive it before sending it a reminder.' },
    });
    renderSummary();
    fireEvent.click(screen.getByRole('button', { name: 'Send Doc Upload Link' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(message()).toMatchObject({ text: 'This lead is archived. Unarchive it before sending it a reminder.', type: 'error' }));

    answers['POST /api/v1/appointments/request/docs/link/'] = () => ({ status: 502, body: { error: 'NOTIFY_FAILED', msg: 'Bad gateway' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Doc Upload Link' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(message()).toMatchObject({ text: 'Error while sending the email to the client.', type: 'error' }));
  });

  it('says there is nothing to ask for, and offers no Send, when every applicant has sent everything', () => {
    const done = testApplicant();
    const complete = {
      ...done,
      current_checklist: {
        vaccines: done.current_checklist.vaccines.map((v) => ({ ...v, status: 'done' as const })),
        lab_tests: done.current_checklist.lab_tests.map((l) => ({ ...l, status: 'done' as const })),
      },
    };
    renderSummary(
      testLead({
        applicants: [complete],
        i693_applications: [
          {
            uuid: 'i1',
            first_name: 'Maria',
            middle_name: '',
            last_name: 'Lopez',
            dob: '1990-04-12',
            applicant_uuid: complete.uuid,
            created_on: '2026-01-01T00:00:00Z',
          },
        ],
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send Doc Upload Link' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Send Doc Upload Link' }));
    expect(dialog.getByRole('status').textContent).toBe(
      'Nothing is missing: every active applicant has sent all records and the I-693 form, so there is nothing to ask for.',
    );
    expect(dialog.queryByRole('button', { name: 'Send' })).toBeNull();
    expect(dialog.queryByText('Dear Maria,')).toBeNull();
  });

  it('sends the booking link after a confirmation naming the recipient, and says why the server refuses it', async () => {
    answers[`POST ${LEAD_PATH}booking-link/`] = () => ({ body: { msg: `The booking link was sent to ${LEAD.email}.` } });
    renderSummary();
    fireEvent.click(screen.getByRole('button', { name: 'Send Booking Link' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Send Booking Link' }));
    expect(dialog.getByText(`Send the online booking link to ${LEAD.email}? It goes by e-mail, and by SMS when a phone number is known.`)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(message()).toMatchObject({ text: `The booking link was sent to ${LEAD.email}.`, type: 'success' }));
    expect(requests()).toEqual([{ method: 'POST', path: `${LEAD_PATH}booking-link/`, body: {} }]);

    answers[`POST ${LEAD_PATH}booking-link/`] = () => ({
      status: 409,
      body: { error: 'NOT_BOOKABLE', msg: 'Nobody on this lead can book yet: the checklist must be complete and the I-693 form matched.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send Booking Link' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Send Booking Link' })).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(message()).toMatchObject({ text: 'Nobody on this lead can book yet: the checklist must be complete and the I-693 form matched.', type: 'error' }),
    );
  });

  it('blocks Send Doc Upload Link with a hint for archived or unsubscribed leads', () => {
    renderSummary(testLead({ is_active: false }));
    const send = screen.getByRole('button', { name: 'Send Doc Upload Link' });
    expect(send).toHaveProperty('disabled', true);
    expect(send.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(send.getAttribute('aria-describedby')!)!.textContent).toBe(
      'This lead is archived: unarchive it to send the doc upload link.',
    );
  });
});
