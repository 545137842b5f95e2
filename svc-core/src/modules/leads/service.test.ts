import { startTestCore, type TestCore } from '../../test-support';
import { findLeadByEmail, listApplicants } from '../lead-records/repo';
import { ensureLeadForEmail, placeApplicant } from './service';

jest.setTimeout(60_000);

let core: TestCore;
beforeAll(async () => {
  core = await startTestCore();
});
afterAll(() => core.close());

const person = { email: 'Maria.Lopez@Example.com', first_name: 'Maria', middle_name: null, last_name: 'Lopez', phone: '5105550101', dob: '1990-02-28' };

describe('ensureLeadForEmail', () => {
  it('creates the lead once with the person as first applicant, then finds it whatever the case of the e-mail', async () => {
    const first = await ensureLeadForEmail(core.knex, person, { systemGenerated: true });
    expect(first.created).toBe(true);

    const again = await ensureLeadForEmail(core.knex, { ...person, email: 'MARIA.LOPEZ@example.COM', first_name: 'Other' }, { systemGenerated: false });
    expect(again).toEqual({ uuid: first.uuid, created: false });

    const lead = await findLeadByEmail(core.knex, 'maria.lopez@example.com');
    expect(lead).toMatchObject({ uuid: first.uuid, email: 'maria.lopez@example.com', first_name: 'Maria', is_system_generated: true, dob: '1990-02-28' });
    const applicants = await listApplicants(core.knex, first.uuid);
    expect(applicants).toHaveLength(1);
    expect(applicants[0]).toMatchObject({ first_name: 'Maria', last_name: 'Lopez', middle_name: '', email: 'maria.lopez@example.com', dob: '1990-02-28' });
  });

  it('works inside a caller transaction and is rolled back with it', async () => {
    await expect(
      core.knex.transaction(async (trx) => {
        const made = await ensureLeadForEmail(trx, { ...person, email: 'rolled.back@example.com' }, { systemGenerated: true });
        expect(made.created).toBe(true);
        throw new Error('caller fails');
      }),
    ).rejects.toThrow('caller fails');
    expect(await findLeadByEmail(core.knex, 'rolled.back@example.com')).toBeUndefined();
  });

  it('gives one lead to concurrent calls for the same new e-mail', async () => {
    const results = await Promise.all([0, 1, 2].map(() => ensureLeadForEmail(core.knex, { ...person, email: 'race@example.com' }, { systemGenerated: true })));
    expect(new Set(results.map((r) => r.uuid)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    const lead = await findLeadByEmail(core.knex, 'race@example.com');
    expect(await listApplicants(core.knex, lead!.uuid)).toHaveLength(1);
  });
});

describe('placeApplicant', () => {
  it('adds a new person to the lead of the e-mail and reuses a person with the same names and birth date', async () => {
    const email = 'family@example.com';
    const a = await core.knex.transaction((trx) => placeApplicant(trx, { ...person, email }));
    expect(a).toMatchObject({ leadCreated: true, applicantCreated: true });
    const b = await core.knex.transaction((trx) => placeApplicant(trx, { ...person, email, first_name: 'Jose', dob: '2015-06-01' }));
    expect(b).toMatchObject({ leadUuid: a.leadUuid, leadCreated: false, applicantCreated: true });
    const c = await core.knex.transaction((trx) => placeApplicant(trx, { ...person, email: 'FAMILY@example.com', first_name: ' maria ' }));
    expect(c).toEqual({ leadUuid: a.leadUuid, applicantUuid: a.applicantUuid, leadCreated: false, applicantCreated: false });
    expect(await listApplicants(core.knex, a.leadUuid)).toHaveLength(2);
    expect((await findLeadByEmail(core.knex, email))!.is_system_generated).toBe(false);
  });
});
