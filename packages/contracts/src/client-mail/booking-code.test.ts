import { BOOKING_CODE_TEXTS, bookingCodeEmail } from './booking-code';
import { LANGUAGES } from '../languages';

const signature = { html: '<p>Bay &amp; Co Clinic</p>', text: 'Bay & Co Clinic' };
const email = (language: (typeof LANGUAGES)[number]['code'], more: { greetingName?: string | null; requestedBy?: string; practiceName?: string } = {}) =>
  bookingCodeEmail({ language, greetingName: 'Maria', code: '048213', expiresInMinutes: 10, practiceName: 'Bay & Co Clinic', ...more }, signature);

describe('the booking-code e-mail', () => {
  it.each(LANGUAGES.map((l) => [l.code, l.rtl] as const))(
    'in %s: subject, greeting with the name, the code left to right; right-to-left when the language is',
    (code, rtl) => {
      const t = BOOKING_CODE_TEXTS[code];
      const sent = email(code);
      expect(sent.subject).toBe(t.subject('Bay & Co Clinic'));
      expect(sent.subject).toContain('Bay & Co Clinic');
      expect(sent.html).toContain(`<body dir="${rtl ? 'rtl' : 'ltr'}" lang="${code}">`);
      expect(sent.html).toContain(`<p>${t.greeting('<bdi>Maria</bdi>')}</p>`);
      expect(sent.html).toContain(`<p>${t.code('<strong><span dir="ltr">048213</span></strong>', 10)}</p>`);
      expect(sent.html).toContain(`<p>${t.own('<bdi>Bay &amp; Co Clinic</bdi>')}</p>`);
      expect(sent.html).toContain(signature.html);
      expect(sent.text).toBe([t.greeting('Maria'), t.code('048213', 10), t.own('Bay & Co Clinic'), t.ignore, 'Bay & Co Clinic'].join('\n\n'));
      // Written in the language itself, and safe as HTML as it is.
      const texts = [t.subject('P'), t.subject(''), t.greeting('N'), t.hello, t.code('C', 10), t.own('P'), t.lookup('R', 'P'), t.ignore, t.ourPractice];
      for (const text of texts) expect(text).not.toMatch(/[<>&]/);
      if (code !== 'en')
        for (const text of texts) expect(Object.values(BOOKING_CODE_TEXTS.en).map((v) => (typeof v === 'string' ? v : v('P', 10)))).not.toContain(text);
    },
  );

  it.each(LANGUAGES.map((l) => l.code))('in %s: a lookup code says who asked, with their address left to right', (code) => {
    const t = BOOKING_CODE_TEXTS[code];
    const sent = email(code, { requestedBy: 'ana+2@example.com' });
    expect(sent.html).toContain(`<p>${t.lookup('<span dir="ltr">ana+2@example.com</span>', '<bdi>Bay &amp; Co Clinic</bdi>')}</p>`);
    expect(sent.text).toContain(t.lookup('ana+2@example.com', 'Bay & Co Clinic'));
  });

  it('without a known name or practice name, greets without a name and names the practice generically', () => {
    const sent = email('es', { greetingName: null, practiceName: '' });
    expect(sent.subject).toBe('Su código de reserva');
    expect(sent.text.split('\n\n').slice(0, 3)).toEqual([
      'Hola:',
      'Su código de verificación es 048213. Es válido durante 10 minutos.',
      'Use este código para reservar su cita en nuestra oficina.',
    ]);
    expect(sent.html).not.toContain('<bdi>');
  });
});
