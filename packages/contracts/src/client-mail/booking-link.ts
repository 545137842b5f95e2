import { escapeHtml, ltrHtml } from '../html';
import type { LanguageCode } from '../languages';
import { BOOKING_LANDING_PATH } from '../routes';
import { signedEmail, nameHtml, type ClientEmail, type EmailSignature } from './layout';

/**
 * The booking-link message: sent once when an applicant becomes bookable (checklist complete, I-693
 * matched), and again when staff resend it from the lead. E-mail (and SMS when a phone is known) in
 * the client's language, with the link to the public booking landing for their e-mail.
 */

/** `POST /appointments/misc/leads/{id}/booking-link/` (staff): resend the booking link of the lead. */
export const BOOKING_LINK_MESSAGES = {
  sent: (email: string) => `The booking link was sent to ${email}.`,
  notBookable: 'Nobody on this lead can book yet: the checklist must be complete and the I-693 form matched.',
} as const;
export const BOOKING_LINK_NOT_BOOKABLE = 'NOT_BOOKABLE';

/** The path of the booking landing with the client's e-mail filled in. */
export function bookingLinkPath(email: string): string {
  return `${BOOKING_LANDING_PATH}?email=${encodeURIComponent(email)}`;
}

/** The texts hold no `<`, `>` or `&` (a test checks it), so they go into the HTML as they are. */
interface BookingLinkTexts {
  subject: string;
  greeting: (name: string) => string;
  ready: string;
  button: string;
  /** How the landing works. */
  code: (email: string) => string;
  sms: (name: string, link: string) => string;
}

export const BOOKING_LINK_TEXTS: Record<LanguageCode, BookingLinkTexts> = {
  en: {
    subject: 'You can now book your immigration medical exam',
    greeting: (n) => `Dear ${n},`,
    ready: 'Everything we need is complete. You can now book the immigration medical exam online for:',
    button: 'Book your appointment',
    code: (e) => `Open the link and enter the code we send to ${e}; then choose the office, day and time.`,
    sms: (n, l) => `Hello ${n}, you can now book your immigration medical exam online: ${l}`,
  },
  'zh-CN': {
    subject: '您现在可以预约移民体检了',
    greeting: (n) => `${n}，您好：`,
    ready: '我们所需的资料已全部齐全。您现在可以在网上为以下人员预约移民体检：',
    button: '预约就诊',
    code: (e) => `打开链接，输入我们发送到 ${e} 的验证码，然后选择诊所、日期和时间。`,
    sms: (n, l) => `${n}，您好！您现在可以在网上预约移民体检：${l}`,
  },
  pa: {
    subject: 'ਹੁਣ ਤੁਸੀਂ ਆਪਣੀ ਇਮੀਗ੍ਰੇਸ਼ਨ ਮੈਡੀਕਲ ਜਾਂਚ ਬੁੱਕ ਕਰ ਸਕਦੇ ਹੋ',
    greeting: (n) => `ਸਤਿ ਸ੍ਰੀ ਅਕਾਲ ${n},`,
    ready: 'ਸਾਨੂੰ ਲੋੜੀਂਦਾ ਸਭ ਕੁਝ ਪੂਰਾ ਹੋ ਗਿਆ ਹੈ। ਹੁਣ ਤੁਸੀਂ ਇਹਨਾਂ ਲਈ ਇਮੀਗ੍ਰੇਸ਼ਨ ਮੈਡੀਕਲ ਜਾਂਚ ਔਨਲਾਈਨ ਬੁੱਕ ਕਰ ਸਕਦੇ ਹੋ:',
    button: 'ਆਪਣੀ ਮੁਲਾਕਾਤ ਬੁੱਕ ਕਰੋ',
    code: (e) => `ਲਿੰਕ ਖੋਲ੍ਹੋ ਅਤੇ ਉਹ ਕੋਡ ਦਰਜ ਕਰੋ ਜੋ ਅਸੀਂ ${e} 'ਤੇ ਭੇਜਾਂਗੇ; ਫਿਰ ਦਫ਼ਤਰ, ਦਿਨ ਅਤੇ ਸਮਾਂ ਚੁਣੋ।`,
    sms: (n, l) => `ਸਤਿ ਸ੍ਰੀ ਅਕਾਲ ${n}, ਹੁਣ ਤੁਸੀਂ ਆਪਣੀ ਇਮੀਗ੍ਰੇਸ਼ਨ ਮੈਡੀਕਲ ਜਾਂਚ ਔਨਲਾਈਨ ਬੁੱਕ ਕਰ ਸਕਦੇ ਹੋ: ${l}`,
  },
  ar: {
    subject: 'يمكنك الآن حجز الفحص الطبي للهجرة',
    greeting: (n) => `عزيزي/عزيزتي ${n}،`,
    ready: 'اكتمل كل ما نحتاجه. يمكنك الآن حجز موعد الفحص الطبي للهجرة عبر الإنترنت لـ:',
    button: 'احجز موعدك',
    code: (e) => `افتح الرابط وأدخل الرمز الذي سنرسله إلى ${e}، ثم اختر العيادة واليوم والوقت.`,
    sms: (n, l) => `مرحبًا ${n}، يمكنك الآن حجز الفحص الطبي للهجرة عبر الإنترنت: ${l}`,
  },
  es: {
    subject: 'Ya puede reservar su examen médico de inmigración',
    greeting: (n) => `Estimado/a ${n}:`,
    ready: 'Ya tenemos todo lo necesario. Ahora puede reservar en línea el examen médico de inmigración para:',
    button: 'Reserve su cita',
    code: (e) => `Abra el enlace e ingrese el código que enviaremos a ${e}; luego elija la oficina, el día y la hora.`,
    sms: (n, l) => `Hola ${n}, ya puede reservar en línea su examen médico de inmigración: ${l}`,
  },
  ps: {
    subject: 'اوس تاسو کولی شئ د کډوالۍ طبي معاینه بک کړئ',
    greeting: (n) => `ګرانه ${n}،`,
    ready: 'هر څه چې موږ ورته اړتیا لرله بشپړ شول. اوس تاسو کولی شئ د دغو کسانو لپاره د کډوالۍ طبي معاینه آنلاین بک کړئ:',
    button: 'خپل وخت بک کړئ',
    code: (e) => `لینک پرانیزئ او هغه کوډ ولیکئ چې موږ یې ${e} ته لیږو؛ بیا دفتر، ورځ او وخت وټاکئ.`,
    sms: (n, l) => `سلام ${n}، اوس تاسو کولی شئ خپله د کډوالۍ طبي معاینه آنلاین بک کړئ: ${l}`,
  },
  pt: {
    subject: 'Você já pode agendar seu exame médico de imigração',
    greeting: (n) => `Prezado(a) ${n},`,
    ready: 'Já temos tudo o que precisamos. Agora você pode agendar on-line o exame médico de imigração para:',
    button: 'Agende sua consulta',
    code: (e) => `Abra o link e digite o código que enviaremos para ${e}; depois escolha o consultório, o dia e o horário.`,
    sms: (n, l) => `Olá ${n}, você já pode agendar on-line seu exame médico de imigração: ${l}`,
  },
  fa: {
    subject: 'اکنون می‌توانید معاینهٔ پزشکی مهاجرت خود را رزرو کنید',
    greeting: (n) => `${n} عزیز،`,
    ready: 'همهٔ مدارک مورد نیاز ما کامل شده است. اکنون می‌توانید معاینهٔ پزشکی مهاجرت را به‌صورت آنلاین برای این افراد رزرو کنید:',
    button: 'نوبت خود را رزرو کنید',
    code: (e) => `پیوند را باز کنید و کدی را که به ${e} می‌فرستیم وارد کنید؛ سپس مطب، روز و ساعت را انتخاب کنید.`,
    sms: (n, l) => `سلام ${n}، اکنون می‌توانید معاینهٔ پزشکی مهاجرت خود را آنلاین رزرو کنید: ${l}`,
  },
};

