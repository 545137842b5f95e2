import { escapeHtml } from '../html';
import type { LanguageCode } from '../languages';
import { isolateText } from './layout';

/**
 * How a client stops the reminders, in their language: the footer of every reminder e-mail and the
 * pages of its one-click link (the confirmation, done, and not-valid pages).
 */

/** The texts hold no `<`, `>` or `&` (a test checks it), so they go into the HTML as they are. */
interface UnsubscribeTexts {
  /** The footer line around its link (`link` is the link's HTML, labelled `unsubscribe`). */
  footerHtml: (link: string) => string;
  footerText: (url: string) => string;
  /** The footer link and the confirmation page's button. */
  unsubscribe: string;
  confirmTitle: string;
  confirm: string;
  doneTitle: string;
  done: string;
  /** After `done`, with the practice's support e-mail. */
  changeMind: (email: string) => string;
  invalidTitle: string;
  invalid: string;
  /** After `invalid`, with the practice's support e-mail. */
  writeToStop: (email: string) => string;
}

export const UNSUBSCRIBE_TEXTS: Record<LanguageCode, UnsubscribeTexts> = {
  en: {
    footerHtml: (a) => `Don't want these reminders? ${a}.`,
    footerText: (u) => `Don't want these reminders? Unsubscribe: ${u}`,
    unsubscribe: 'Unsubscribe',
    confirmTitle: 'Stop the reminders?',
    confirm: 'We e-mail reminders about the documents and tests still needed for your immigration medical exam. You can stop them here.',
    doneTitle: 'You are unsubscribed',
    done: 'We will not e-mail you reminders any more.',
    changeMind: (e) => `If you change your mind, write to ${e}.`,
    invalidTitle: 'Link not valid',
    invalid: 'This unsubscribe link is not valid.',
    writeToStop: (e) => `Write to ${e} and we will stop the reminders.`,
  },
  es: {
    footerHtml: (a) => `¿No quiere recibir estos recordatorios? ${a}.`,
    footerText: (u) => `¿No quiere recibir estos recordatorios? Cancele la suscripción: ${u}`,
    unsubscribe: 'Cancelar la suscripción',
    confirmTitle: '¿Dejar de recibir los recordatorios?',
    confirm:
      'Le enviamos por correo electrónico recordatorios sobre los documentos y las pruebas que aún faltan para su examen médico de inmigración. Puede dejar de recibirlos aquí.',
    doneTitle: 'Su suscripción está cancelada',
    done: 'No le enviaremos más recordatorios por correo electrónico.',
    changeMind: (e) => `Si cambia de opinión, escriba a ${e}.`,
    invalidTitle: 'Enlace no válido',
    invalid: 'Este enlace para cancelar la suscripción no es válido.',
    writeToStop: (e) => `Escriba a ${e} y dejaremos de enviarle los recordatorios.`,
  },
  pt: {
    footerHtml: (a) => `Não quer receber estes lembretes? ${a}.`,
    footerText: (u) => `Não quer receber estes lembretes? Cancele a inscrição: ${u}`,
    unsubscribe: 'Cancelar inscrição',
    confirmTitle: 'Parar os lembretes?',
    confirm: 'Enviamos por e-mail lembretes sobre os documentos e exames que ainda faltam para o seu exame médico de imigração. Você pode interrompê-los aqui.',
    doneTitle: 'Sua inscrição foi cancelada',
    done: 'Não enviaremos mais lembretes por e-mail.',
    changeMind: (e) => `Se mudar de ideia, escreva para ${e}.`,
    invalidTitle: 'Link inválido',
    invalid: 'Este link de cancelamento de inscrição não é válido.',
    writeToStop: (e) => `Escreva para ${e} e interromperemos os lembretes.`,
  },
  'zh-CN': {
    footerHtml: (a) => `不想再收到这些提醒？${a}。`,
    footerText: (u) => `不想再收到这些提醒？退订：${u}`,
    unsubscribe: '退订',
    confirmTitle: '停止接收提醒？',
    confirm: '我们会通过电子邮件提醒您移民体检仍需提交的文件和检查。您可以在此停止接收这些提醒。',
    doneTitle: '您已退订',
    done: '我们将不再通过电子邮件向您发送提醒。',
    changeMind: (e) => `如果您改变主意，请发送电子邮件至 ${e}。`,
    invalidTitle: '链接无效',
    invalid: '此退订链接无效。',
    writeToStop: (e) => `请发送电子邮件至 ${e}，我们将停止发送提醒。`,
  },
  ar: {
    footerHtml: (a) => `لا تريد تلقي هذه التذكيرات؟ ${a}.`,
    footerText: (u) => `لا تريد تلقي هذه التذكيرات؟ لإلغاء الاشتراك: ${u}`,
    unsubscribe: 'إلغاء الاشتراك',
    confirmTitle: 'إيقاف التذكيرات؟',
    confirm: 'نرسل إليك عبر البريد الإلكتروني تذكيرات بالمستندات والفحوصات التي ما زالت مطلوبة لفحصك الطبي للهجرة. يمكنك إيقافها من هنا.',
    doneTitle: 'تم إلغاء اشتراكك',
    done: 'لن نرسل إليك أي تذكيرات بالبريد الإلكتروني بعد الآن.',
    changeMind: (e) => `إذا غيّرت رأيك، فراسلنا على ${e}.`,
    invalidTitle: 'الرابط غير صالح',
    invalid: 'رابط إلغاء الاشتراك هذا غير صالح.',
    writeToStop: (e) => `راسلنا على ${e} وسنوقف التذكيرات.`,
  },
  fa: {
    footerHtml: (a) => `نمی‌خواهید این یادآوری‌ها را دریافت کنید؟ ${a}.`,
    footerText: (u) => `نمی‌خواهید این یادآوری‌ها را دریافت کنید؟ لغو اشتراک: ${u}`,
    unsubscribe: 'لغو اشتراک',
    confirmTitle: 'یادآوری‌ها متوقف شود؟',
    confirm:
      'ما دربارهٔ مدارک و آزمایش‌هایی که هنوز برای معاینهٔ پزشکی مهاجرت شما لازم است، یادآوری‌هایی به ایمیل شما می‌فرستیم. می‌توانید آن‌ها را از اینجا متوقف کنید.',
    doneTitle: 'اشتراک شما لغو شد',
    done: 'دیگر یادآوری‌ای به ایمیل شما نمی‌فرستیم.',
    changeMind: (e) => `اگر نظرتان تغییر کرد، به ${e} ایمیل بزنید.`,
    invalidTitle: 'پیوند معتبر نیست',
    invalid: 'این پیوند لغو اشتراک معتبر نیست.',
    writeToStop: (e) => `به ${e} ایمیل بزنید تا یادآوری‌ها را متوقف کنیم.`,
  },
  ps: {
    footerHtml: (a) => `نه غواړئ دا یادونې ترلاسه کړئ؟ ${a}.`,
    footerText: (u) => `نه غواړئ دا یادونې ترلاسه کړئ؟ ګډون لغوه کړئ: ${u}`,
    unsubscribe: 'ګډون لغوه کړئ',
    confirmTitle: 'یادونې ودرول شي؟',
    confirm: 'موږ تاسو ته د هغو اسنادو او ازموینو په اړه چې ستاسو د کډوالۍ طبي معاینې لپاره لا اړین دي، په برېښنالیک یادونې لیږو. تاسو کولی شئ دلته یې ودروئ.',
    doneTitle: 'ستاسو ګډون لغوه شو',
    done: 'موږ به نور تاسو ته په برېښنالیک یادونې ونه لیږو.',
    changeMind: (e) => `که مو نظر بدل شو، ${e} ته ولیکئ.`,
    invalidTitle: 'لینک سم نه دی',
    invalid: 'د ګډون د لغوه کولو دا لینک سم نه دی.',
    writeToStop: (e) => `${e} ته ولیکئ او موږ به یادونې ودروو.`,
  },
  pa: {
    footerHtml: (a) => `ਇਹ ਯਾਦ-ਦਹਾਨੀਆਂ ਨਹੀਂ ਚਾਹੀਦੀਆਂ? ${a}।`,
    footerText: (u) => `ਇਹ ਯਾਦ-ਦਹਾਨੀਆਂ ਨਹੀਂ ਚਾਹੀਦੀਆਂ? ਗਾਹਕੀ ਰੱਦ ਕਰੋ: ${u}`,
    unsubscribe: 'ਗਾਹਕੀ ਰੱਦ ਕਰੋ',
    confirmTitle: 'ਯਾਦ-ਦਹਾਨੀਆਂ ਬੰਦ ਕਰਨੀਆਂ ਹਨ?',
    confirm: 'ਅਸੀਂ ਤੁਹਾਡੀ ਇਮੀਗ੍ਰੇਸ਼ਨ ਮੈਡੀਕਲ ਜਾਂਚ ਲਈ ਅਜੇ ਵੀ ਲੋੜੀਂਦੇ ਦਸਤਾਵੇਜ਼ਾਂ ਅਤੇ ਟੈਸਟਾਂ ਬਾਰੇ ਈ-ਮੇਲ ਰਾਹੀਂ ਯਾਦ-ਦਹਾਨੀਆਂ ਭੇਜਦੇ ਹਾਂ। ਤੁਸੀਂ ਇਹਨਾਂ ਨੂੰ ਇੱਥੇ ਬੰਦ ਕਰ ਸਕਦੇ ਹੋ।',
    doneTitle: 'ਤੁਹਾਡੀ ਗਾਹਕੀ ਰੱਦ ਹੋ ਗਈ ਹੈ',
    done: 'ਅਸੀਂ ਹੁਣ ਤੁਹਾਨੂੰ ਈ-ਮੇਲ ਰਾਹੀਂ ਯਾਦ-ਦਹਾਨੀਆਂ ਨਹੀਂ ਭੇਜਾਂਗੇ।',
    changeMind: (e) => `ਜੇ ਤੁਸੀਂ ਆਪਣਾ ਮਨ ਬਦਲ ਲਓ, ਤਾਂ ${e} 'ਤੇ ਲਿਖੋ।`,
    invalidTitle: 'ਲਿੰਕ ਵੈਧ ਨਹੀਂ ਹੈ',
    invalid: 'ਗਾਹਕੀ ਰੱਦ ਕਰਨ ਦਾ ਇਹ ਲਿੰਕ ਵੈਧ ਨਹੀਂ ਹੈ।',
    writeToStop: (e) => `${e} 'ਤੇ ਲਿਖੋ ਅਤੇ ਅਸੀਂ ਯਾਦ-ਦਹਾਨੀਆਂ ਬੰਦ ਕਰ ਦੇਵਾਂਗੇ।`,
  },
};

/** The footer of every reminder e-mail: how to stop them, with the one-click link `url`. */
export function unsubscribeFooter(language: LanguageCode, url: string): { text: string; html: string } {
  const t = UNSUBSCRIBE_TEXTS[language];
  return {
    text: t.footerText(isolateText(language, url)),
    html: `<p style="font-size:12px;color:#4a5866">${t.footerHtml(`<a href="${escapeHtml(url)}">${t.unsubscribe}</a>`)}</p>`,
  };
}
