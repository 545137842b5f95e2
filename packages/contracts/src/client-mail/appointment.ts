import { escapeHtml, htmlWithLtr, ltrHtml } from '../html';
import type { LanguageCode } from '../languages';
import { signedEmail, isolateText, nameHtml, type ClientEmail, type EmailSignature } from './layout';

/**
 * The e-mails of a booked, moved or cancelled appointment, in the language of the client: one per
 * address of the appointment's applicants, greeting its first person (the primary applicant on theirs).
 */

/** The three appointment changes a client is told about by e-mail. */
export type AppointmentEmailKind = 'booked' | 'rescheduled' | 'cancelled';

interface AppointmentEmailTexts {
  subject: Record<AppointmentEmailKind, string>;
  greeting: (name: string) => string;
  opening: Record<AppointmentEmailKind, string>;
  date: string;
  time: string;
  office: string;
  address: string;
  applicants: string;
  /** Above the personal link of a booked or moved appointment's e-mail. */
  manage: string;
  /** After a booking or a move: what the client must do; after a cancellation: how to book again. */
  closing: Record<AppointmentEmailKind, string>;
  questions(phone: string): string;
}

/** The client e-mails of a booked, moved or cancelled appointment, in the eight languages of the site. */
export const APPOINTMENT_EMAIL_TEXTS: Record<LanguageCode, AppointmentEmailTexts> = {
  en: {
    subject: { booked: 'Your appointment is booked', rescheduled: 'Your appointment has been moved', cancelled: 'Your appointment has been cancelled' },
    greeting: (n) => `Hello ${n},`,
    opening: {
      booked: 'Your immigration medical exam appointment is booked.',
      rescheduled: 'Your immigration medical exam appointment has been moved to a new date and time.',
      cancelled: 'Your immigration medical exam appointment has been cancelled.',
    },
    date: 'Date',
    time: 'Time',
    office: 'Office',
    address: 'Address',
    applicants: 'Applicants',
    manage: 'To see your booking or change who comes, open your personal link (do not share it):',
    closing: {
      booked: 'Every applicant must attend in person. Please arrive on time: late arrival means the appointment is cancelled.',
      rescheduled: 'Every applicant must attend in person. Please arrive on time: late arrival means the appointment is cancelled.',
      cancelled: 'To choose a new time, please contact us.',
    },
    questions: (phone) => `Questions? Call us at ${phone}.`,
  },
  es: {
    subject: { booked: 'Su cita está reservada', rescheduled: 'Su cita ha sido cambiada', cancelled: 'Su cita ha sido cancelada' },
    greeting: (n) => `Hola ${n}:`,
    opening: {
      booked: 'Su cita para el examen médico de inmigración está reservada.',
      rescheduled: 'Su cita para el examen médico de inmigración se ha cambiado a una nueva fecha y hora.',
      cancelled: 'Su cita para el examen médico de inmigración ha sido cancelada.',
    },
    date: 'Fecha',
    time: 'Hora',
    office: 'Oficina',
    address: 'Dirección',
    applicants: 'Solicitantes',
    manage: 'Para ver su cita o cambiar quién asiste, abra su enlace personal (no lo comparta):',
    closing: {
      booked: 'Cada solicitante debe asistir en persona. Llegue a tiempo: si llega tarde, la cita se cancela.',
      rescheduled: 'Cada solicitante debe asistir en persona. Llegue a tiempo: si llega tarde, la cita se cancela.',
      cancelled: 'Para elegir una nueva hora, comuníquese con nosotros.',
    },
    questions: (phone) => `¿Preguntas? Llámenos al ${phone}.`,
  },
  pt: {
    subject: { booked: 'Sua consulta está agendada', rescheduled: 'Sua consulta foi remarcada', cancelled: 'Sua consulta foi cancelada' },
    greeting: (n) => `Olá ${n},`,
    opening: {
      booked: 'Sua consulta para o exame médico de imigração está agendada.',
      rescheduled: 'Sua consulta para o exame médico de imigração foi remarcada para uma nova data e horário.',
      cancelled: 'Sua consulta para o exame médico de imigração foi cancelada.',
    },
    date: 'Data',
    time: 'Horário',
    office: 'Consultório',
    address: 'Endereço',
    applicants: 'Requerentes',
    manage: 'Para ver sua consulta ou mudar quem vem, abra seu link pessoal (não o compartilhe):',
    closing: {
      booked: 'Cada requerente deve comparecer pessoalmente. Chegue no horário: o atraso cancela a consulta.',
      rescheduled: 'Cada requerente deve comparecer pessoalmente. Chegue no horário: o atraso cancela a consulta.',
      cancelled: 'Para escolher um novo horário, entre em contato conosco.',
    },
    questions: (phone) => `Dúvidas? Ligue para ${phone}.`,
  },
  'zh-CN': {
    subject: { booked: '您的预约已确认', rescheduled: '您的预约已改期', cancelled: '您的预约已取消' },
    greeting: (n) => `${n}，您好：`,
    opening: {
      booked: '您的移民体检预约已确认。',
      rescheduled: '您的移民体检预约已改到新的日期和时间。',
      cancelled: '您的移民体检预约已取消。',
    },
    date: '日期',
    time: '时间',
    office: '诊所',
    address: '地址',
    applicants: '申请人',
    manage: '如需查看您的预约或更改到场人员，请打开您的专属链接（请勿分享）：',
    closing: {
      booked: '每位申请人都必须亲自到场。请准时到达：迟到将导致预约被取消。',
      rescheduled: '每位申请人都必须亲自到场。请准时到达：迟到将导致预约被取消。',
      cancelled: '如需选择新的时间，请与我们联系。',
    },
    questions: (phone) => `如有疑问，请致电 ${phone}。`,
  },
  ar: {
    subject: { booked: 'تم حجز موعدك', rescheduled: 'تم تغيير موعدك', cancelled: 'تم إلغاء موعدك' },
    greeting: (n) => `مرحبًا ${n}،`,
    opening: {
      booked: 'تم حجز موعد الفحص الطبي للهجرة الخاص بك.',
      rescheduled: 'تم نقل موعد الفحص الطبي للهجرة الخاص بك إلى تاريخ ووقت جديدين.',
      cancelled: 'تم إلغاء موعد الفحص الطبي للهجرة الخاص بك.',
    },
    date: 'التاريخ',
    time: 'الوقت',
    office: 'العيادة',
    address: 'العنوان',
    applicants: 'المتقدمون',
    manage: 'لعرض موعدك أو تغيير من سيحضر، افتح رابطك الشخصي (لا تشاركه مع أحد):',
    closing: {
      booked: 'يجب على كل متقدم الحضور شخصيًا. يرجى الوصول في الموعد: التأخر يعني إلغاء الموعد.',
      rescheduled: 'يجب على كل متقدم الحضور شخصيًا. يرجى الوصول في الموعد: التأخر يعني إلغاء الموعد.',
      cancelled: 'لاختيار موعد جديد، يرجى التواصل معنا.',
    },
    questions: (phone) => `هل لديك أسئلة؟ اتصل بنا على ${phone}.`,
  },
  fa: {
    subject: { booked: 'وقت شما رزرو شد', rescheduled: 'وقت شما تغییر کرد', cancelled: 'وقت شما لغو شد' },
    greeting: (n) => `سلام ${n}،`,
    opening: {
      booked: 'وقت معاینه پزشکی مهاجرت شما رزرو شد.',
      rescheduled: 'وقت معاینه پزشکی مهاجرت شما به تاریخ و ساعت جدیدی منتقل شد.',
      cancelled: 'وقت معاینه پزشکی مهاجرت شما لغو شد.',
    },
    date: 'تاریخ',
    time: 'ساعت',
    office: 'مطب',
    address: 'نشانی',
    applicants: 'متقاضیان',
    manage: 'برای دیدن وقت خود یا تغییر افرادی که می‌آیند، پیوند شخصی خود را باز کنید (آن را با کسی به اشتراک نگذارید):',
    closing: {
      booked: 'هر متقاضی باید شخصاً حاضر شود. لطفاً به‌موقع برسید: دیر رسیدن به معنای لغو وقت است.',
      rescheduled: 'هر متقاضی باید شخصاً حاضر شود. لطفاً به‌موقع برسید: دیر رسیدن به معنای لغو وقت است.',
      cancelled: 'برای انتخاب وقت جدید، لطفاً با ما تماس بگیرید.',
    },
    questions: (phone) => `سؤالی دارید؟ با شماره ${phone} تماس بگیرید.`,
  },
  ps: {
    subject: { booked: 'ستاسو وخت ونیول شو', rescheduled: 'ستاسو وخت بدل شو', cancelled: 'ستاسو وخت لغوه شو' },
    greeting: (n) => `سلام ${n}،`,
    opening: {
      booked: 'د کډوالۍ طبي معاینې لپاره ستاسو وخت ونیول شو.',
      rescheduled: 'د کډوالۍ طبي معاینې لپاره ستاسو وخت نوې نېټې او وخت ته واړول شو.',
      cancelled: 'د کډوالۍ طبي معاینې لپاره ستاسو وخت لغوه شو.',
    },
    date: 'نېټه',
    time: 'وخت',
    office: 'دفتر',
    address: 'پته',
    applicants: 'غوښتونکي',
    manage: 'د خپل وخت د لیدلو یا د راتلونکو کسانو د بدلولو لپاره، خپل شخصي لینک پرانیزئ (له بل چا سره یې مه شریکوئ):',
    closing: {
      booked: 'هر غوښتونکی باید په خپله حاضر شي. مهرباني وکړئ په وخت راشئ: ناوخته راتګ د وخت د لغوه کېدو سبب کېږي.',
      rescheduled: 'هر غوښتونکی باید په خپله حاضر شي. مهرباني وکړئ په وخت راشئ: ناوخته راتګ د وخت د لغوه کېدو سبب کېږي.',
      cancelled: 'د نوي وخت د ټاکلو لپاره، مهرباني وکړئ له موږ سره اړیکه ونیسئ.',
    },
    questions: (phone) => `پوښتنې لرئ؟ موږ ته په ${phone} زنګ ووهئ.`,
  },
  pa: {
    subject: { booked: 'ਤੁਹਾਡੀ ਮੁਲਾਕਾਤ ਬੁੱਕ ਹੋ ਗਈ ਹੈ', rescheduled: 'ਤੁਹਾਡੀ ਮੁਲਾਕਾਤ ਦਾ ਸਮਾਂ ਬਦਲ ਦਿੱਤਾ ਗਿਆ ਹੈ', cancelled: 'ਤੁਹਾਡੀ ਮੁਲਾਕਾਤ ਰੱਦ ਕਰ ਦਿੱਤੀ ਗਈ ਹੈ' },
    greeting: (n) => `ਸਤਿ ਸ੍ਰੀ ਅਕਾਲ ${n},`,
    opening: {
      booked: 'ਤੁਹਾਡੀ ਇਮੀਗ੍ਰੇਸ਼ਨ ਮੈਡੀਕਲ ਜਾਂਚ ਦੀ ਮੁਲਾਕਾਤ ਬੁੱਕ ਹੋ ਗਈ ਹੈ।',
      rescheduled: "ਤੁਹਾਡੀ ਇਮੀਗ੍ਰੇਸ਼ਨ ਮੈਡੀਕਲ ਜਾਂਚ ਦੀ ਮੁਲਾਕਾਤ ਨਵੀਂ ਤਾਰੀਖ ਅਤੇ ਸਮੇਂ 'ਤੇ ਬਦਲ ਦਿੱਤੀ ਗਈ ਹੈ।",
      cancelled: 'ਤੁਹਾਡੀ ਇਮੀਗ੍ਰੇਸ਼ਨ ਮੈਡੀਕਲ ਜਾਂਚ ਦੀ ਮੁਲਾਕਾਤ ਰੱਦ ਕਰ ਦਿੱਤੀ ਗਈ ਹੈ।',
    },
    date: 'ਤਾਰੀਖ',
    time: 'ਸਮਾਂ',
    office: 'ਦਫ਼ਤਰ',
    address: 'ਪਤਾ',
    applicants: 'ਬਿਨੈਕਾਰ',
    manage: 'ਆਪਣੀ ਮੁਲਾਕਾਤ ਦੇਖਣ ਜਾਂ ਆਉਣ ਵਾਲਿਆਂ ਨੂੰ ਬਦਲਣ ਲਈ, ਆਪਣਾ ਨਿੱਜੀ ਲਿੰਕ ਖੋਲ੍ਹੋ (ਇਸਨੂੰ ਕਿਸੇ ਨਾਲ ਸਾਂਝਾ ਨਾ ਕਰੋ):',
    closing: {
      booked: "ਹਰ ਬਿਨੈਕਾਰ ਨੂੰ ਖੁਦ ਹਾਜ਼ਰ ਹੋਣਾ ਲਾਜ਼ਮੀ ਹੈ। ਕਿਰਪਾ ਕਰਕੇ ਸਮੇਂ ਸਿਰ ਪਹੁੰਚੋ: ਦੇਰ ਨਾਲ ਪਹੁੰਚਣ 'ਤੇ ਮੁਲਾਕਾਤ ਰੱਦ ਹੋ ਜਾਂਦੀ ਹੈ।",
      rescheduled: "ਹਰ ਬਿਨੈਕਾਰ ਨੂੰ ਖੁਦ ਹਾਜ਼ਰ ਹੋਣਾ ਲਾਜ਼ਮੀ ਹੈ। ਕਿਰਪਾ ਕਰਕੇ ਸਮੇਂ ਸਿਰ ਪਹੁੰਚੋ: ਦੇਰ ਨਾਲ ਪਹੁੰਚਣ 'ਤੇ ਮੁਲਾਕਾਤ ਰੱਦ ਹੋ ਜਾਂਦੀ ਹੈ।",
      cancelled: 'ਨਵਾਂ ਸਮਾਂ ਚੁਣਨ ਲਈ, ਕਿਰਪਾ ਕਰਕੇ ਸਾਡੇ ਨਾਲ ਸੰਪਰਕ ਕਰੋ।',
    },
    questions: (phone) => `ਕੋਈ ਸਵਾਲ ਹੈ? ਸਾਨੂੰ ${phone} 'ਤੇ ਕਾਲ ਕਰੋ।`,
  },
};

