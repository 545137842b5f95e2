import { APPOINTMENT_EMAIL_TEXTS, DEMO_PRACTICE_SETTINGS, EMPTY_PRACTICE_SETTINGS, LANGUAGES, type LanguageCode } from '@clinic/contracts';
import { appointmentEmails } from './emails';
import type { AppointmentPerson, AppointmentSnapshot } from '../calendar-sync/repo';

const person = (first: string, overrides: Partial<AppointmentPerson> = {}): AppointmentPerson => ({
  first_name: first,
  last_name: 'Lopez',
  email: 'family@example.com',
  lead_email: 'family@example.com',
  preferred_language: 'English',
  lead_language: null,
  ...overrides,
});

const appointment = (applicants: AppointmentPerson[]): AppointmentSnapshot => ({
  uuid: '6f1c1d2e-0000-4000-8000-000000000001',
  status: 'booked',
  starts_at: new Date('2030-03-05T19:30:00Z'),
  ends_at: new Date('2030-03-05T19:45:00Z'),
  office_uuid: '6f1c1d2e-0000-4000-8000-000000000002',
  office_code: 'fremont',
  office_name: 'Fremont',
  office_address: '39180 Liberty St, Fremont, CA 94538',
  office_phone: '(510) 555-0100',
  timezone: 'America/Los_Angeles',
  date: '2030-03-05',
  start_time: '11:30',
  end_time: '11:45',
  language: 'en',
  applicants,
});

