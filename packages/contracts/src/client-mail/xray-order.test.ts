import { LANGUAGES } from '../languages';
import { XRAY_ORDER_TEXTS, xrayOrderEmail } from './xray-order';

const signature = { html: '<p>Bay &amp; Co Clinic</p>', text: 'Bay & Co Clinic' };

describe('the chest x-ray order e-mail', () => {
  it('in English keeps its subject and text', () => {
    const sent = xrayOrderEmail({ language: 'en', greetingName: 'Wei' }, signature);
    expect(sent.subject).toBe('Your chest x-ray order');
    expect(sent.text).toBe(
      'Dear Wei,\n\nAttached is your chest x-ray order. Please take it and a photo ID to an imaging facility, and have the x-ray taken before your immigration medical appointment.\n\nBay & Co Clinic',
    );
  });

  it.each(LANGUAGES.map((l) => [l.code, l.rtl] as const))(
    'in %s: subject and greeting with the name in the language; right-to-left when it is',
    (code, rtl) => {
      const t = XRAY_ORDER_TEXTS[code];
      const sent = xrayOrderEmail({ language: code, greetingName: 'Wei' }, signature);
      expect(sent.subject).toBe(t.subject);
      expect(sent.html).toContain(`<body dir="${rtl ? 'rtl' : 'ltr'}" lang="${code}">`);
      expect(sent.html).toContain(`<p>${t.greeting('<bdi>Wei</bdi>')}</p>\n<p>${t.body}</p>\n${signature.html}`);
      expect(sent.text).toBe([t.greeting(rtl ? '\u2068Wei\u2069' : 'Wei'), t.body, 'Bay & Co Clinic'].join('\n\n'));
      for (const text of [t.subject, t.greeting('N'), t.body]) expect(text).not.toMatch(/[<>&]/);
      if (code !== 'en') expect([t.subject, t.body]).not.toContain(XRAY_ORDER_TEXTS.en.body);
    },
  );
});
