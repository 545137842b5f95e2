import { BOOKING_LINK_TEXTS, bookingLinkMessage, bookingLinkPath } from './booking-link';
import { LANGUAGES } from '../languages';

const URL = 'https://clinic.example/booking?email=maria%2B1%40example.com';
const signature = { html: '<p>Bay Clinic</p>', text: 'Bay Clinic' };
const message = (language: (typeof LANGUAGES)[number]['code']) =>
  bookingLinkMessage({ language, greetingName: 'Maria', applicantNames: ['Maria Lopez', 'Ana <Lopez>'], email: 'maria+1@example.com', url: URL }, signature);

describe('the booking-link message', () => {
  it('links the booking landing with the e-mail filled in', () => {
    expect(bookingLinkPath('maria+1@example.com')).toBe('/booking?email=maria%2B1%40example.com');
  });

  it.each(LANGUAGES.map((l) => [l.code, l.rtl] as const))(
    'in %s: subject, greeting with the name, the applicants, the link, the SMS; right-to-left when the language is',
    (code, rtl) => {
      const t = BOOKING_LINK_TEXTS[code];
      const sent = message(code);
      expect(sent.subject).toBe(t.subject);
      expect(sent.html).toContain(`<body dir="${rtl ? 'rtl' : 'ltr'}" lang="${code}">`);
      expect(sent.html).toContain(`<p>${t.greeting('<bdi>Maria</bdi>')}</p>`);
      expect(sent.html).toContain('<li><bdi>Maria Lopez</bdi></li><li><bdi>Ana &lt;Lopez&gt;</bdi></li>');
      expect(sent.html).toContain(`<a href="${URL}"><strong>${t.button}</strong></a><br><span dir="ltr">${URL}</span>`);
      expect(sent.html).toContain('<span dir="ltr">maria+1@example.com</span>');
      expect(sent.html).toContain(signature.html);
      expect(sent.text).toContain(t.greeting('Maria'));
      expect(sent.text).toContain(`${t.button}: ${URL}`);
      expect(sent.text).toContain('- Ana <Lopez>');
      expect(sent.sms).toBe(t.sms('Maria', URL));
      expect(sent.sms).toContain('Maria');
      expect(sent.sms).toContain(URL);
      // Written in the language itself (no English left over but in English), and safe as HTML as it is.
      const texts = [t.subject, t.greeting('N'), t.ready, t.button, t.code('E'), t.sms('N', 'L')];
      for (const text of texts) expect(text).not.toMatch(/[<>&]/);
      if (code !== 'en') for (const text of texts) expect(BOOKING_LINK_TEXTS.en.subject).not.toBe(text);
    },
  );
});
