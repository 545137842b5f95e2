import { checklistMessageHtml, CHECKLIST_MESSAGE_INTROS, missingItems, quantiferonWindowText } from './checklist-message';
import type { Checklist, ChecklistItem } from './leads';

const item = (key: string, name: string, extra: Partial<ChecklistItem> = {}): ChecklistItem => ({ key, name, description: '', status: 'pending', is_optional: false, notes: '', ...extra });

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
    ]);
    expect(html).toContain('<p>Dear Wei,</p>');
    expect(html).toContain(`<p>${CHECKLIST_MESSAGE_INTROS.reminder}</p>`);
    expect(html).toContain('<h3>Wei Chen</h3><p><strong>Vaccine records</strong></p><ul><li>MMR</li></ul><p><strong>Lab tests</strong></p><ul><li>Quantiferon TB Gold</li></ul>');
    expect(html).toContain('<h3>Li X &lt;b&gt;Chen&lt;/b&gt;</h3><p><strong>Vaccine records</strong></p><p>Nothing.</p>');
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
});
