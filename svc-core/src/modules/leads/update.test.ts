/**
 * Saving a lead from the Leads screen (`PUT /appointments/misc/leads/{id}/`) against a real database
 * with the demo data: the person and notes, applicants added, changed, archived and enabled under the
 * screen's rules, checklist changes by item key, and the facts shared with the I-693 applications.
 */
import {
  addDays,
  LEAD_MESSAGES,
  PLACEHOLDER_PHONE,
  practiceDay,
  type I693Application,
  type I693ApplicationPage,
  type Lead,
  type Paginated,
} from '@clinic/contracts';
import { signIn, startTestCore, type TestCore } from '../../test-support';

jest.setTimeout(60_000);

let core: TestCore;
let token = '';

beforeAll(async () => {
  core = await startTestCore();
  token = await signIn(core, 'staff');
});
afterAll(() => core.close());

async function call<T = Record<string, any>>(method: string, path: string, body?: unknown) {
  const res = await fetch(`${core.api}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

const leadByEmail = async (email: string) => (await call<Paginated<Lead>>('GET', `/appointments/misc/leads/?search=${email}`)).body.results[0]!;
const save = (lead: Lead, changes: Partial<Lead> = {}) =>
  call<Lead & { msg?: string }>('PUT', `/appointments/misc/leads/${lead.uuid}/`, { ...lead, ...changes });

let people = 0;
async function freshLead(dob = '1991-03-04'): Promise<Lead> {
  people += 1;
  const email = `update.${people}@example.com`;
  const created = await call('POST', '/appointments/misc/leads/', { firstName: 'Noor', lastName: `Rahimi${people}`, email, dob });
  expect(created.status).toBe(201);
  return leadByEmail(email);
}

describe('the lead', () => {
  it('saves the person, e-mail (lower-cased), notes and follow-up notes', async () => {
    const lead = await freshLead();
    const notes = [{ note: 'Left a voicemail.', time: 1764000000000 }];
    const saved = await save(lead, { first_name: 'Nour', email: `Renamed.${people}@Example.com`, notes: 'Prefers e-mail.', meta: { followup_notes: notes } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ first_name: 'Nour', email: `renamed.${people}@example.com`, notes: 'Prefers e-mail.', meta: { followup_notes: notes } });
  });

  it("refuses another lead's e-mail with 409 and changes nothing", async () => {
    const lead = await freshLead();
    const refused = await save(lead, { email: 'demo.family@example.com', notes: 'should not stay' });
    expect(refused).toMatchObject({ status: 409, body: { msg: LEAD_MESSAGES.emailTaken } });
    expect((await leadByEmail(lead.email)).notes).toBe('');
  });
});

describe('applicants', () => {
  it('adds an applicant with the lead e-mail, the placeholder phone and a fresh checklist', async () => {
    const lead = await freshLead();
    const saved = await save(lead, {
      applicants: [...lead.applicants, { first_name: 'Sami', middle_name: '', last_name: 'Rahimi', dob: '2012-08-01', phone: '' } as never],
    });
    expect(saved.status).toBe(200);
    const sami = saved.body.applicants.find((a) => a.first_name === 'Sami')!;
    expect(sami).toMatchObject({ email: lead.email, phone: PLACEHOLDER_PHONE, is_active: true });
    expect(sami.current_checklist.vaccines.length).toBeGreaterThan(0);
  });

  it('marks checklist items by key, keeping the engine’s names; an unknown item changes nothing', async () => {
    const lead = await freshLead();
    const [applicant] = lead.applicants;
    const [first] = applicant!.current_checklist.vaccines;
    const vaccines = applicant!.current_checklist.vaccines.map((v) => (v.key === first!.key ? { ...v, status: 'done' as const, name: 'Renamed' } : v));
    const saved = await save(lead, { applicants: [{ ...applicant!, current_checklist: { ...applicant!.current_checklist, vaccines } }] });
    const item = saved.body.applicants[0]!.current_checklist.vaccines[0]!;
    expect(item).toMatchObject({ key: first!.key, status: 'done', name: first!.name });

    const unknown = await save(lead, {
      notes: 'not saved',
      applicants: [{ ...applicant!, current_checklist: { vaccines: [{ key: 'smallpox', status: 'done' }], lab_tests: [] } as never }],
    });
    expect(unknown.status).toBe(400);
    expect((await leadByEmail(lead.email)).notes).toBe('');
  });

  it('archives an applicant only while another stays active, and enables it again', async () => {
    const lead = await freshLead();
    const [only] = lead.applicants;
    expect(await save(lead, { applicants: [{ ...only!, is_active: false }] })).toMatchObject({ status: 400, body: { msg: LEAD_MESSAGES.lastActiveApplicant } });

    const two = (
      await save(lead, {
        applicants: [...lead.applicants, { first_name: 'Sami', middle_name: '', last_name: 'R', dob: '2010-01-01', phone: '5105550100' } as never],
      })
    ).body;
    const archived = await save(two, { applicants: [{ ...two.applicants[0]!, is_active: false }] });
    expect(archived.body.applicants.map((a) => a.is_active)).toEqual([false, true]);
    const enabled = await save(two, { applicants: [{ ...two.applicants[0]!, is_active: true }] });
    expect(enabled.body.applicants.map((a) => a.is_active)).toEqual([true, true]);
  });

  it("unticks 'X-Ray Normal?' without 'TB Test Positive?' and offers Mark All Complete only under 2", async () => {
    const lead = await freshLead();
    const [adult] = lead.applicants;
    expect((await save(lead, { applicants: [{ ...adult!, is_tb_positive: false, is_xray_normal: true }] })).body.applicants[0]!.is_xray_normal).toBe(false);
    expect(await save(lead, { applicants: [{ ...adult!, is_all_complete: true }] })).toMatchObject({
      status: 400,
      body: { msg: LEAD_MESSAGES.markAllCompleteAge },
    });

    const baby = await freshLead(addDays(practiceDay(), -200));
    expect((await save(baby, { applicants: [{ ...baby.applicants[0]!, is_all_complete: true }] })).body.applicants[0]!.is_all_complete).toBe(true);
  });

  it("refuses another lead's applicant, a future collection date and a second dose on other vaccines", async () => {
    const lead = await freshLead();
    const other = await freshLead();
    expect((await save(lead, { applicants: [other.applicants[0]!] })).body.msg).toBe(LEAD_MESSAGES.otherLeadApplicant);

    const [applicant] = lead.applicants;
    const labs = applicant!.current_checklist.lab_tests.map((t) =>
      t.key === 'tb-test' ? { ...t, status: 'done' as const, collection_date: addDays(practiceDay(), 2) } : t,
    );
    expect((await save(lead, { applicants: [{ ...applicant!, current_checklist: { ...applicant!.current_checklist, lab_tests: labs } }] })).body.msg).toBe(
      LEAD_MESSAGES.collectionDateFuture,
    );
    const vaccines = applicant!.current_checklist.vaccines.map((v) => (v.key === 'mmr' ? { ...v, second_dose: addDays(practiceDay(), 3) } : v));
    expect((await save(lead, { applicants: [{ ...applicant!, current_checklist: { ...applicant!.current_checklist, vaccines } }] })).body.msg).toBe(
      LEAD_MESSAGES.secondDoseNotFor,
    );
  });
});

describe('one source of truth with the I-693 application', () => {
  const applicationOf = async (applicantUuid: string) => {
    const page = (await call<I693ApplicationPage>('GET', '/i693-application/?search=demo.family')).body;
    return page.results.find((a) => a.applicant_uuid === applicantUuid)!;
  };

  it('TB positive, collection date and second doses reach the application; its Quantiferon result comes back', async () => {
    const family = await leadByEmail('demo.family@example.com');
    const maria = family.applicants.find((a) => a.first_name === 'Maria')!;
    const due = addDays(practiceDay(), 3);
    const collected = addDays(practiceDay(), -1);
    const checklist = {
      vaccines: maria.current_checklist.vaccines.map((v) => (v.key === 'hepatitis-b' ? { ...v, second_dose: due } : v)),
      lab_tests: maria.current_checklist.lab_tests.map((t) => (t.key === 'tb-test' ? { ...t, collection_date: collected } : t)),
    };
    const saved = await save(family, { applicants: [{ ...maria, is_tb_positive: true, current_checklist: checklist }] });
    expect(saved.status).toBe(200);

    const application: I693Application = await applicationOf(maria.uuid);
    expect(application.meta.vaccine_info).toMatchObject({ qtb_result: 'positive', qtb_collection_date: collected });
    expect(Object.keys(application.meta.notes.pre_confirm_checks)).toEqual(['Hepatitis B', 'has_pending_doses']);
    expect(application.meta.notes.pre_confirm_checks.has_pending_doses).toBe(true);
    const pending = (await call<I693ApplicationPage>('GET', '/i693-application/?dosage_pending=true&search=demo.family')).body.results.map((a) => a.uuid);
    expect(pending).toContain(application.uuid);

    const patched = await call('PATCH', `/i693-application/${application.uuid}/`, {
      staff_vaccine_info: { ...application.meta.vaccine_info, qtb_result: 'negative' },
    });
    expect(patched.status).toBe(200);
    const after = (await leadByEmail('demo.family@example.com')).applicants.find((a) => a.uuid === maria.uuid)!;
    expect([after.is_tb_positive, after.is_xray_normal]).toEqual([false, false]);
  });
});