export interface AppointmentEmailInput {
  language: LanguageCode;
  kind: AppointmentEmailKind;
  greetingName: string;
  /** YYYY-MM-DD and HH:mm in the office's zone. */
  date: string;
  startTime: string;
  officeName: string;
  officeAddress: string;
  /** The people of this address, full names. */
  applicantNames: readonly string[];
  /** The office's phone, else the practice's; '' leaves out the questions line. */
  phone: string;
  /** This address's personal link to the booking, when it has one. */
  link?: string;
}

function formatDay(date: string, language: LanguageCode): string {
  return new Intl.DateTimeFormat(language, { calendar: 'gregory', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

function formatTime(date: string, time: string, language: LanguageCode): string {
  return new Intl.DateTimeFormat(language, { calendar: 'gregory', hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(`${date}T${time}:00Z`),
  );
}

/**
 * The e-mail (subject, text and HTML) of an appointment change, laid out by clientEmailHtml: the office,
 * its address and phone stay left to right, names are isolated. The caller gives the practice's signature.
 */
export function appointmentEmail(input: AppointmentEmailInput, signature: EmailSignature): ClientEmail {
  const { language, kind } = input;
  const t = APPOINTMENT_EMAIL_TEXTS[language];
  // Keeps a phone number or a Latin address reading left to right inside right-to-left text (the HTML isolates with ltrHtml).
  const isolate = (value: string) => isolateText(language, value);
  const names = input.applicantNames.join(', ');
  const day = formatDay(input.date, language);
  const time = formatTime(input.date, input.startTime, language);
  // [label, value, the value's HTML]
  const details: Array<[string, string, string]> = [
    [t.date, day, escapeHtml(day)],
    [t.time, time, escapeHtml(time)],
    [t.office, isolate(input.officeName), ltrHtml(input.officeName)],
    [t.address, isolate(input.officeAddress), ltrHtml(input.officeAddress)],
    [t.applicants, isolate(names), nameHtml(names)],
  ];
  const manage = input.link ? ['', t.manage, input.link] : [];
  const questions = input.phone ? [t.questions(isolate(input.phone))] : [];
  const { text, html } = signedEmail(
    language,
    [
      t.greeting(isolate(input.greetingName)),
      '',
      t.opening[kind],
      '',
      ...details.map(([label, value]) => `${label}: ${value}`),
      ...manage,
      '',
      t.closing[kind],
      ...questions,
    ],
    [
      `<p>${t.greeting(nameHtml(input.greetingName))}</p>`,
      `<p>${escapeHtml(t.opening[kind])}</p>`,
      `<ul>${details.map(([label, , value]) => `<li><strong>${escapeHtml(label)}:</strong> ${value}</li>`).join('')}</ul>`,
      // The link is one long word: broken anywhere, it stays inside a phone's screen.
      ...(input.link
        ? [`<p>${escapeHtml(t.manage)}<br><a href="${escapeHtml(input.link)}" dir="ltr" style="word-break: break-all">${escapeHtml(input.link)}</a></p>`]
        : []),
      `<p>${escapeHtml(t.closing[kind])}</p>`,
      ...(input.phone ? [`<p>${htmlWithLtr(t.questions(input.phone), [input.phone])}</p>`] : []),
    ],
    signature,
  );
  return { subject: t.subject[kind], text, html };
}
