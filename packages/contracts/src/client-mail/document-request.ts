import { escapeHtml } from '../html';
import type { LanguageCode } from '../languages';
import { clientEmailHtml, isolateText, type ClientEmail, type EmailSignature } from './layout';
import { unsubscribeFooter } from './unsubscribe';

/**
 * The e-mail of a document request around its message (the initial checklist e-mail, or the message
 * staff wrote, kept as they wrote it): the subject, the link to the upload page and the unsubscribe
 * footer, in the client's language.
 */

/** The initial checklist e-mail of a new request, or the reminder staff sent. */
export type DocumentRequestKind = 'initial_checklist' | 'document_request';

/** The texts hold no `<`, `>` or `&` (a test checks it), so they go into the HTML as they are. */
interface DocumentRequestTexts {
  subject: Record<DocumentRequestKind, string>;
  /** The label of the upload page's link. */
  link: string;
  /** The line of the link (`link` is its HTML). */
  linkLine: (link: string) => string;
  /** The link in the text version. */
  linkText: (url: string) => string;
}

export const DOCUMENT_REQUEST_TEXTS: Record<LanguageCode, DocumentRequestTexts> = {
  en: {
    subject: {
      initial_checklist: 'Your immigration medical exam: the records we need',
      document_request: 'Documents needed for your immigration medical exam',
    },
    link: 'Send your documents',
    linkLine: (a) => `${a} (you will get a code by e-mail to open the page).`,
    linkText: (u) => `Send your documents: ${u}`,
  },
  es: {
    subject: {
      initial_checklist: 'Su examen médico de inmigración: los documentos que necesitamos',
      document_request: 'Documentos necesarios para su examen médico de inmigración',
    },
    link: 'Envíe sus documentos',
    linkLine: (a) => `${a} (recibirá un código por correo electrónico para abrir la página).`,
    linkText: (u) => `Envíe sus documentos: ${u}`,
  },
  pt: {
    subject: {
      initial_checklist: 'Seu exame médico de imigração: os documentos de que precisamos',
      document_request: 'Documentos necessários para o seu exame médico de imigração',
    },
    link: 'Envie seus documentos',
    linkLine: (a) => `${a} (você receberá um código por e-mail para abrir a página).`,
    linkText: (u) => `Envie seus documentos: ${u}`,
  },
  'zh-CN': {
    subject: { initial_checklist: '您的移民体检：我们需要的资料', document_request: '您的移民体检所需的文件' },
    link: '发送您的文件',
    linkLine: (a) => `${a}（打开页面时，您会通过电子邮件收到一个验证码）。`,
    linkText: (u) => `发送您的文件：${u}`,
  },
  ar: {
    subject: { initial_checklist: 'الفحص الطبي للهجرة: السجلات التي نحتاجها', document_request: 'المستندات المطلوبة لفحصك الطبي للهجرة' },
    link: 'أرسل مستنداتك',
    linkLine: (a) => `${a} (ستصلك رسالة بريد إلكتروني فيها رمز لفتح الصفحة).`,
    linkText: (u) => `أرسل مستنداتك: ${u}`,
  },
  fa: {
    subject: { initial_checklist: 'معاینهٔ پزشکی مهاجرت شما: مدارکی که لازم داریم', document_request: 'مدارک لازم برای معاینهٔ پزشکی مهاجرت شما' },
    link: 'مدارک خود را بفرستید',
    linkLine: (a) => `${a} (برای باز کردن صفحه، کدی به ایمیل شما فرستاده می‌شود).`,
    linkText: (u) => `مدارک خود را بفرستید: ${u}`,
  },
  ps: {
    subject: {
      initial_checklist: 'ستاسو د کډوالۍ طبي معاینه: هغه اسناد چې موږ ورته اړتیا لرو',
      document_request: 'ستاسو د کډوالۍ طبي معاینې لپاره اړین اسناد',
    },
    link: 'خپل اسناد راولیږئ',
    linkLine: (a) => `${a} (د پاڼې د پرانیستلو لپاره به تاسو ته په برېښنالیک کې یو کوډ درشي).`,
    linkText: (u) => `خپل اسناد راولیږئ: ${u}`,
  },
  pa: {
    subject: { initial_checklist: 'ਤੁਹਾਡੀ ਇਮੀਗ੍ਰੇਸ਼ਨ ਮੈਡੀਕਲ ਜਾਂਚ: ਸਾਨੂੰ ਲੋੜੀਂਦੇ ਰਿਕਾਰਡ', document_request: 'ਤੁਹਾਡੀ ਇਮੀਗ੍ਰੇਸ਼ਨ ਮੈਡੀਕਲ ਜਾਂਚ ਲਈ ਲੋੜੀਂਦੇ ਦਸਤਾਵੇਜ਼' },
    link: 'ਆਪਣੇ ਦਸਤਾਵੇਜ਼ ਭੇਜੋ',
    linkLine: (a) => `${a} (ਪੰਨਾ ਖੋਲ੍ਹਣ ਲਈ ਤੁਹਾਨੂੰ ਈ-ਮੇਲ ਰਾਹੀਂ ਇੱਕ ਕੋਡ ਮਿਲੇਗਾ)।`,
    linkText: (u) => `ਆਪਣੇ ਦਸਤਾਵੇਜ਼ ਭੇਜੋ: ${u}`,
  },
};

export interface DocumentRequestEmailInput {
  language: LanguageCode;
  kind: DocumentRequestKind;
  /** The message (safe HTML) and its text. */
  messageHtml: string;
  messageText: string;
  /** The absolute link of the upload page. */
  link: string;
  /** The one-click unsubscribe link of the lead. */
  unsubscribeUrl: string;
}

/**
 * The document request e-mail (subject, HTML and text), laid out by clientEmailHtml, the unsubscribe
 * footer after the practice's signature. The caller gives the signature.
 */
export function documentRequestEmail(input: DocumentRequestEmailInput, signature: EmailSignature): ClientEmail {
  const t = DOCUMENT_REQUEST_TEXTS[input.language];
  const footer = unsubscribeFooter(input.language, input.unsubscribeUrl);
  const html = clientEmailHtml(
    input.language,
    [input.messageHtml, `<p>${t.linkLine(`<a href="${escapeHtml(input.link)}">${t.link}</a>`)}</p>`],
    [signature.html, footer.html].filter(Boolean).join('\n'),
  );
  const text = [
    input.messageText,
    '',
    t.linkText(isolateText(input.language, input.link)),
    ...(signature.text ? ['', signature.text] : []),
    '',
    footer.text,
  ].join('\n');
  return { subject: t.subject[input.kind], html, text };
}
