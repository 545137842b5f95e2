import { escapeHtml, ltrHtml } from '../html';
import type { LanguageCode } from '../languages';
import { clientEmailHtml, nameHtml, type ClientEmail, type EmailSignature } from './layout';

/**
 * The e-mail of a public booking code (`POST /booking/request-otp/`, and the lookup code of
 * `POST /booking/lookup-request-otp/`), in the language the client used, greeting the lead by name.
 */

/** The texts hold no `<`, `>` or `&` (a test checks it), so they go into the HTML as they are. */
interface BookingCodeTexts {
  /** `practice` is '' when the practice has no name. */
  subject: (practice: string) => string;
  greeting: (name: string) => string;
  /** The greeting when the lead's name is not known. */
  hello: string;
  code: (code: string, minutes: number) => string;
  /** Why the code was sent, when the client asked for it. */
  own: (practice: string) => string;
  /** Why the code was sent, when another address's booking session asked for it. */
  lookup: (requestedBy: string, practice: string) => string;
  ignore: string;
  /** The practice when it has no name. */
  ourPractice: string;
}

export const BOOKING_CODE_TEXTS: Record<LanguageCode, BookingCodeTexts> = {
  en: {
    subject: (p) => (p ? `Your ${p} booking code` : 'Your booking code'),
    greeting: (n) => `Hello ${n},`,
    hello: 'Hello,',
    code: (c, m) => `Your verification code is ${c}. It works for ${m} minutes.`,
    own: (p) => `Use this code to book your appointment at ${p}.`,
    lookup: (r, p) => `${r} asked to book the applicants of this e-mail address into their appointment at ${p}. If you agree, give them this code.`,
    ignore: 'If you did not ask for it, you can ignore this e-mail.',
    ourPractice: 'our practice',
  },
  'zh-CN': {
    subject: (p) => (p ? `您的${p}预约验证码` : '您的预约验证码'),
    greeting: (n) => `${n}，您好：`,
    hello: '您好：',
    code: (c, m) => `您的验证码是 ${c}，${m} 分钟内有效。`,
    own: (p) => `请使用此验证码在${p}预约就诊。`,
    lookup: (r, p) => `${r} 请求将此电子邮箱下的申请人加入其在${p}的预约。如果您同意，请将此验证码告诉对方。`,
    ignore: '如果您没有申请此验证码，请忽略本邮件。',
    ourPractice: '我们诊所',
  },
  pa: {
    subject: (p) => (p ? `ਤੁਹਾਡਾ ${p} ਬੁਕਿੰਗ ਕੋਡ` : 'ਤੁਹਾਡਾ ਬੁਕਿੰਗ ਕੋਡ'),
    greeting: (n) => `ਸਤਿ ਸ੍ਰੀ ਅਕਾਲ ${n},`,
    hello: 'ਸਤਿ ਸ੍ਰੀ ਅਕਾਲ,',
    code: (c, m) => `ਤੁਹਾਡਾ ਪੁਸ਼ਟੀ ਕੋਡ ${c} ਹੈ। ਇਹ ${m} ਮਿੰਟਾਂ ਲਈ ਵੈਧ ਹੈ।`,
    own: (p) => `${p} ਵਿਖੇ ਆਪਣੀ ਮੁਲਾਕਾਤ ਬੁੱਕ ਕਰਨ ਲਈ ਇਹ ਕੋਡ ਵਰਤੋ।`,
    lookup: (r, p) => `${r} ਨੇ ਇਸ ਈ-ਮੇਲ ਪਤੇ ਦੇ ਬਿਨੈਕਾਰਾਂ ਨੂੰ ${p} ਵਿਖੇ ਆਪਣੀ ਮੁਲਾਕਾਤ ਵਿੱਚ ਬੁੱਕ ਕਰਨ ਲਈ ਕਿਹਾ ਹੈ। ਜੇ ਤੁਸੀਂ ਸਹਿਮਤ ਹੋ, ਤਾਂ ਉਹਨਾਂ ਨੂੰ ਇਹ ਕੋਡ ਦੇ ਦਿਓ।`,
    ignore: 'ਜੇ ਤੁਸੀਂ ਇਹ ਕੋਡ ਨਹੀਂ ਮੰਗਿਆ, ਤਾਂ ਤੁਸੀਂ ਇਸ ਈ-ਮੇਲ ਨੂੰ ਅਣਡਿੱਠ ਕਰ ਸਕਦੇ ਹੋ।',
    ourPractice: 'ਸਾਡੇ ਦਫ਼ਤਰ',
  },
  ar: {
    subject: (p) => (p ? `رمز الحجز الخاص بك لدى ${p}` : 'رمز الحجز الخاص بك'),
    greeting: (n) => `مرحبًا ${n}،`,
    hello: 'مرحبًا،',
    code: (c, m) => `رمز التحقق الخاص بك هو ${c}، وهو صالح لمدة ${m} دقيقة.`,
    own: (p) => `استخدم هذا الرمز لحجز موعدك لدى ${p}.`,
    lookup: (r, p) => `طلب ${r} حجز المتقدمين المسجلين بعنوان البريد الإلكتروني هذا ضمن موعده لدى ${p}. إذا وافقت، فأعطه هذا الرمز.`,
    ignore: 'إذا لم تطلب هذا الرمز، فيمكنك تجاهل هذه الرسالة.',
    ourPractice: 'عيادتنا',
  },
  es: {
    subject: (p) => (p ? `Su código de reserva de ${p}` : 'Su código de reserva'),
    greeting: (n) => `Hola ${n}:`,
    hello: 'Hola:',
    code: (c, m) => `Su código de verificación es ${c}. Es válido durante ${m} minutos.`,
    own: (p) => `Use este código para reservar su cita en ${p}.`,
    lookup: (r, p) => `${r} pidió incluir a los solicitantes de esta dirección de correo electrónico en su cita en ${p}. Si está de acuerdo, dele este código.`,
    ignore: 'Si no lo solicitó, puede ignorar este correo.',
    ourPractice: 'nuestra oficina',
  },
  ps: {
    subject: (p) => (p ? `ستاسو د ${p} د بکینګ کوډ` : 'ستاسو د بکینګ کوډ'),
    greeting: (n) => `سلام ${n}،`,
    hello: 'سلام،',
    code: (c, m) => `ستاسو د تایید کوډ ${c} دی. دا کوډ تر ${m} دقیقو پورې کار کوي.`,
    own: (p) => `دا کوډ وکاروئ څو په ${p} کې خپل وخت بک کړئ.`,
    lookup: (r, p) => `${r} غوښتي چې د دې برېښنالیک پتې غوښتونکي په ${p} کې د هغه په وخت کې بک کړي. که موافق یاست، دا کوډ ورکړئ.`,
    ignore: 'که تاسو دا کوډ نه دی غوښتی، دا برېښنالیک له پامه وغورځوئ.',
    ourPractice: 'زموږ دفتر',
  },
  pt: {
    subject: (p) => (p ? `Seu código de agendamento de ${p}` : 'Seu código de agendamento'),
    greeting: (n) => `Olá ${n},`,
    hello: 'Olá,',
    code: (c, m) => `Seu código de verificação é ${c}. Ele vale por ${m} minutos.`,
    own: (p) => `Use este código para agendar sua consulta em ${p}.`,
    lookup: (r, p) =>
      `${r} pediu para incluir os requerentes deste endereço de e-mail na consulta agendada em ${p}. Se você concordar, passe este código para essa pessoa.`,
    ignore: 'Se você não pediu este código, pode ignorar este e-mail.',
    ourPractice: 'nosso consultório',
  },
  fa: {
    subject: (p) => (p ? `کد رزرو شما در ${p}` : 'کد رزرو شما'),
    greeting: (n) => `سلام ${n}،`,
    hello: 'سلام،',
    code: (c, m) => `کد تأیید شما ${c} است. این کد ${m} دقیقه اعتبار دارد.`,
    own: (p) => `با این کد نوبت خود را در ${p} رزرو کنید.`,
    lookup: (r, p) => `${r} درخواست کرده است متقاضیان این نشانی ایمیل را در نوبت خود در ${p} رزرو کند. اگر موافقید، این کد را به او بدهید.`,
    ignore: 'اگر این کد را درخواست نکرده‌اید، می‌توانید این ایمیل را نادیده بگیرید.',
    ourPractice: 'مطب ما',
  },
};

