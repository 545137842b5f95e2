import { checklistHasMissing, CHECKLIST_I693_TEXT, checklistMessageHtml, CHECKLIST_MESSAGE_INTROS, missingItems, quantiferonWindowText, reminderPeopleOfLead } from './checklist-message';
import type { Checklist, ChecklistItem } from './leads';

const item = (key: string, name: string, extra: Partial<ChecklistItem> = {}): ChecklistItem => ({ key, name, description: '', status: 'pending', is_optional: false, notes: '', ...extra });

const FORM_URL = 'https://clinic.example/i-693-form';
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

  it('greets the client and lists each applicant with the missing vaccines and lab tests, names escaped', () => {
    const html = checklistMessageHtml('Wei', CHECKLIST_MESSAGE_INTROS.reminder, [
      { first_name: 'Wei', middle_name: '', last_name: 'Chen', current_checklist: checklist() },
      { first_name: 'Li', middle_name: 'X', last_name: '<b>Chen</b>', current_checklist: checklist({ vaccines: [] }) },
    ], FORM_URL);
    expect(html).toContain('<p>Dear Wei,</p>');
    expect(html).toContain(`<p>${CHECKLIST_MESSAGE_INTROS.reminder}</p>`);
    expect(html).toContain('<h3>Wei Chen</h3><p><strong>Vaccine records</strong></p><ul><li>MMR</li></ul><p><strong>Lab tests</strong></p><ul><li>Quantiferon TB Gold</li></ul>');
    // A section with nothing missing is left out.
    expect(html).toContain('<h3>Li X &lt;b&gt;Chen&lt;/b&gt;</h3><p><strong>Lab tests</strong></p><ul><li>Quantiferon TB Gold</li></ul>');
    expect(html).not.toContain('Nothing');
    expect(html).not.toContain('I-693');
    expect(html).not.toContain('Influenza');
    expect(html).not.toContain('Tdap');
  });

  it('states the 14-day Quantiferon rule, with the last day when the collection date is known', () => {
    expect(quantiferonWindowText(checklist())).toBe('The appointment must take place within 14 days after the Quantiferon (TB) blood collection.');
    const collected = checklist({ lab_tests: [item('tb-test', 'Quantiferon TB Gold', { status: 'done', collection_date: '2026-12-25' })] });
    expect(quantiferonWindowText(collected)).toBe('The Quantiferon (TB) blood was collected on 12/25/2026: the appointment must take place within 14 days after it, by 01/08/2027.');
    // A date kept on a test marked pending again is not a collection.
    const pendingAgain = checklist({ lab_tests: [item('tb-test', 'Quantiferon TB Gold', { collection_date: '2026-12-25' })] });
    expect(quantiferonWindowText(pendingAgain)).toMatch(/^The appointment must take place within 14 days/);
  });

  it('names a missing I-693 form with its link, even when it is the only thing missing, and leaves out applicants with nothing missing', () => {
    const people = [
      { first_name: 'Omar', middle_name: '', last_name: 'Haddad', current_checklist: complete(), needs_i693_form: true },
      { first_name: 'Sara', middle_name: '', last_name: 'Khan', current_checklist: complete() },
    ];
    const html = checklistMessageHtml('Omar', CHECKLIST_MESSAGE_INTROS.reminder, people, FORM_URL);
    expect(html).toContain(`<h3>Omar Haddad</h3><p><strong>I-693 form</strong></p><p>${CHECKLIST_I693_TEXT} <a href="${FORM_URL}">${FORM_URL}</a></p>`);
    expect(html).not.toContain('Vaccine records');
    expect(html).not.toContain('Lab tests');
    expect(html).not.toContain('Quantiferon');
    expect(html).not.toContain('Sara');
    expect(checklistHasMissing(people)).toBe(true);
  });

  it('has nothing to ask for when every applicant has sent everything (optional items do not count)', () => {
    const optionalOnly: Checklist = { vaccines: [item('flu', 'Influenza', { is_optional: true })], lab_tests: [] };
    expect(checklistHasMissing([{ first_name: 'A', middle_name: '', last_name: 'B', current_checklist: complete() }, { first_name: 'C', middle_name: '', last_name: 'D', current_checklist: optionalOnly, needs_i693_form: false }])).toBe(false);
    expect(checklistHasMissing([])).toBe(false);
    expect(checklistHasMissing([{ first_name: 'A', middle_name: '', last_name: 'B', current_checklist: checklist() }])).toBe(true);
  });
});

describe('the staff screens’ reminder people', () => {
  it('need the I-693 form unless one of the lead’s applications is matched to them', () => {
    const applicant = (uuid: string) => ({ uuid, first_name: uuid, middle_name: '', last_name: 'X', current_checklist: checklist() }) as never;
    const people = reminderPeopleOfLead({ i693_applications: [{ applicant_uuid: 'a' }, { applicant_uuid: null }] as never }, [applicant('a'), applicant('b')]);
    expect(people.map((p) => [p.first_name, p.needs_i693_form])).toEqual([['a', false], ['b', true]]);
  });
});
