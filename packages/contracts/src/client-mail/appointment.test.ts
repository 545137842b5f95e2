import { LANGUAGES } from '../languages';
import { APPOINTMENT_EMAIL_TEXTS, appointmentEmail, type AppointmentEmailInput } from './appointment';

const signature = { html: '<p>Bay Clinic</p>', text: 'Bay Clinic' };
const LINK = 'https://clinic.example/booking/abc_DEF-123';
const input = (language: AppointmentEmailInput['language'], kind: AppointmentEmailInput['kind']): AppointmentEmailInput => ({
  language,
  kind,
  greetingName: 'Maria',
  date: '2030-03-05',
  startTime: '11:30',
  officeName: 'Fremont',
  officeAddress: '39180 Liberty St, Fremont, CA 94538',
  applicantNames: ['Maria Lopez', 'Ana <Lopez>'],
  phone: '(510) 555-0100',
  link: LINK,
});

describe('the appointment e-mails', () => {
  it.each(LANGUAGES.map((l) => [l.code, l.rtl] as const))(
    'in %s: subject, greeting with the name, the details with office, address and phone left to right; right-to-left when the language is',
    (code, rtl) => {
      const t = APPOINTMENT_EMAIL_TEXTS[code];
      for (const kind of ['booked', 'rescheduled', 'cancelled'] as const) {
        const sent = appointmentEmail(input(code, kind), signature);
        expect(sent.subject).toBe(t.subject[kind]);
        expect(sent.html).toContain(`<body dir="${rtl ? 'rtl' : 'ltr'}" lang="${code}">`);
        expect(sent.html).toContain(`<p>${t.greeting('<bdi>Maria</bdi>')}</p>`);
        expect(sent.html).toContain(`<li><strong>${t.office}:</strong> <span dir="ltr">Fremont</span></li>`);
        expect(sent.html).toContain(`<li><strong>${t.address}:</strong> <span dir="ltr">39180 Liberty St, Fremont, CA 94538</span></li>`);
        expect(sent.html).toContain(`<li><strong>${t.applicants}:</strong> <bdi>Maria Lopez, Ana &lt;Lopez&gt;</bdi></li>`);
        expect(sent.html).toContain('<span dir="ltr">(510) 555-0100</span>');
        expect(sent.html).toContain(`<a href="${LINK}" dir="ltr" style="word-break: break-all">${LINK}</a>`);
        expect(sent.html).toContain(signature.html);
        const isolate = (v: string) => (rtl ? `\u2068${v}\u2069` : v);
        expect(sent.text.split('\n')[0]).toBe(t.greeting(isolate('Maria')));
        expect(sent.text).toContain(t.opening[kind]);
        expect(sent.text).toContain(`${t.address}: ${isolate('39180 Liberty St, Fremont, CA 94538')}`);
        expect(sent.text).toContain(t.questions(isolate('(510) 555-0100')));
        expect(sent.text).toContain(`${t.manage}\n${LINK}`);
        expect(sent.text.endsWith('\n\nBay Clinic')).toBe(true);
      }
      // Written in the language itself; the greeting goes into the HTML as it is.
      expect(t.greeting('N')).not.toMatch(/[<>&]/);
      if (code !== 'en')
        for (const kind of ['booked', 'rescheduled', 'cancelled'] as const) expect(t.subject[kind]).not.toBe(APPOINTMENT_EMAIL_TEXTS.en.subject[kind]);
    },
  );

  it('writes the day and time as the reader reads them', () => {
    expect(appointmentEmail(input('en', 'booked'), signature).text).toContain('Date: Tuesday, March 5, 2030\nTime: 11:30 AM');
    expect(appointmentEmail(input('es', 'booked'), signature).text).toContain('Fecha: martes, 5 de marzo de 2030');
    // Persian and Pashto in the Gregorian calendar of the booking page (their default would be the Solar Hijri one).
    expect(appointmentEmail(input('fa', 'booked'), signature).text).toContain('۲۰۳۰');
    expect(appointmentEmail(input('ps', 'booked'), signature).text).toContain('۲۰۳۰');
  });

  it('leaves out the link line without a link and the questions line without a phone', () => {
    const sent = appointmentEmail({ ...input('en', 'cancelled'), link: undefined, phone: '' }, { html: '', text: '' });
    expect(sent.text).not.toContain(APPOINTMENT_EMAIL_TEXTS.en.manage);
    expect(sent.text).not.toContain('Questions?');
    expect(sent.text.endsWith(APPOINTMENT_EMAIL_TEXTS.en.closing.cancelled)).toBe(true);
    expect(sent.html).not.toContain('<a ');
  });
});
