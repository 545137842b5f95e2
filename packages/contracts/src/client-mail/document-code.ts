import { ltrHtml } from '../html';
import type { LanguageCode } from '../languages';
import { clientEmailHtml, isolateText, nameHtml, type ClientEmail, type EmailSignature } from './layout';

/** The e-mail of the code that opens a document request's upload page, in the language of the request's lead, greeting them by first name. */

/** The texts hold no `<`, `>` or `&` (a test checks it), so they go into the HTML as they are. */
interface DocumentCodeTexts {
  subject: (practice: string) => string;
  greeting: (name: string) => string;
  code: (code: string, minutes: number) => string;
  ignore: string;
  /** The practice when it has no name. */
  ourPractice: string;
}

export const DOCUMENT_CODE_TEXTS: Record<LanguageCode, DocumentCodeTexts> = {
  en: {
    subject: (p) => `Your code to send your documents to ${p}`,
    greeting: (n) => `Dear ${n},`,
    code: (c, m) => `Your code is ${c}. It works for ${m} minutes.`,
    ignore: 'If you did not ask for it, you can ignore this e-mail.',
    ourPractice: 'our practice',
  },
  es: {
    subject: (p) => `Su código para enviar sus documentos a ${p}`,
    greeting: (n) => `Estimado/a ${n}:`,
    code: (c, m) => `Su código es ${c}. Es válido durante ${m} minutos.`,
    ignore: 'Si no lo solicitó, puede ignorar este correo.',
    ourPractice: 'nuestra oficina',
  },
  pt: {
    subject: (p) => `Seu código para enviar seus documentos para ${p}`,
    greeting: (n) => `Prezado(a) ${n},`,
    code: (c, m) => `Seu código é ${c}. Ele vale por ${m} minutos.`,
    ignore: 'Se você não pediu este código, pode ignorar este e-mail.',
    ourPractice: 'nosso consultório',
  },
  'zh-CN': {
    subject: (p) => `向${p}发送文件的验证码`,
    greeting: (n) => `${n}，您好：`,
    code: (c, m) => `您的验证码是 ${c}，${m} 分钟内有效。`,
    ignore: '如果您没有申请此验证码，请忽略本邮件。',
    ourPractice: '我们诊所',
  },
  ar: {
    subject: (p) => `رمزك لإرسال مستنداتك إلى ${p}`,
    greeting: (n) => `عزيزي/عزيزتي ${n}،`,
    code: (c, m) => `رمزك هو ${c}، وهو صالح لمدة ${m} دقيقة.`,
    ignore: 'إذا لم تطلب هذا الرمز، فيمكنك تجاهل هذه الرسالة.',
    ourPractice: 'عيادتنا',
  },
  fa: {
    subject: (p) => `کد شما برای فرستادن مدارک به ${p}`,
    greeting: (n) => `${n} عزیز،`,
    code: (c, m) => `کد شما ${c} است. این کد ${m} دقیقه اعتبار دارد.`,
    ignore: 'اگر این کد را درخواست نکرده‌اید، می‌توانید این ایمیل را نادیده بگیرید.',
    ourPractice: 'مطب ما',
  },
  ps: {
    subject: (p) => `${p} ته د اسنادو د لیږلو لپاره ستاسو کوډ`,
    greeting: (n) => `ګرانه ${n}،`,
    code: (c, m) => `ستاسو کوډ ${c} دی. دا کوډ تر ${m} دقیقو پورې کار کوي.`,
    ignore: 'که تاسو دا کوډ نه دی غوښتی، دا برېښنالیک له پامه وغورځوئ.',
    ourPractice: 'زموږ دفتر',
  },
  pa: {
    subject: (p) => `${p} ਨੂੰ ਆਪਣੇ ਦਸਤਾਵੇਜ਼ ਭੇਜਣ ਲਈ ਤੁਹਾਡਾ ਕੋਡ`,
    greeting: (n) => `ਸਤਿ ਸ੍ਰੀ ਅਕਾਲ ${n},`,
    code: (c, m) => `ਤੁਹਾਡਾ ਕੋਡ ${c} ਹੈ। ਇਹ ${m} ਮਿੰਟਾਂ ਲਈ ਵੈਧ ਹੈ।`,
    ignore: 'ਜੇ ਤੁਸੀਂ ਇਹ ਕੋਡ ਨਹੀਂ ਮੰਗਿਆ, ਤਾਂ ਤੁਸੀਂ ਇਸ ਈ-ਮੇਲ ਨੂੰ ਅਣਡਿੱਠ ਕਰ ਸਕਦੇ ਹੋ।',
    ourPractice: 'ਸਾਡੇ ਦਫ਼ਤਰ',
  },
};

export interface DocumentCodeEmailInput {
  language: LanguageCode;
  /** The lead's first name. */
  greetingName: string;
  code: string;
  expiresInMinutes: number;
  /** '' when the practice has no name. */
  practiceName: string;
}

/** The code e-mail (subject, HTML and text), laid out by clientEmailHtml; the code stays left to right. The caller gives the practice's signature. */
export function documentCodeEmail(input: DocumentCodeEmailInput, signature: EmailSignature): ClientEmail {
  const t = DOCUMENT_CODE_TEXTS[input.language];
  const html = clientEmailHtml(
    input.language,
    [
      `<p>${t.greeting(nameHtml(input.greetingName))}</p>`,
      `<p>${t.code(`<strong>${ltrHtml(input.code)}</strong>`, input.expiresInMinutes)}</p>`,
      `<p>${t.ignore}</p>`,
    ],
    signature.html,
  );
  const text = [
    t.greeting(isolateText(input.language, input.greetingName)),
    t.code(isolateText(input.language, input.code), input.expiresInMinutes),
    t.ignore,
    signature.text,
  ]
    .filter(Boolean)
    .join('\n\n');
  return { subject: t.subject(input.practiceName || t.ourPractice), html, text };
}
