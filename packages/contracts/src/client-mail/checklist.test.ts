import { LANGUAGES } from '../languages';
import type { Checklist, ChecklistItem } from '../leads';
import { REQUIREMENT_RULES } from '../requirements';
import { CHECKLIST_TEXTS, checklistMessageHtml, quantiferonWindowText } from './checklist';
import { CHECKLIST_ITEM_NAMES, checklistItemName } from './checklist-items';

const item = (key: string, name: string, extra: Partial<ChecklistItem> = {}): ChecklistItem => ({
  key,
  name,
  description: '',
  status: 'pending',
  is_optional: false,
  notes: '',
  ...extra,
});

const FORM_URL = 'https://clinic.example/i-693-form';
const complete = (): Checklist => ({
  vaccines: [item('mmr', 'MMR', { status: 'done' })],
  lab_tests: [item('syphilis-test', 'Syphilis test', { status: 'done' })],
});
const checklist = (extra: Partial<Checklist> = {}): Checklist => ({
  vaccines: [item('mmr', 'MMR'), item('tdap', 'Tdap', { status: 'done' }), item('influenza', 'Flu shot', { is_optional: true })],
  lab_tests: [item('tb-test', 'Quantiferon TB Gold'), item('syphilis-test', 'Syphilis test', { status: 'done' })],
  ...extra,
});
const person = (first: string, last: string, current_checklist: Checklist, needs_i693_form = false) => ({
  first_name: first,
  middle_name: '',
  last_name: last,
  current_checklist,
  needs_i693_form,
});

describe('the checklist message in English (the text staff and clients knew)', () => {
  it('greets the client and lists each applicant with the missing vaccines and lab tests, names escaped', () => {
    const html = checklistMessageHtml({
      language: 'en',
      greetingName: 'Wei',
      intro: 'reminder',
      people: [person('Wei', 'Chen', checklist()), { ...person('Li', '<b>Chen</b>', checklist({ vaccines: [] })), middle_name: 'X' }],
      i693FormUrl: FORM_URL,
    });
    expect(html).toContain('<p>Dear Wei,</p>');
    expect(html).toContain(
      '<p>This is a reminder: to complete the immigration medical exam we still need these records. Please send them with the link below:</p>',
    );
    expect(html).toContain(
      '<h3>Wei Chen</h3><p><strong>Vaccine records</strong></p><ul><li>MMR</li></ul><p><strong>Lab tests</strong></p><ul><li>Quantiferon TB Gold</li></ul>',
    );
    // A section with nothing missing is left out.
    expect(html).toContain('<h3>Li X &lt;b&gt;Chen&lt;/b&gt;</h3><p><strong>Lab tests</strong></p><ul><li>Quantiferon TB Gold</li></ul>');
    expect(html).not.toContain('I-693');
    expect(html).not.toContain('Flu shot');
    expect(html).not.toContain('Tdap');
  });

  it('states the 14-day Quantiferon rule, with the last day when the collection date is known', () => {
    expect(quantiferonWindowText(checklist())).toBe('The appointment must take place within 14 days after the Quantiferon (TB) blood collection.');
    const collected = checklist({ lab_tests: [item('tb-test', 'Quantiferon TB Gold', { status: 'done', collection_date: '2026-12-25' })] });
    expect(quantiferonWindowText(collected)).toBe(
      'The Quantiferon (TB) blood was collected on 12/25/2026: the appointment must take place within 14 days after it, by 01/08/2027.',
    );
    // A date kept on a test marked pending again is not a collection.
    const pendingAgain = checklist({ lab_tests: [item('tb-test', 'Quantiferon TB Gold', { collection_date: '2026-12-25' })] });
    expect(quantiferonWindowText(pendingAgain)).toMatch(/^The appointment must take place within 14 days/);
  });

  it('names a missing I-693 form with its link, even when it is the only thing missing, and leaves out applicants with nothing missing', () => {
    const html = checklistMessageHtml({
      language: 'en',
      greetingName: 'Omar',
      intro: 'initial',
      people: [person('Omar', 'Haddad', complete(), true), person('Sara', 'Khan', complete())],
      i693FormUrl: FORM_URL,
    });
    expect(html).toContain(
      `<h3>Omar Haddad</h3><p><strong>I-693 form</strong></p><p>We have not received the I-693 form of this applicant yet. Please fill it in online: <a href="${FORM_URL}">${FORM_URL}</a></p>`,
    );
    expect(html).toContain('<p>Thank you for your appointment request.');
    expect(html).not.toContain('Vaccine records');
    expect(html).not.toContain('Quantiferon');
    expect(html).not.toContain('Sara');
  });
});