export interface BookingLinkInput {
  language: LanguageCode;
  /** Who the greeting names (the lead's first name). */
  greetingName: string;
  /** The applicants who can book now. */
  applicantNames: readonly string[];
  email: string;
  /** The absolute booking link (`publicUrl` + bookingLinkPath(email)). */
  url: string;
}

/**
 * The e-mail (HTML and text) and SMS of the booking link, laid out by clientEmailHtml; the link and
 * the e-mail address stay left-to-right (`dir="ltr"`), names are isolated. The caller gives the
 * practice's signature (`signatureHtml`).
 */
export function bookingLinkMessage(input: BookingLinkInput, signature: EmailSignature): ClientEmail & { sms: string } {
  const t = BOOKING_LINK_TEXTS[input.language];
  const { text, html } = signedEmail(
    input.language,
    [t.greeting(input.greetingName), '', t.ready, ...input.applicantNames.map((n) => `- ${n}`), '', `${t.button}: ${input.url}`, '', t.code(input.email)],
    [
      `<p>${t.greeting(nameHtml(input.greetingName))}</p>`,
      `<p>${t.ready}</p>`,
      `<ul>${input.applicantNames.map((name) => `<li>${nameHtml(name)}</li>`).join('')}</ul>`,
      `<p><a href="${escapeHtml(input.url)}"><strong>${t.button}</strong></a><br>${ltrHtml(input.url)}</p>`,
      `<p>${t.code(ltrHtml(input.email))}</p>`,
    ],
    signature,
  );
  return { subject: t.subject, html, text, sms: t.sms(input.greetingName, input.url) };
}