describe('appointmentEmails', () => {
  it.each(LANGUAGES.map((l) => [l.name, l.code] as const))('writes to a client who prefers %s in that language', (name, code) => {
    for (const kind of ['booked', 'rescheduled', 'cancelled'] as const) {
      const [mail] = appointmentEmails(DEMO_PRACTICE_SETTINGS, appointment([person('Maria', { preferred_language: name })]), kind);
      const t = APPOINTMENT_EMAIL_TEXTS[code as LanguageCode];
      expect(mail!.subject).toBe(t.subject[kind]);
      expect(mail!.text).toContain(t.opening[kind]);
      expect(mail!.text).toContain(t.greeting(['ar', 'fa', 'ps'].includes(code) ? '\u2068Maria\u2069' : 'Maria'));
      expect(mail!.html).toContain(`<p>${t.greeting('<bdi>Maria</bdi>')}</p>`);
      expect(mail!.text).toContain('Fremont');
      expect(mail!.text).toContain('39180 Liberty St, Fremont, CA 94538');
      expect(mail!.html).toContain(`lang="${code}"`);
      expect(mail!.html).toContain(`<body dir="${['ar', 'fa', 'ps'].includes(code) ? 'rtl' : 'ltr'}" lang="${code}">`);
      expect(mail!.meta).toEqual({ kind: `appointment_${kind}`, appointment_uuid: '6f1c1d2e-0000-4000-8000-000000000001', language: code });
    }
  });

  it('shows the date and time in the office zone as written for the reader', () => {
    const [english] = appointmentEmails(DEMO_PRACTICE_SETTINGS, appointment([person('Maria')]), 'booked');
    expect(english!.text).toContain('Date: Tuesday, March 5, 2030');
    expect(english!.text).toContain('Time: 11:30');
  });

  it("writes once per distinct address, naming that address's people, in the first language known among them or their lead's", () => {
    const mails = appointmentEmails(
      DEMO_PRACTICE_SETTINGS,
      appointment([
        person('Maria'),
        person('Jose', { email: 'jose@example.com', preferred_language: 'English', lead_language: 'Portuguese' }),
        person('Ana', { preferred_language: 'Spanish' }),
      ]),
      'booked',
    );
    expect(mails.map((m) => [m.to, m.subject, m.conversation_email])).toEqual([
      ['family@example.com', APPOINTMENT_EMAIL_TEXTS.es.subject.booked, 'family@example.com'],
      ['jose@example.com', APPOINTMENT_EMAIL_TEXTS.pt.subject.booked, 'family@example.com'],
    ]);
    expect(mails[0]!.text).toContain('Maria Lopez, Ana Lopez');
    expect(mails[1]!.text).not.toContain('Maria');
  });

  it('writes to the primary applicant in the language the appointment was booked in, greeting them; other addresses in their own', () => {
    const mails = appointmentEmails(
      DEMO_PRACTICE_SETTINGS,
      {
        ...appointment([person('Maria', { preferred_language: 'Spanish' }), person('Jose', { email: 'jose@example.com', preferred_language: 'Portuguese' })]),
        language: 'ar',
      },
      'booked',
    );
    expect(mails.map((m) => [m.to, m.subject, m.meta?.language])).toEqual([
      ['family@example.com', APPOINTMENT_EMAIL_TEXTS.ar.subject.booked, 'ar'],
      ['jose@example.com', APPOINTMENT_EMAIL_TEXTS.pt.subject.booked, 'pt'],
    ]);
    expect(mails[0]!.html).toContain(`<p>${APPOINTMENT_EMAIL_TEXTS.ar.greeting('<bdi>Maria</bdi>')}</p>`);
    expect(mails[1]!.text!.startsWith(APPOINTMENT_EMAIL_TEXTS.pt.greeting('Jose'))).toBe(true);
  });

  it('falls back to English for an unknown language', () => {
    const [mail] = appointmentEmails(DEMO_PRACTICE_SETTINGS, appointment([person('Maria', { preferred_language: 'Klingon' })]), 'cancelled');
    expect(mail!.subject).toBe('Your appointment has been cancelled');
  });

  it("puts each address's personal link under the details, and no link line without one", () => {
    const links = new Map([
      ['family@example.com', 'http://clinic.test/booking/family-code'],
      ['jose@example.com', 'http://clinic.test/booking/jose-code'],
    ]);
    const [family, jose] = appointmentEmails(
      DEMO_PRACTICE_SETTINGS,
      appointment([person('Maria'), person('Jose', { email: 'jose@example.com', preferred_language: 'Arabic' })]),
      'booked',
      links,
    );
    expect(family!.text).toContain(`${APPOINTMENT_EMAIL_TEXTS.en.manage}\nhttp://clinic.test/booking/family-code`);
    expect(family!.text).not.toContain('jose-code');
    expect(family!.html).toContain('<a href="http://clinic.test/booking/family-code" dir="ltr" style="word-break: break-all">');
    expect(jose!.text).toContain(APPOINTMENT_EMAIL_TEXTS.ar.manage);
    expect(jose!.text).toContain('http://clinic.test/booking/jose-code');

    const [unlinked] = appointmentEmails(DEMO_PRACTICE_SETTINGS, appointment([person('Maria')]), 'cancelled');
    expect(unlinked!.text).not.toContain(APPOINTMENT_EMAIL_TEXTS.en.manage);
  });

  it('escapes names in the html', () => {
    const [mail] = appointmentEmails(DEMO_PRACTICE_SETTINGS, appointment([person('<b>Maria</b>')]), 'booked');
    expect(mail!.html).toContain('&lt;b&gt;Maria&lt;/b&gt;');
    expect(mail!.html).not.toContain('<b>Maria');
  });

  it('isolates the address and the phone left to right in the html of a right-to-left e-mail', () => {
    const [mail] = appointmentEmails(DEMO_PRACTICE_SETTINGS, appointment([person('Maria', { preferred_language: 'Arabic' })]), 'booked');
    expect(mail!.html).toContain('dir="rtl"');
    expect(mail!.html).toContain(`${APPOINTMENT_EMAIL_TEXTS.ar.address}:</strong> <span dir="ltr">39180 Liberty St, Fremont, CA 94538</span>`);
    expect(mail!.html).toContain('<span dir="ltr">(510) 555-0100</span>');
    expect(mail!.html).toContain('<bdi>Maria Lopez</bdi>');
  });

  it("signs with the practice's name from the settings, and gives the practice's phone when the office has none", () => {
    const practice = { ...DEMO_PRACTICE_SETTINGS, practice_name: 'Valley Civil Surgeons', phone: '(209) 555-0199' };
    const [mail] = appointmentEmails(practice, { ...appointment([person('Maria')]), office_phone: '' }, 'booked');
    expect(mail!.text).toContain(APPOINTMENT_EMAIL_TEXTS.en.questions('(209) 555-0199'));
    expect(mail!.text!.trimEnd().endsWith('Valley Civil Surgeons')).toBe(true);
    expect(mail!.html).toContain('<p>Valley Civil Surgeons</p>');
  });

  it('leaves out the questions line and the signature while the settings are empty (production before an admin fills them)', () => {
    const [mail] = appointmentEmails(EMPTY_PRACTICE_SETTINGS, { ...appointment([person('Maria')]), office_phone: '' }, 'booked');
    expect(mail!.text).not.toContain('Questions?');
    expect(mail!.text!.trimEnd().endsWith(APPOINTMENT_EMAIL_TEXTS.en.closing.booked)).toBe(true);
    expect(mail!.html).not.toContain('<p></p>');
  });
});
