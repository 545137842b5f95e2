import type { LanguageCode } from '../languages';
import { clientEmailHtml, isolateText, nameHtml, type ClientEmail, type EmailSignature } from './layout';

/**
 * The e-mail of a chest x-ray order (Send X-Ray Order Email), in the language of the address's lead
 * (English when the address has none), greeting the person of the order. The order itself, a PDF for
 * the imaging facility, stays in English.
 */

/** The texts hold no `<`, `>` or `&` (a test checks it), so they go into the HTML as they are. */
interface XrayOrderTexts {
  subject: string;
  greeting: (name: string) => string;
  body: string;
}

export const XRAY_ORDER_TEXTS: Record<LanguageCode, XrayOrderTexts> = {
  en: {
    subject: 'Your chest x-ray order',
    greeting: (n) => `Dear ${n},`,
    body: 'Attached is your chest x-ray order. Please take it and a photo ID to an imaging facility, and have the x-ray taken before your immigration medical appointment.',
  },
  es: {
    subject: 'Su orden de radiografía de tórax',
    greeting: (n) => `Estimado/a ${n}:`,
    body: 'Adjuntamos su orden de radiografía de tórax. Llévela, junto con una identificación con foto, a un centro de imágenes y hágase la radiografía antes de su cita del examen médico de inmigración.',
  },
  pt: {
    subject: 'Seu pedido de raio-X de tórax',
    greeting: (n) => `Prezado(a) ${n},`,
    body: 'Segue em anexo o seu pedido de raio-X de tórax. Leve-o, com um documento de identidade com foto, a um centro de diagnóstico por imagem e faça o raio-X antes da sua consulta do exame médico de imigração.',
  },
  'zh-CN': {
    subject: '您的胸部 X 光检查单',
    greeting: (n) => `${n}，您好：`,
    body: '附件是您的胸部 X 光检查单。请携带检查单和带照片的身份证件前往影像检查机构，并在移民体检预约之前完成 X 光检查。',
  },
  ar: {
    subject: 'طلب الأشعة السينية للصدر الخاص بك',
    greeting: (n) => `عزيزي/عزيزتي ${n}،`,
    body: 'مرفق طلب الأشعة السينية للصدر الخاص بك. يرجى أخذه مع بطاقة هوية تحمل صورتك إلى مركز أشعة، وإجراء الأشعة قبل موعد الفحص الطبي للهجرة.',
  },
  fa: {
    subject: 'دستور عکس‌برداری قفسهٔ سینهٔ شما',
    greeting: (n) => `${n} عزیز،`,
    body: 'دستور عکس‌برداری قفسهٔ سینهٔ شما پیوست است. لطفاً آن را همراه با یک کارت شناسایی عکس‌دار به یک مرکز تصویربرداری ببرید و پیش از وقت معاینهٔ پزشکی مهاجرت، عکس را بگیرید.',
  },
  ps: {
    subject: 'ستاسو د سینې د اکسرې امر',
    greeting: (n) => `ګرانه ${n}،`,
    body: 'ستاسو د سینې د اکسرې امر ضمیمه دی. مهرباني وکړئ دا له یوې عکس لرونکې پېژندپاڼې سره یو رادیولوژي مرکز ته یوسئ، او له خپلې د کډوالۍ طبي معاینې له وخت مخکې اکسرې وکړئ.',
  },
  pa: {
    subject: 'ਤੁਹਾਡਾ ਛਾਤੀ ਦੇ ਐਕਸ-ਰੇ ਦਾ ਆਰਡਰ',
    greeting: (n) => `ਸਤਿ ਸ੍ਰੀ ਅਕਾਲ ${n},`,
    body: 'ਤੁਹਾਡਾ ਛਾਤੀ ਦੇ ਐਕਸ-ਰੇ ਦਾ ਆਰਡਰ ਨਾਲ ਨੱਥੀ ਹੈ। ਕਿਰਪਾ ਕਰਕੇ ਇਸਨੂੰ ਅਤੇ ਫੋਟੋ ਵਾਲਾ ਪਛਾਣ ਪੱਤਰ ਕਿਸੇ ਇਮੇਜਿੰਗ ਕੇਂਦਰ ਵਿੱਚ ਲੈ ਜਾਓ, ਅਤੇ ਆਪਣੀ ਇਮੀਗ੍ਰੇਸ਼ਨ ਮੈਡੀਕਲ ਮੁਲਾਕਾਤ ਤੋਂ ਪਹਿਲਾਂ ਐਕਸ-ਰੇ ਕਰਵਾ ਲਓ।',
  },
};

/** The e-mail (subject, HTML and text) laid out by clientEmailHtml, the name isolated. The caller gives the practice's signature and attaches the order. */
export function xrayOrderEmail(input: { language: LanguageCode; greetingName: string }, signature: EmailSignature): ClientEmail {
  const t = XRAY_ORDER_TEXTS[input.language];
  const html = clientEmailHtml(input.language, [`<p>${t.greeting(nameHtml(input.greetingName))}</p>`, `<p>${t.body}</p>`], signature.html);
  const text = [t.greeting(isolateText(input.language, input.greetingName)), t.body, signature.text].filter(Boolean).join('\n\n');
  return { subject: t.subject, html, text };
}
