/**
 * One record of each vaccine and test, against a real database with the demo data: vaccine dates and
 * lab results saved on the I-693 edit panel mark the matched applicant's checklist (and so their
 * booking readiness), a checklist change shows on the application, an unmatched application and
 * refused input change no checklist.
 */
import {
  addDays,
  CHECKLIST_I693_COUNTERPARTS,
  gridKey,
  practiceDay,
  VACCINE_INFO_MESSAGES,
  type ApplicantsByReadiness,
  type I693Application,
  type I693ApplicationPage,
  type Lead,
  type Paginated,
  type StaffVaccineInfoInput,
} from '@clinic/contracts';
import { signIn, startTestCore, type TestCore } from '../../test-support';

jest.setTimeout(60_000);

let core: TestCore;
let staff = '';
let admin = '';

beforeAll(async () => {
  core = await startTestCore();
  staff = await signIn(core, 'staff');
  admin = await signIn(core, 'admin');
});
afterAll(() => core.close());

async function call<T = Record<string, any>>(method: string, path: string, body?: unknown, token = staff) {
  const res = await fetch(`${core.api}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

const today = practiceDay();
/** `MM/DD/YYYY` of a day `n` days ago. */
const usDay = (n: number) => {
  const [y, m, d] = addDays(today, -n).split('-');
  return `${m}/${d}/${y}`;
};

const leadByEmail = async (email: string) => (await call<Paginated<Lead>>('GET', `/appointments/misc/leads/?search=${email}`)).body.results[0]!;
const applicationsOf = async (email: string) => (await call<I693ApplicationPage>('GET', `/i693-application/?search=${email}`)).body.results;
const patch = (application: I693Application, info: StaffVaccineInfoInput) =>
  call<I693Application>('PATCH', `/i693-application/${application.uuid}/`, { staff_vaccine_info: info });
/** The Book Appointment wizard's lookup (admins only). */
const readiness = async (email: string) =>
  (
    (await call('POST', '/admin/appointment-slots/admin-lookup-applicants/', { emails: [email] }, admin)).body.applicants_by_email as Record<
      string,
      ApplicantsByReadiness
    >
  )[email]!;
const statusOf = (lead: Lead) =>
  Object.fromEntries(lead.applicants[0]!.current_checklist.vaccines.concat(lead.applicants[0]!.current_checklist.lab_tests).map((i) => [i.key, i.status]));

/** A dose date on the grid row of each checklist vaccine named. */
const doses = (keys: string[]) =>
  Object.fromEntries(
    keys.map((key) => {
      const counterpart = CHECKLIST_I693_COUNTERPARTS[key]!;
      if (!('grid_row' in counterpart)) throw new Error(`${key} has no grid row`);
      return [gridKey(counterpart.grid_row, 0), usDay(30)];
    }),
  );

let people = 0;
/** A new lead (one applicant, 30 years old) and an application from its e-mail, matched to the applicant or not. */
async function leadWithApplication(matched: boolean): Promise<{ lead: Lead; application: I693Application }> {
  people += 1;
  const email = `entries.${people}@example.com`;
  expect((await call('POST', '/appointments/misc/leads/', { firstName: 'Noor', lastName: 'Rahimi', email, dob: '1996-03-04' })).status).toBe(201);
  const lead = await leadByEmail(email);
  await core.knex('i693_applications').insert({
    email,
    pdf_email: email,
    first_name: matched ? 'Noor' : 'Sami',
    last_name: 'Rahimi',
    gender: 'male',
    dob: '1996-03-04',
    phone: '5105550100',
    city_of_birth: 'Kabul',
    country_of_birth: 'Afghanistan',
    street_address: '1 Main St',
    city: 'Fremont',
    state: 'CA',
    zipcode: '94538',
    photo_id_type: 'work-permit',
    photo_id: 'W123',
    lead_uuid: lead.uuid,
    applicant_uuid: matched ? lead.applicants[0]!.uuid : null,
  });
  return { lead, application: (await applicationsOf(email))[0]! };
}

describe('I-693 entries mark the checklist', () => {
  it("marks Wei Chen's items done as her vaccines and labs are entered, until she is ready to book", async () => {
    const email = 'demo.pending@example.com';
    const [application] = await applicationsOf(email);
    const wei = (await leadByEmail(email)).applicants[0]!;
    const vaccines = wei.current_checklist.vaccines.map((v) => v.key);
    expect(vaccines).toEqual(expect.arrayContaining(['tdap', 'mmr', 'hepatitis-b', 'influenza']));
    expect((await readiness(email)).pending_requirements[0]!.reason).toMatch(/Tdap.*MMR.*TB test.*Syphilis test/);

    const first = await patch(application!, { qtb_result: 'negative', qtb_collection_date: addDays(today, -3), vaccine_grid: doses(['tdap', 'mmr']) });
    expect(first.status).toBe(200);
    const lead = await leadByEmail(email);
    expect(statusOf(lead)).toMatchObject({
      tdap: 'done',
      mmr: 'done',
      'tb-test': 'done',
      'hepatitis-b': 'pending',
      influenza: 'pending',
      'syphilis-test': 'pending',
    });
    expect(lead.applicants[0]!.current_checklist.lab_tests.find((t) => t.key === 'tb-test')!.collection_date).toBe(addDays(today, -3));
    const pending = (await readiness(email)).pending_requirements[0]!;
    expect(pending.reason).not.toMatch(/Tdap|MMR|TB test/);
    expect(pending.reason).toMatch(/Hepatitis B.*Syphilis test/);
    expect(first.body.checklist_done.sort()).toEqual(['mmr', 'tb-test', 'tdap']);

    const all = await patch(application!, {
      qtb_result: 'negative',
      qtb_collection_date: addDays(today, -3),
      syphilis_test_option: 'rpr',
      syphilis_rpr_positive: false,
      syphilis_rpr_collection_date: addDays(today, -3),
      syphilis_rpr_reporting_date: addDays(today, -2),
      vaccine_grid: doses(vaccines),
    });
    expect(all.status).toBe(200);
    expect((await readiness(email)).bookable_applicants.map((a) => a.first_name)).toEqual(['Wei']);
    const audit = await core
      .knex('audit_log')
      .where({ entity: 'i693_application', entity_id: application!.uuid, action: 'update' })
      .orderBy('id', 'desc')
      .first();
    expect(audit.details.checklist_updated.sort()).toEqual([...vaccines.filter((k) => !['tdap', 'mmr'].includes(k)), 'syphilis-test'].sort());
  });

  it('never reopens an item when an entry is cleared, and leaves other applicants alone', async () => {
    const { lead, application } = await leadWithApplication(true);
    await patch(application, { vaccine_grid: doses(['mmr']) });
    const others = await core.knex('applicants').whereNot('uuid', lead.applicants[0]!.uuid).orderBy('uuid').select('uuid', 'current_checklist', 'updated_on');
    expect((await patch(application, { vaccine_grid: {} })).status).toBe(200);
    expect(statusOf(await leadByEmail(lead.email)).mmr).toBe('done');
    expect(await core.knex('applicants').whereNot('uuid', lead.applicants[0]!.uuid).orderBy('uuid').select('uuid', 'current_checklist', 'updated_on')).toEqual(
      others,
    );
  });

  it('marks the checklist from the entries of an application when staff link it to the applicant', async () => {
    const { lead, application } = await leadWithApplication(false);
    await core.knex('i693_applications').where({ uuid: application.uuid }).update({ first_name: 'Noor' });
    expect((await patch(application, { qtb_result: 'negative', qtb_collection_date: addDays(today, -2), vaccine_grid: doses(['varicella']) })).status).toBe(
      200,
    );
    expect(statusOf(await leadByEmail(lead.email))).toMatchObject({ varicella: 'pending', 'tb-test': 'pending' });

    const linked = await call('PUT', `/appointments/misc/leads/${lead.uuid}/i693-application/`, {
      application_uuid: application.uuid,
      applicant_uuid: lead.applicants[0]!.uuid,
    });
    expect(linked.status).toBe(200);
    const after = (await leadByEmail(lead.email)).applicants[0]!;
    expect(statusOf({ ...lead, applicants: [after] })).toMatchObject({ varicella: 'done', 'tb-test': 'done' });
    expect(after.current_checklist.lab_tests.find((t) => t.key === 'tb-test')!.collection_date).toBe(addDays(today, -2));
  });

  it('changes no checklist for an unmatched application', async () => {
    const { lead, application } = await leadWithApplication(false);
    const before = await core.knex('applicants').orderBy('uuid').select('uuid', 'current_checklist', 'updated_on');
    const saved = await patch(application, {
      qtb_result: 'negative',
      qtb_collection_date: addDays(today, -1),
      gonorrhea_test_result: false,
      gonorrhea_reporting_date: addDays(today, -1),
      vaccine_grid: doses(['mmr', 'tdap']),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.checklist_done).toEqual([]);
    expect(await core.knex('applicants').orderBy('uuid').select('uuid', 'current_checklist', 'updated_on')).toEqual(before);
    expect(Object.values(statusOf(await leadByEmail(lead.email)))).not.toContain('done');
  });

  it('changes nothing when the entries are refused', async () => {
    const { lead, application } = await leadWithApplication(true);
    const future = await patch(application, {
      qtb_result: 'negative',
      qtb_collection_date: addDays(today, -1),
      vaccine_grid: { ...doses(['tdap']), [gridKey(3, 0)]: '12/31/2999' },
    });
    expect(future).toMatchObject({ status: 400, body: { reasons: [VACCINE_INFO_MESSAGES.futureVaccineDates] } });
    const notADate = await patch(application, { vaccine_grid: { [gridKey(3, 0)]: '13/45/2020' } });
    expect(notADate.status).toBe(400);
    const notAResult = await patch(application, { gonorrhea_test_result: 'yes' as never, gonorrhea_reporting_date: addDays(today, -1) });
    expect(notAResult.status).toBe(400);
    expect(Object.values(statusOf(await leadByEmail(lead.email)))).not.toContain('done');
    expect((await applicationsOf(lead.email))[0]!.meta.vaccine_info.vaccine_grid).toEqual({});
  });
});

describe('checklist changes show on the application', () => {
  it('lists the done items on the application and fills its Quantiferon collection date, inventing no vaccine date', async () => {
    const { lead, application } = await leadWithApplication(true);
    expect(application.checklist_done).toEqual([]);
    const applicant = lead.applicants[0]!;
    const collected = addDays(today, -4);
    const checklist = {
      vaccines: applicant.current_checklist.vaccines.map((v) => (v.key === 'mmr' ? { ...v, status: 'done' as const } : v)),
      lab_tests: applicant.current_checklist.lab_tests.map((t) => (t.key === 'tb-test' ? { ...t, status: 'done' as const, collection_date: collected } : t)),
    };
    expect(
      (await call('PUT', `/appointments/misc/leads/${lead.uuid}/`, { ...lead, applicants: [{ ...applicant, current_checklist: checklist }] })).status,
    ).toBe(200);

    const shown = (await applicationsOf(lead.email))[0]!;
    expect(shown.checklist_done.sort()).toEqual(['mmr', 'tb-test']);
    expect(shown.meta.vaccine_info).toMatchObject({ qtb_collection_date: collected, vaccine_grid: {} });
  });
});
