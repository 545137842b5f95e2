import type { LeadApplicant } from '@clinic/contracts';
import { leadUpdate, withApplicant, withItem, withTbPositive } from './leadUpdate';
import { testApplicant, testLead } from './testLead';

const applicant = (uuid: string, extra: Partial<LeadApplicant> = {}): LeadApplicant =>
  testApplicant({
    uuid,
    current_checklist: {
      vaccines: [{ key: 'hepatitis-b', name: 'Hepatitis B', description: '', status: 'pending', is_optional: false, notes: '' }],
      lab_tests: [
        { key: 'tb-test', name: 'Quantiferon TB Gold', description: '', status: 'done', is_optional: false, notes: '', collection_date: '2026-11-20' },
      ],
    },
    is_tb_positive: true,
    is_xray_normal: true,
    ...extra,
  });

const lead = testLead({
  first_name: 'Wei',
  email: 'demo.pending@example.com',
  notes: 'Calls after 5pm',
  applicants: [applicant('a-1'), applicant('a-2', { first_name: 'Li' })],
  meta: { followup_notes: [{ note: 'Called', time: 1 }] },
});

describe('the payload of PUT /appointments/misc/leads/{id}/', () => {
  it('carries the person, notes, follow-up notes and every applicant with what staff can change', () => {
    const update = leadUpdate(lead);
    expect(update).toMatchObject({
      first_name: 'Wei',
      email: 'demo.pending@example.com',
      notes: 'Calls after 5pm',
      meta: { followup_notes: [{ note: 'Called', time: 1 }] },
    });
    expect(update.applicants.map((a) => a.uuid)).toEqual(['a-1', 'a-2']);
    expect(update.applicants[0]!.current_checklist!.lab_tests[0]).toEqual({
      key: 'tb-test',
      status: 'done',
      notes: '',
      second_dose: null,
      collection_date: '2026-11-20',
    });
    // Names and descriptions stay the server's.
    expect(update.applicants[0]!.current_checklist!.vaccines[0]).not.toHaveProperty('name');
  });

  it('changes one applicant and one checklist item, leaving the others as they are', () => {
    const update = withApplicant(lead, 'a-2', (a) => withItem(a, 'vaccines', 'hepatitis-b', { status: 'done', second_dose: '2027-01-05' }));
    expect(update.applicants[1]!.current_checklist!.vaccines[0]).toMatchObject({ status: 'done', second_dose: '2027-01-05' });
    expect(update.applicants[0]!.current_checklist!.vaccines[0]).toMatchObject({ status: 'pending', second_dose: null });
  });
});

describe('TB Test Positive? and X-Ray Normal?', () => {
  const [first] = leadUpdate(lead).applicants;

  it('unticking TB positive also unticks X-ray normal', () => {
    expect(withTbPositive(first!, false)).toMatchObject({ is_tb_positive: false, is_xray_normal: false });
  });

  it('ticking TB positive keeps the X-ray answer as it was', () => {
    expect(withTbPositive({ ...first!, is_tb_positive: false, is_xray_normal: false }, true)).toMatchObject({ is_tb_positive: true, is_xray_normal: false });
    expect(withTbPositive(first!, true)).toMatchObject({ is_tb_positive: true, is_xray_normal: true });
  });
});
