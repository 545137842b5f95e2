import { escapeHtml } from '../html';
import type { LanguageCode } from '../languages';
import { signedEmail, isolateText, nameHtml, type ClientEmail, type EmailSignature } from './layout';

/**
 * The e-mail asking a client, after the visit, to review the practice on its reviews listing, in the
 * language of the client's I-693 form (or their lead's), greeting them by first name.
 */

/** The texts hold no `<`, `>` or `&` (a test checks it), so they go into the HTML as they are. */
interface ReviewRequestTexts {
  subject: (practice: string) => string;
  greeting: (name: string) => string;
  thanks: (practice: string) => string;
  ask: string;
  /** The link's words (the text gives the address after them). */
  leaveReview: string;
  /** The practice when it has no name. */
  ourPractice: string;
}

export const REVIEW_REQUEST_TEXTS: Record<LanguageCode, ReviewRequestTexts> = {
  en: {
    subject: (p) => `How was your visit to ${p}?`,
    greeting: (n) => `Dear ${n},`,
    thanks: (p) => `Thank you for choosing ${p} for your immigration medical exam.`,
    ask: 'Would you take a minute to tell others how it went? Your review helps families like yours find us.',
    leaveReview: 'Leave a review',
    ourPractice: 'our practice',
  },
  es: {
    subject: (p) => `¿Cómo fue su visita a ${p}?`,
    greeting: (n) => `Hola ${n}:`,
    thanks: (p) => `Gracias por elegir ${p} para su examen médico de inmigración.`,
    ask: '¿Podría dedicar un minuto a contarles a otros cómo le fue? Su reseña ayuda a familias como la suya a encontrarnos.',
    leaveReview: 'Dejar una reseña',
    ourPractice: 'nuestra oficina',
  },
  pt: {
    subject: (p) => `Como foi o seu atendimento em ${p}?`,
    greeting: (n) => `Olá ${n},`,
    thanks: (p) => `Agradecemos por escolher ${p} para o seu exame médico de imigração.`,
    ask: 'Você poderia tirar um minuto para contar a outras pessoas como foi? Sua avaliação ajuda famílias como a sua a nos encontrar.',
    leaveReview: 'Deixar uma avaliação',
    ourPractice: 'nosso consultório',
  },
  'zh-CN': {
    subject: (p) => `您在${p}的就诊体验如何？`,
    greeting: (n) => `${n}，您好：`,
    thanks: (p) => `感谢您选择${p}进行移民体检。`,
    ask: '能否花一分钟告诉其他人您的就诊体验？您的评价能帮助像您一样的家庭找到我们。',
    leaveReview: '留下评价',
    ourPractice: '我们诊所',
  },
  ar: {
    subject: (p) => `كيف كانت زيارتك إلى ${p}؟`,
    greeting: (n) => `مرحبًا ${n}،`,
    thanks: (p) => `شكرًا لاختيارك ${p} لإجراء الفحص الطبي للهجرة.`,
    ask: 'هل يمكنك تخصيص دقيقة لتخبر الآخرين عن تجربتك؟ يساعد تقييمك عائلات مثل عائلتك على الوصول إلينا.',
    leaveReview: 'اكتب تقييمًا',
    ourPractice: 'عيادتنا',
  },
  fa: {
    subject: (p) => `مراجعه شما به ${p} چطور بود؟`,
    greeting: (n) => `سلام ${n}،`,
    thanks: (p) => `سپاسگزاریم که ${p} را برای معاینه پزشکی مهاجرت خود انتخاب کردید.`,
    ask: 'ممکن است یک دقیقه وقت بگذارید و تجربه‌تان را برای دیگران بنویسید؟ نظر شما به خانواده‌هایی مانند خانواده شما کمک می‌کند ما را پیدا کنند.',
    leaveReview: 'ثبت نظر',
    ourPractice: 'مطب ما',
  },
  ps: {
    subject: (p) => `${p} ته مو لیدنه څنګه وه؟`,
    greeting: (n) => `سلام ${n}،`,
    thanks: (p) => `مننه چې د کډوالۍ طبي معاینې لپاره مو ${p} غوره کړ.`,
    ask: 'ایا یوه دقیقه وخت ورکولی شئ چې نورو ته ووایاست ستاسو تجربه څنګه وه؟ ستاسو نظر ستاسو په څېر کورنیو سره مرسته کوي چې موږ ومومي.',
    leaveReview: 'خپل نظر ولیکئ',
    ourPractice: 'زموږ دفتر',
  },
  pa: {
    subject: (p) => `${p} ਵਿਖੇ ਤੁਹਾਡੀ ਫੇਰੀ ਕਿਵੇਂ ਰਹੀ?`,
    greeting: (n) => `ਸਤਿ ਸ੍ਰੀ ਅਕਾਲ ${n},`,
    thanks: (p) => `ਆਪਣੀ ਇਮੀਗ੍ਰੇਸ਼ਨ ਮੈਡੀਕਲ ਜਾਂਚ ਲਈ ${p} ਨੂੰ ਚੁਣਨ ਲਈ ਤੁਹਾਡਾ ਧੰਨਵਾਦ।`,
    ask: 'ਕੀ ਤੁਸੀਂ ਇੱਕ ਮਿੰਟ ਕੱਢ ਕੇ ਦੂਜਿਆਂ ਨੂੰ ਦੱਸ ਸਕਦੇ ਹੋ ਕਿ ਤੁਹਾਡਾ ਤਜਰਬਾ ਕਿਵੇਂ ਰਿਹਾ? ਤੁਹਾਡੀ ਸਮੀਖਿਆ ਤੁਹਾਡੇ ਵਰਗੇ ਪਰਿਵਾਰਾਂ ਨੂੰ ਸਾਨੂੰ ਲੱਭਣ ਵਿੱਚ ਮਦਦ ਕਰਦੀ ਹੈ।',
    leaveReview: 'ਸਮੀਖਿਆ ਲਿਖੋ',
    ourPractice: 'ਸਾਡੇ ਦਫ਼ਤਰ',
  },
};

export interface ReviewRequestEmailInput {
  language: LanguageCode;
  firstName: string;
  /** '' when the practice has no name. */
  practiceName: string;
  /** The practice's reviews listing. */
  reviewsUrl: string;
}

/**
 * The review request e-mail (subject, text and HTML), laid out by clientEmailHtml, with the client's
 * and the practice's names isolated and the link left to right. The caller gives the practice's signature.
 */
export function reviewRequestEmail(input: ReviewRequestEmailInput, signature: EmailSignature): ClientEmail {
  const { language } = input;
  const t = REVIEW_REQUEST_TEXTS[language];
  const plain = (value: string) => isolateText(language, value);
  const practice = (wrap: (v: string) => string) => (input.practiceName ? wrap(input.practiceName) : t.ourPractice);
  const { text, html } = signedEmail(
    language,
    [t.greeting(plain(input.firstName)), '', t.thanks(practice(plain)), t.ask, '', `${t.leaveReview}: ${input.reviewsUrl}`],
    [
      `<p>${t.greeting(nameHtml(input.firstName))}</p>`,
      `<p>${t.thanks(practice(nameHtml))}</p>`,
      `<p>${t.ask}</p>`,
      `<p><a href="${escapeHtml(input.reviewsUrl)}">${t.leaveReview}</a></p>`,
    ],
    signature,
  );
  return { subject: t.subject(practice(plain)), text, html };
}
