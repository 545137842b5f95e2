/**
 * Linking an unmatched I-693 application of a lead's e-mail to one of its applicants (and unlinking
 * it), with the TB result kept the same on both sides.
 */
import { I693_LINK_MESSAGES, type Lead, type Paginated } from '@clinic/contracts';
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
const link = (lead: Lead, applicationUuid: string, applicantUuid: string | null) =>
  call('PUT', `/appointments/misc/leads/${lead.uuid}/i693-application/`, { application_uuid: applicationUuid, applicant_uuid: applicantUuid });

let people = 0;
async function leadWithApplicant(): Promise<Lead> {
  people += 1;
  const email = `link.${people}@example.com`;
  await call('POST', '/appointments/misc/leads/', { firstName: 'Noor', lastName: `Rahimi${people}`, email, dob: '1991-03-04' });
  return leadByEmail(email);
}

/** An application sent from the e-mail for someone the lead has no applicant for (so unmatched). */
async function unmatchedApplication(email: string, firstName: string, qtbResult = ''): Promise<string> {
  const [row] = (await core
    .knex('i693_applications')
    .insert({
      email,
      pdf_email: email,
      first_name: firstName,
      last_name: 'Rahimi',
      gender: 'male',
      dob: '2010-02-02',
      phone: '5105550100',
      city_of_birth: 'Kabul',
      country_of_birth: 'Afghanistan',
      street_address: '1 Main St',
      city: 'Fremont',
      state: 'CA',
      zipcode: '94538',
      photo_id_type: 'work-permit',
      photo_id: 'W123',
      staff_vaccine_info: JSON.stringify({ qtb_result: qtbResult }),
    })
    .returning('uuid')) as Array<{ uuid: string }>;
  return row!.uuid;
}

describe('PUT /appointments/misc/leads/{id}/i693-application/', () => {
  it('shows an unmatched application of the e-mail, links it to an applicant and unlinks it', async () => {
    const created = await leadWithApplicant();
    const applicationUuid = await unmatchedApplication(created.email, 'Sami');
    const lead = await leadByEmail(created.email);
    expect(lead.i693_applications).toEqual([expect.objectContaining({ uuid: applicationUuid, first_name: 'Sami', applicant_uuid: null })]);

    const noor = lead.applicants[0]!.uuid;
    expect(await link(lead, applicationUuid, noor)).toEqual({ status: 200, body: { msg: I693_LINK_MESSAGES.linked, error: null } });
    expect((await leadByEmail(lead.email)).i693_applications[0]!.applicant_uuid).toBe(noor);

    expect((await link(lead, applicationUuid, null)).body.msg).toBe(I693_LINK_MESSAGES.unlinked);
    expect((await leadByEmail(lead.email)).i693_applications[0]!.applicant_uuid).toBeNull();
  });

  it('gives an applicant one active application, and keeps to the lead’s own applications and applicants', async () => {
    const lead = await leadWithApplicant();
    const other = await leadWithApplicant();
    const noor = lead.applicants[0]!.uuid;
    const first = await unmatchedApplication(lead.email, 'Sami');
    const second = await unmatchedApplication(lead.email, 'Omid');
    await link(lead, first, noor);
    expect(await link(lead, second, noor)).toMatchObject({ status: 409, body: { msg: I693_LINK_MESSAGES.applicantHasOne } });

    const stranger = await unmatchedApplication(other.email, 'Leila');
    expect((await link(lead, stranger, noor)).body.msg).toBe(I693_LINK_MESSAGES.notOfLead);
    expect((await link(lead, second, other.applicants[0]!.uuid)).body.msg).toBe(I693_LINK_MESSAGES.notApplicant);
    expect((await link(lead, '7b0d8a52-32c4-4f55-9d0e-3f6f4d2a9c11', noor)).status).toBe(404);
    expect((await core.knex('i693_applications').where({ uuid: stranger }).first('applicant_uuid')).applicant_uuid).toBeNull();
  });

  it("takes the application's Quantiferon result, else gives it the checklist's", async () => {
    const positiveLab = await leadWithApplicant();
    await link(positiveLab, await unmatchedApplication(positiveLab.email, 'Sami', 'positive'), positiveLab.applicants[0]!.uuid);
    expect((await leadByEmail(positiveLab.email)).applicants[0]!.is_tb_positive).toBe(true);

    const positiveChecklist = await leadWithApplicant();
    await call('PUT', `/appointments/misc/leads/${positiveChecklist.uuid}/`, {
      ...positiveChecklist,
      applicants: [{ ...positiveChecklist.applicants[0]!, is_tb_positive: true }],
    });
    const applicationUuid = await unmatchedApplication(positiveChecklist.email, 'Sami');
    await link(positiveChecklist, applicationUuid, positiveChecklist.applicants[0]!.uuid);
    const info = (await core.knex('i693_applications').where({ uuid: applicationUuid }).first('staff_vaccine_info')).staff_vaccine_info;
    expect(info.qtb_result).toBe('positive');
  });
});
