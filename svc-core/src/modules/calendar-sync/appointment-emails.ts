import { DEFAULT_LANGUAGE, htmlWithLtr, isRtl, LANGUAGES, ltrHtml, type LanguageCode, type NotifyMessage } from '@clinic/contracts';
import { escapeHtml } from '@clinic/server-kit';
import { signatureHtml, type PracticeContact } from '../practice-settings/contact';
import { APPOINTMENT_EMAIL_TEXTS, type AppointmentEmailKind } from './appointment-email-texts';
import type { AppointmentPerson, AppointmentSnapshot } from './repo';

const ALIASES: Record<string, LanguageCode> = { chinese: 'zh-CN', mandarin: 'zh-CN', zh: 'zh-CN', persian: 'fa', pushto: 'ps' };

/** A stored preferred language (a name such as 'Spanish', a native name or a code) as one of the site's languages. */
export function languageOf(value: string | null | undefined): LanguageCode | undefined {
  const wanted = value?.trim().toLowerCase();
  if (!wanted) return undefined;
  const known = LANGUAGES.find((l) => [l.code, l.name, l.nativeName].some((name) => name.toLowerCase() === wanted));
  return known?.code ?? ALIASES[wanted] ?? ALIASES[wanted.split(/[-_]/)[0]!] ?? LANGUAGES.find((l) => l.code === wanted.split(/[-_]/)[0])?.code;
}

/**
 * The language to write to the people of one address in: the first of their preferred languages
 * (primary applicant first), then their lead's request, that is not English by default; else English.
 */
function languageFor(people: readonly AppointmentPerson[]): LanguageCode {
  const choices = [...people.map((p) => p.preferred_language), ...people.map((p) => p.lead_language)];
  for (const choice of choices) {
    const code = languageOf(choice);
    if (code && code !== DEFAULT_LANGUAGE) return code;
  }
  return DEFAULT_LANGUAGE;
}

function formatDay(date: string, language: LanguageCode): string {
  return new Intl.DateTimeFormat(language, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
}

function formatTime(date: string, time: string, language: LanguageCode): string {
  return new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(new Date(`${date}T${time}:00Z`));
}

/**
 * One e-mail for each distinct address of the appointment's applicants, each in its people's language,
 * with that address's personal link to the booking when `links` has one. The questions line gives the
 * office's phone, else the practice's; it is left out when neither is set.
 */
export function appointmentEmails(practice: PracticeContact, appointment: AppointmentSnapshot, kind: AppointmentEmailKind, links?: ReadonlyMap<string, string>): NotifyMessage[] {
  const byAddress = new Map<string, AppointmentPerson[]>();
  for (const person of appointment.applicants) {
    if (!person.email) continue;
    byAddress.set(person.email, [...(byAddress.get(person.email) ?? []), person]);
  }
  return [...byAddress].map(([address, people]) => {
    const language = languageFor(people);
    const t = APPOINTMENT_EMAIL_TEXTS[language];
    const rtl = isRtl(language);
    // Keeps a phone number or a Latin address reading left to right inside right-to-left text (the HTML isolates with ltrHtml).
    const isolate = (value: string) => (rtl ? `\u2068${value}\u2069` : value);
    const phoneNumber = appointment.office_phone || practice.phone;
    const questions = phoneNumber ? [t.questions(isolate(phoneNumber))] : [];
    const names = people.map((p) => `${p.first_name} ${p.last_name}`.trim()).join(', ');
    // [label, value, the value's HTML]
    const details: Array<[string, string, string]> = [
      [t.date, formatDay(appointment.date, language), escapeHtml(formatDay(appointment.date, language))],
      [t.time, formatTime(appointment.date, appointment.start_time, language), escapeHtml(formatTime(appointment.date, appointment.start_time, language))],
      [t.office, isolate(appointment.office_name), ltrHtml(appointment.office_name)],
      [t.address, isolate(appointment.office_address), ltrHtml(appointment.office_address)],
      [t.applicants, isolate(names), `<bdi>${escapeHtml(names)}</bdi>`],
    ];
    const link = links?.get(address);
    const manage = link ? ['', t.manage, link] : [];
    const text = [t.greeting, '', t.opening[kind], '', ...details.map(([label, value]) => `${label}: ${value}`), ...manage, '', t.closing[kind], ...questions, ...(practice.practice_name ? ['', practice.practice_name] : [])].join('\n');
    const html = [
      `<div dir="${rtl ? 'rtl' : 'ltr'}" lang="${language}">`,
      `<p>${escapeHtml(t.greeting)}</p>`,
      `<p>${escapeHtml(t.opening[kind])}</p>`,
      `<ul>${details.map(([label, , value]) => `<li><strong>${escapeHtml(label)}:</strong> ${value}</li>`).join('')}</ul>`,
      ...(link ? [`<p>${escapeHtml(t.manage)}<br><a href="${escapeHtml(link)}" dir="ltr">${escapeHtml(link)}</a></p>`] : []),
      `<p>${escapeHtml(t.closing[kind])}</p>`,
      ...(phoneNumber ? [`<p>${htmlWithLtr(t.questions(phoneNumber), [phoneNumber])}</p>`] : []),
      signatureHtml(practice),
      '</div>',
    ]
      .filter(Boolean)
      .join('\n');
    return {
      channel: 'email',
      to: address,
      subject: t.subject[kind],
      text,
      html,
      // Kept with the conversations of the lead, where staff read what was sent.
      conversation_email: people[0]!.lead_email,
      meta: { kind: `appointment_${kind}`, appointment_uuid: appointment.uuid, language },
    };
  });
}