describe('the checklist message in every language', () => {
  it.each(LANGUAGES.map((l) => l.code))('in %s: greeting with the name, intro, headings, item names and the 14-day rule in the language', (code) => {
    const t = CHECKLIST_TEXTS[code];
    const html = checklistMessageHtml({
      language: code,
      greetingName: 'Wei',
      intro: 'initial',
      people: [person('Wei', 'Chen', checklist(), true)],
      i693FormUrl: FORM_URL,
    });
    expect(html).toContain(`<p>${t.greeting('Wei')}</p><p>${t.intro.initial}</p><h3>Wei Chen</h3>`);
    expect(html).toContain(`<p><strong>${t.vaccines}</strong></p><ul><li>${checklistItemName({ key: 'mmr', name: 'MMR' }, code)}</li></ul>`);
    expect(html).toContain(
      `<p><strong>${t.labTests}</strong></p><ul><li>${checklistItemName({ key: 'tb-test', name: 'Quantiferon TB Gold' }, code)}</li></ul>`,
    );
    expect(html).toContain(`<p><strong>${t.i693Heading}</strong></p><p>${t.i693} <a href="${FORM_URL}">${FORM_URL}</a></p>`);
    expect(html).toContain(`<p>${t.window(14)}</p>`);
    const texts = [t.greeting('N'), t.intro.initial, t.intro.reminder, t.vaccines, t.labTests, t.i693Heading, t.i693, t.window(14), t.windowFrom('D', 14, 'L')];
    for (const text of texts) expect(text).not.toMatch(/[<>&]/);
    if (code !== 'en') {
      const english = CHECKLIST_TEXTS.en;
      for (const [text, en] of [
        [t.intro.initial, english.intro.initial],
        [t.i693, english.i693],
        [t.window(14), english.window(14)],
      ])
        expect(text).not.toBe(en);
      expect(html).not.toContain('Quantiferon TB Gold');
    }
  });

  it.each(LANGUAGES.filter((l) => l.code !== 'en').map((l) => l.code))(
    'in %s: every vaccine and lab test of the requirement table has a name, and the collection date is written in the language',
    (code) => {
      for (const { item: requirement } of REQUIREMENT_RULES) expect(CHECKLIST_ITEM_NAMES[code][requirement.key]).toBeTruthy();
      const collected = checklist({ lab_tests: [item('tb-test', 'Quantiferon TB Gold', { status: 'done', collection_date: '2026-12-25' })] });
      const day = (iso: string) =>
        new Intl.DateTimeFormat(code, { calendar: 'gregory', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
          new Date(`${iso}T12:00:00Z`),
        );
      expect(quantiferonWindowText(collected, code)).toBe(CHECKLIST_TEXTS[code].windowFrom(day('2026-12-25'), 14, day('2027-01-08')));
    },
  );

  it('an item whose key has no translation keeps its own name', () => {
    expect(checklistItemName({ key: 'chest-x-ray', name: 'Chest X-ray' }, 'ar')).toBe('Chest X-ray');
    expect(checklistItemName({ key: 'mmr', name: 'MMR (measles, mumps, rubella)' }, 'es')).toBe('MMR (sarampión, paperas, rubéola)');
  });
});
