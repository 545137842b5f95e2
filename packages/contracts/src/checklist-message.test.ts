import { checklistHasMissing, missingItems, reminderPeopleOfLead } from './checklist-message';
import type { Checklist, ChecklistItem } from './leads';

const item = (key: string, name: string, extra: Partial<ChecklistItem> = {}): ChecklistItem => ({
  key,
  name,
  description: '',
  status: 'pending',
  is_optional: false,
  notes: '',
  ...extra,
});

const complete = (): Checklist => ({ vaccines: [item('mmr', 'MMR', { status: 'done' })], lab_tests: [item('syphilis', 'Syphilis', { status: 'done' })] });

const checklist = (extra: Partial<Checklist> = {}): Checklist => ({
  vaccines: [item('mmr', 'MMR'), item('tdap', 'Tdap', { status: 'done' }), item('flu', 'Influenza', { is_optional: true })],
  lab_tests: [item('tb-test', 'Quantiferon TB Gold'), item('syphilis', 'Syphilis', { status: 'done' })],
  ...extra,
});

describe('the reminder composed from a checklist', () => {
  it('lists only the missing items: pending or without a status, never optional or done ones', () => {
    const noStatus = { ...item('polio', 'Polio') } as Partial<ChecklistItem>;
    delete noStatus.status;
    expect(missingItems([...checklist().vaccines, noStatus as ChecklistItem]).map((i) => i.name)).toEqual(['MMR', 'Polio']);
  });

  it('has nothing to ask for when every applicant has sent everything (optional items do not count)', () => {
    const optionalOnly: Checklist = { vaccines: [item('flu', 'Influenza', { is_optional: true })], lab_tests: [] };
    expect(
      checklistHasMissing([
        { first_name: 'A', middle_name: '', last_name: 'B', current_checklist: complete() },
        { first_name: 'C', middle_name: '', last_name: 'D', current_checklist: optionalOnly, needs_i693_form: false },
      ]),
    ).toBe(false);
    expect(checklistHasMissing([])).toBe(false);
    expect(checklistHasMissing([{ first_name: 'A', middle_name: '', last_name: 'B', current_checklist: checklist() }])).toBe(true);
  });
});

describe('the staff screens’ reminder people', () => {
  it('need the I-693 form unless one of the lead’s applications is matched to them', () => {
    const applicant = (uuid: string) => ({ uuid, first_name: uuid, middle_name: '', last_name: 'X', current_checklist: checklist() }) as never;
    const people = reminderPeopleOfLead({ i693_applications: [{ applicant_uuid: 'a' }, { applicant_uuid: null }] as never }, [applicant('a'), applicant('b')]);
    expect(people.map((p) => [p.first_name, p.needs_i693_form])).toEqual([
      ['a', false],
      ['b', true],
    ]);
  });
});