export interface BookingCodeEmailInput {
  language: LanguageCode;
  /** Who the greeting names (the first name of the address's lead), when known. */
  greetingName: string | null;
  code: string;
  expiresInMinutes: number;
  /** '' when the practice has no name. */
  practiceName: string;
  /** The address of the booking session that asked for a lookup code. */
  requestedBy?: string;
}

/**
 * The booking-code e-mail (subject, HTML and text), laid out by clientEmailHtml; the code and the
 * asking address stay left-to-right, names are isolated. The caller gives the practice's signature
 * (`signatureHtml`).
 */
export function bookingCodeEmail(input: BookingCodeEmailInput, signature: EmailSignature): ClientEmail {
  const t = BOOKING_CODE_TEXTS[input.language];
  const practice = input.practiceName || t.ourPractice;
  const greeting = (name: string | null, wrap: (v: string) => string) => (name ? t.greeting(wrap(name)) : t.hello);
  const why = (wrapAddress: (v: string) => string, wrapName: (v: string) => string) =>
    input.requestedBy ? t.lookup(wrapAddress(input.requestedBy), wrapName(practice)) : t.own(wrapName(practice));
  const html = clientEmailHtml(
    input.language,
    [
      `<p>${greeting(input.greetingName, nameHtml)}</p>`,
      `<p>${t.code(`<strong>${ltrHtml(input.code)}</strong>`, input.expiresInMinutes)}</p>`,
      `<p>${why(ltrHtml, input.practiceName ? nameHtml : escapeHtml)}</p>`,
      `<p>${t.ignore}</p>`,
    ],
    signature.html,
  );
  const plain = (v: string) => v;
  const text = [greeting(input.greetingName, plain), t.code(input.code, input.expiresInMinutes), why(plain, plain), t.ignore, signature.text]
    .filter(Boolean)
    .join('\n\n');
  return { subject: t.subject(input.practiceName), html, text };
}
