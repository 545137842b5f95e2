import { LANGUAGES } from '../languages';
import { LAB_INSTRUCTIONS_TEXTS, labInstructionsEmail, type LabInstructionsEmailInput } from './lab-instructions';
import { QUESTIONS_TEXTS } from './questions';

const signature = { html: '<p>Bay &amp; Co Clinic</p>', text: 'Bay & Co Clinic' };
const input = (language: LabInstructionsEmailInput['language'], more: Partial<LabInstructionsEmailInput> = {}): LabInstructionsEmailInput => ({
  language,
  firstName: 'Ana',
  lastName: 'Silva',
  amount: '$130.00',
  lab: 'Quest Diagnostics',
  tests: ['TB QuantiFERON-TB Gold Plus', 'Syphilis RPR <reflex>'],
  transactionId: '3f2a9c1e-0000-4000-8000-000000000001',
  practiceName: 'Bay & Co Clinic',
  supportEmail: 'help@clinic.example',
  phone: '(510) 555-0100',
  ...more,
});

describe('the lab instructions e-mail', () => {
  it.each(LANGUAGES.map((l) => [l.code, l.rtl] as const))(
    'in %s: subject, greeting with the first name, amount, lab, reference and contact left to right; right-to-left when the language is',
    (code, rtl) => {
      const t = LAB_INSTRUCTIONS_TEXTS[code];
      const q = QUESTIONS_TEXTS[code];
      const sent = labInstructionsEmail(input(code), signature);
      expect(sent.subject).toBe(t.subject);
      expect(sent.html).toContain(`<body dir="${rtl ? 'rtl' : 'ltr'}" lang="${code}">`);
      expect(sent.html).toContain(`<p>${t.greeting('<bdi>Ana</bdi>')}</p>`);
      expect(sent.html).toContain(`<p>${t.thanks('<strong><span dir="ltr">$130.00</span></strong>', '<bdi>Bay &amp; Co Clinic</bdi>')}</p>`);
      expect(sent.html).toContain('<ul><li><bdi>TB QuantiFERON-TB Gold Plus</bdi></li><li><bdi>Syphilis RPR &lt;reflex&gt;</bdi></li></ul>');
      expect(sent.html).toContain(`<li>${t.orderSent('<span dir="ltr">Quest Diagnostics</span>', '<bdi>Ana Silva</bdi>')}</li>`);
      expect(sent.html).toContain(`<li>${t.goToLab('<span dir="ltr">Quest Diagnostics</span>')}</li>`);
      expect(sent.html).toContain(
        `<p>${t.reference('<span dir="ltr">3f2a9c1e-0000-4000-8000-000000000001</span>')}<br>${q.both('<span dir="ltr">help@clinic.example</span>', '<span dir="ltr">(510) 555-0100</span>')}</p>`,
      );
      expect(sent.html).toContain(signature.html);

      const isolate = (v: string) => (rtl ? `\u2068${v}\u2069` : v);
      expect(sent.text.split('\n')[0]).toBe(t.greeting(isolate('Ana')));
      expect(sent.text).toContain(t.thanks(isolate('$130.00'), isolate('Bay & Co Clinic')));
      expect(sent.text).toContain(`${t.testsOrdered}\n- ${isolate('TB QuantiFERON-TB Gold Plus')}\n- ${isolate('Syphilis RPR <reflex>')}`);
      expect(sent.text).toContain(
        `${t.whatNext}\n1. ${t.orderSent(isolate('Quest Diagnostics'), isolate('Ana Silva'))}\n2. ${t.goToLab(isolate('Quest Diagnostics'))}\n3. ${t.results}\n4. ${t.bookExam}`,
      );
      expect(sent.text).toContain(
        `${t.reference(isolate('3f2a9c1e-0000-4000-8000-000000000001'))}\n${q.both(isolate('help@clinic.example'), isolate('(510) 555-0100'))}`,
      );
      expect(sent.text.endsWith('\n\nBay & Co Clinic')).toBe(true);

      // Written in the language itself, and safe as HTML as it is.
      const texts = [
        t.subject,
        t.greeting('N'),
        t.thanks('A', 'P'),
        t.testsOrdered,
        t.whatNext,
        t.orderSent('L', 'N'),
        t.goToLab('L'),
        t.results,
        t.bookExam,
        t.reference('R'),
        t.ourPractice,
        q.write('E'),
        q.call('P'),
        q.both('E', 'P'),
      ];
      for (const text of texts) expect(text).not.toMatch(/[<>&]/);
      if (code !== 'en') {
        const en = LAB_INSTRUCTIONS_TEXTS.en;
        const english = [
          en.subject,
          en.greeting('N'),
          en.thanks('A', 'P'),
          en.testsOrdered,
          en.whatNext,
          en.orderSent('L', 'N'),
          en.goToLab('L'),
          en.results,
          en.bookExam,
          en.reference('R'),
          en.ourPractice,
        ];
        for (const text of texts.slice(0, english.length)) expect(english).not.toContain(text);
      }
    },
  );

  it('names the practice generically without a name, and says only the ways of contact that are set', () => {
    const phoneOnly = labInstructionsEmail(input('es', { practiceName: '', supportEmail: '' }), { html: '', text: '' });
    expect(phoneOnly.text).toContain('Gracias por su pago de $130.00 a nuestra oficina.');
    expect(phoneOnly.text.endsWith('¿Preguntas? Llámenos al (510) 555-0100.')).toBe(true);
    const emailOnly = labInstructionsEmail(input('en', { phone: '' }), signature);
    expect(emailOnly.text).toContain('Questions? Write to help@clinic.example.');
    const neither = labInstructionsEmail(input('en', { phone: '', supportEmail: '' }), { html: '', text: '' });
    expect(neither.text.endsWith('Order reference: 3f2a9c1e-0000-4000-8000-000000000001')).toBe(true);
    expect(neither.html).not.toContain('<br>');
  });
});
