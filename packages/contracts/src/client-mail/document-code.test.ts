import { LANGUAGES } from '../languages';
import { DOCUMENT_CODE_TEXTS, documentCodeEmail } from './document-code';

const signature = { html: '<p>Bay &amp; Co Clinic</p>', text: 'Bay & Co Clinic' };
const email = (language: (typeof LANGUAGES)[number]['code'], practiceName = 'Bay & Co Clinic') =>
  documentCodeEmail({ language, greetingName: 'Wei', code: '048213', expiresInMinutes: 10, practiceName }, signature);

describe('the document request code e-mail', () => {
  it('in English keeps the texts the upload page journey reads', () => {
    const sent = email('en');
    expect(sent.subject).toBe('Your code to send your documents to Bay & Co Clinic');
    expect(sent.text).toBe(
      'Dear Wei,\n\nYour code is 048213. It works for 10 minutes.\n\nIf you did not ask for it, you can ignore this e-mail.\n\nBay & Co Clinic',
    );
    expect(email('en', '').subject).toBe('Your code to send your documents to our practice');
  });

  it.each(LANGUAGES.map((l) => [l.code, l.rtl] as const))(
    'in %s: subject, greeting with the name, the code left to right; right-to-left when the language is',
    (code, rtl) => {
      const t = DOCUMENT_CODE_TEXTS[code];
      const sent = email(code);
      expect(sent.subject).toBe(t.subject('Bay & Co Clinic'));
      expect(email(code, '').subject).toBe(t.subject(t.ourPractice));
      expect(sent.html).toContain(`<body dir="${rtl ? 'rtl' : 'ltr'}" lang="${code}">`);
      expect(sent.html).toContain(`<p>${t.greeting('<bdi>Wei</bdi>')}</p>`);
      expect(sent.html).toContain(`<p>${t.code('<strong><span dir="ltr">048213</span></strong>', 10)}</p>`);
      const isolate = (v: string) => (rtl ? `\u2068${v}\u2069` : v);
      expect(sent.text).toBe([t.greeting(isolate('Wei')), t.code(isolate('048213'), 10), t.ignore, 'Bay & Co Clinic'].join('\n\n'));
      const texts = [t.subject('P'), t.greeting('N'), t.code('C', 10), t.ignore, t.ourPractice];
      for (const text of texts) expect(text).not.toMatch(/[<>&]/);
      if (code !== 'en') expect(texts).not.toContain(DOCUMENT_CODE_TEXTS.en.ignore);
    },
  );
});
