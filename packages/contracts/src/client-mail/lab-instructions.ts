import { ltrHtml } from '../html';
import type { LanguageCode } from '../languages';
import { signedEmail, isolateText, nameHtml, type ClientEmail, type EmailSignature } from './layout';
import { clientQuestionsLine } from './questions';

/**
 * The e-mail the Thank You page promises the payer of a lab order, in the language of the order page:
 * what was paid, where the lab order goes, what to bring, when results come, and to look in spam for
 * our messages.
 */

/** The texts hold no `<`, `>` or `&` (a test checks it), so they go into the HTML as they are. */
interface LabInstructionsTexts {
  subject: string;
  greeting: (name: string) => string;
  thanks: (amount: string, practice: string) => string;
  testsOrdered: string;
  whatNext: string;
  /** Where the order goes, in the payer's full name. */
  orderSent: (lab: string, name: string) => string;
  goToLab: (lab: string) => string;
  results: string;
  bookExam: string;
  reference: (transactionId: string) => string;
  /** The practice when it has no name. */
  ourPractice: string;
}

export const LAB_INSTRUCTIONS_TEXTS: Record<LanguageCode, LabInstructionsTexts> = {
  en: {
    subject: 'Your lab tests are paid: what happens next',
    greeting: (n) => `Dear ${n},`,
    thanks: (a, p) => `Thank you for your payment of ${a} to ${p}.`,
    testsOrdered: 'Tests ordered:',
    whatNext: 'What happens next:',
    orderSent: (l, n) => `Our civil surgeon sends your lab order to ${l} in the name of ${n}.`,
    goToLab: (l) =>
      `Go to any ${l} location with a government-issued photo ID (passport, driver's license or state ID) and tell them your civil surgeon placed the order.`,
    results: 'Lab results arrive by e-mail within about 24 hours after your sample is collected. Please check your spam or junk folder too.',
    bookExam: 'Book your immigration medical exam within 2 weeks after your lab collection.',
    reference: (id) => `Order reference: ${id}`,
    ourPractice: 'our practice',
  },
  es: {
    subject: 'Sus análisis de laboratorio están pagados: próximos pasos',
    greeting: (n) => `Hola ${n}:`,
    thanks: (a, p) => `Gracias por su pago de ${a} a ${p}.`,
    testsOrdered: 'Análisis solicitados:',
    whatNext: 'Próximos pasos:',
    orderSent: (l, n) => `Nuestro médico civil envía su orden de análisis al laboratorio ${l} a nombre de ${n}.`,
    goToLab: (l) =>
      `Acuda a cualquier centro de ${l} con una identificación oficial con foto (pasaporte, licencia de conducir o identificación estatal) e indique que su médico civil hizo la orden.`,
    results:
      'Los resultados llegan por correo electrónico unas 24 horas después de la toma de la muestra. Revise también su carpeta de spam o correo no deseado.',
    bookExam: 'Reserve su examen médico de inmigración dentro de las 2 semanas siguientes a la toma de muestras.',
    reference: (id) => `Referencia del pedido: ${id}`,
    ourPractice: 'nuestra oficina',
  },
  pt: {
    subject: 'Seus exames laboratoriais estão pagos: próximos passos',
    greeting: (n) => `Olá ${n},`,
    thanks: (a, p) => `Agradecemos o seu pagamento de ${a} a ${p}.`,
    testsOrdered: 'Exames solicitados:',
    whatNext: 'Próximos passos:',
    orderSent: (l, n) => `Nosso médico civil envia seu pedido de exames ao laboratório ${l} em nome de ${n}.`,
    goToLab: (l) =>
      `Vá a qualquer unidade do laboratório ${l} com um documento oficial com foto (passaporte, carteira de motorista ou identidade estadual) e informe que seu médico civil fez o pedido.`,
    results: 'Os resultados chegam por e-mail em cerca de 24 horas após a coleta da amostra. Verifique também sua pasta de spam ou lixo eletrônico.',
    bookExam: 'Agende seu exame médico de imigração em até 2 semanas após a coleta.',
    reference: (id) => `Referência do pedido: ${id}`,
    ourPractice: 'nosso consultório',
  },
  'zh-CN': {
    subject: '您的化验费用已支付：后续步骤',
    greeting: (n) => `${n}，您好：`,
    thanks: (a, p) => `感谢您向${p}支付 ${a}。`,
    testsOrdered: '已开具的检验项目：',
    whatNext: '后续步骤：',
    orderSent: (l, n) => `我们的移民体检医生会以 ${n} 的名义将您的化验单发送至 ${l}。`,
    goToLab: (l) => `请携带政府签发的带照片身份证件（护照、驾照或州身份证）前往任意一家 ${l} 网点，并告知工作人员化验单由您的移民体检医生开具。`,
    results: '采样后约 24 小时内，化验结果将通过电子邮件发送给您。请同时查看垃圾邮件文件夹。',
    bookExam: '请在采样后 2 周内预约移民体检。',
    reference: (id) => `订单编号：${id}`,
    ourPractice: '我们诊所',
  },
  ar: {
    subject: 'تم دفع رسوم تحاليلك المخبرية: الخطوات التالية',
    greeting: (n) => `مرحبًا ${n}،`,
    thanks: (a, p) => `شكرًا لك على دفع ${a} إلى ${p}.`,
    testsOrdered: 'التحاليل المطلوبة:',
    whatNext: 'الخطوات التالية:',
    orderSent: (l, n) => `يرسل طبيب الهجرة المعتمد لدينا طلب التحاليل إلى ${l} باسم ${n}.`,
    goToLab: (l) =>
      `توجّه إلى أي فرع من فروع ${l} ومعك بطاقة هوية حكومية تحمل صورتك (جواز سفر أو رخصة قيادة أو بطاقة هوية الولاية)، وأخبرهم أن طبيب الهجرة المعتمد هو من أرسل الطلب.`,
    results: 'تصل نتائج التحاليل بالبريد الإلكتروني خلال 24 ساعة تقريبًا من أخذ العينة. يرجى التحقق أيضًا من مجلد الرسائل غير المرغوب فيها.',
    bookExam: 'احجز موعد الفحص الطبي للهجرة خلال أسبوعين من أخذ العينة.',
    reference: (id) => `مرجع الطلب: ${id}`,
    ourPractice: 'عيادتنا',
  },
  fa: {
    subject: 'هزینه آزمایش‌های شما پرداخت شد: مراحل بعدی',
    greeting: (n) => `سلام ${n}،`,
    thanks: (a, p) => `از پرداخت ${a} به ${p} سپاسگزاریم.`,
    testsOrdered: 'آزمایش‌های درخواست‌شده:',
    whatNext: 'مراحل بعدی:',
    orderSent: (l, n) => `پزشک معتمد مهاجرت ما درخواست آزمایش شما را به نام ${n} برای ${l} می‌فرستد.`,
    goToLab: (l) =>
      `با یک کارت شناسایی عکس‌دار دولتی (گذرنامه، گواهینامه رانندگی یا کارت شناسایی ایالتی) به یکی از شعبه‌های ${l} بروید و بگویید که پزشک معتمد مهاجرت شما درخواست را ثبت کرده است.`,
    results: 'نتایج آزمایش حدود ۲۴ ساعت پس از نمونه‌گیری با ایمیل فرستاده می‌شود. لطفاً پوشه هرزنامه (اسپم) را هم بررسی کنید.',
    bookExam: 'وقت معاینه پزشکی مهاجرت خود را ظرف ۲ هفته پس از نمونه‌گیری رزرو کنید.',
    reference: (id) => `شماره پیگیری سفارش: ${id}`,
    ourPractice: 'مطب ما',
  },
  ps: {
    subject: 'ستاسو د لابراتوار د ازمویښتونو پیسې ورکړل شوې: راتلونکي ګامونه',
    greeting: (n) => `سلام ${n}،`,
    thanks: (a, p) => `مننه چې ${p} ته مو د ${a} تادیه وکړه.`,
    testsOrdered: 'غوښتل شوي ازمویښتونه:',
    whatNext: 'راتلونکي ګامونه:',
    orderSent: (l, n) => `زموږ د کډوالۍ منل شوی ډاکټر ستاسو د لابراتوار غوښتنلیک د ${n} په نوم ${l} ته لېږي.`,
    goToLab: (l) =>
      `د دولت لخوا ورکړل شوې عکس لرونکې پېژندپاڼې (پاسپورټ، د موټر چلولو جواز یا د ایالت پېژندپاڼه) سره د ${l} هرې څانګې ته لاړ شئ او ورته ووایاست چې غوښتنلیک ستاسو د کډوالۍ ډاکټر ورکړی دی.`,
    results: 'د ازمویښت پایلې د نمونې له اخیستو شاوخوا ۲۴ ساعته وروسته په برېښنالیک کې درځي. مهرباني وکړئ خپل سپام یا ناغوښتل شوي فولډر هم وګورئ.',
    bookExam: 'د نمونې له اخیستو وروسته په ۲ اونیو کې د کډوالۍ طبي معاینې لپاره وخت ونیسئ.',
    reference: (id) => `د فرمایش حواله: ${id}`,
    ourPractice: 'زموږ دفتر',
  },
  pa: {
    subject: 'ਤੁਹਾਡੇ ਲੈਬ ਟੈਸਟਾਂ ਦਾ ਭੁਗਤਾਨ ਹੋ ਗਿਆ ਹੈ: ਅੱਗੇ ਕੀ ਹੋਵੇਗਾ',
    greeting: (n) => `ਸਤਿ ਸ੍ਰੀ ਅਕਾਲ ${n},`,
    thanks: (a, p) => `${p} ਨੂੰ ${a} ਦਾ ਭੁਗਤਾਨ ਕਰਨ ਲਈ ਤੁਹਾਡਾ ਧੰਨਵਾਦ।`,
    testsOrdered: 'ਮੰਗਵਾਏ ਗਏ ਟੈਸਟ:',
    whatNext: 'ਅੱਗੇ ਕੀ ਹੋਵੇਗਾ:',
    orderSent: (l, n) => `ਸਾਡਾ ਸਿਵਲ ਸਰਜਨ ${n} ਦੇ ਨਾਮ 'ਤੇ ਤੁਹਾਡਾ ਲੈਬ ਆਰਡਰ ${l} ਨੂੰ ਭੇਜਦਾ ਹੈ।`,
    goToLab: (l) =>
      `ਸਰਕਾਰ ਵੱਲੋਂ ਜਾਰੀ ਕੀਤੇ ਫੋਟੋ ਵਾਲੇ ਪਛਾਣ ਪੱਤਰ (ਪਾਸਪੋਰਟ, ਡਰਾਈਵਿੰਗ ਲਾਇਸੈਂਸ ਜਾਂ ਸਟੇਟ ਆਈਡੀ) ਨਾਲ ${l} ਦੇ ਕਿਸੇ ਵੀ ਕੇਂਦਰ 'ਤੇ ਜਾਓ ਅਤੇ ਉਹਨਾਂ ਨੂੰ ਦੱਸੋ ਕਿ ਆਰਡਰ ਤੁਹਾਡੇ ਸਿਵਲ ਸਰਜਨ ਨੇ ਦਿੱਤਾ ਹੈ।`,
    results: 'ਨਮੂਨਾ ਲੈਣ ਤੋਂ ਲਗਭਗ 24 ਘੰਟਿਆਂ ਦੇ ਅੰਦਰ ਲੈਬ ਦੇ ਨਤੀਜੇ ਈ-ਮੇਲ ਰਾਹੀਂ ਆ ਜਾਂਦੇ ਹਨ। ਕਿਰਪਾ ਕਰਕੇ ਆਪਣਾ ਸਪੈਮ ਜਾਂ ਜੰਕ ਫੋਲਡਰ ਵੀ ਦੇਖੋ।',
    bookExam: 'ਨਮੂਨਾ ਲੈਣ ਤੋਂ ਬਾਅਦ 2 ਹਫ਼ਤਿਆਂ ਦੇ ਅੰਦਰ ਆਪਣੀ ਇਮੀਗ੍ਰੇਸ਼ਨ ਮੈਡੀਕਲ ਜਾਂਚ ਬੁੱਕ ਕਰੋ।',
    reference: (id) => `ਆਰਡਰ ਹਵਾਲਾ: ${id}`,
    ourPractice: 'ਸਾਡੇ ਦਫ਼ਤਰ',
  },
};

export interface LabInstructionsEmailInput {
  language: LanguageCode;
  firstName: string;
  lastName: string;
  /** The amount paid, formatted ('$175.00'). */
  amount: string;
  /** The lab's name ('Quest Diagnostics'). */
  lab: string;
  /** The names of the ordered tests, as the lab knows them. */
  tests: readonly string[];
  transactionId: string;
  /** '' when the practice has no name. */
  practiceName: string;
  /** The practice's support e-mail and phone; '' when not set (both '' leave out the questions line). */
  supportEmail: string;
  phone: string;
}

/**
 * The lab instructions e-mail (subject, text and HTML), laid out by clientEmailHtml: the amount, lab,
 * order reference, e-mail and phone stay left to right, names (payer, practice, tests) are isolated.
 * The caller gives the practice's signature.
 */
export function labInstructionsEmail(input: LabInstructionsEmailInput, signature: EmailSignature): ClientEmail {
  const { language } = input;
  const t = LAB_INSTRUCTIONS_TEXTS[language];
  const plain = (value: string) => isolateText(language, value);
  const fullName = `${input.firstName} ${input.lastName}`.trim();
  const practice = (wrap: (v: string) => string) => (input.practiceName ? wrap(input.practiceName) : t.ourPractice);
  const steps = (wrapLab: (v: string) => string, wrapName: (v: string) => string) => [
    t.orderSent(wrapLab(input.lab), wrapName(fullName)),
    t.goToLab(wrapLab(input.lab)),
    t.results,
    t.bookExam,
  ];
  const contact = { email: input.supportEmail, phone: input.phone };
  const questions = (wrap: (v: string) => string) => clientQuestionsLine(language, contact, wrap);

  const { text, html } = signedEmail(
    language,
    [
      t.greeting(plain(input.firstName)),
      '',
      t.thanks(plain(input.amount), practice(plain)),
      '',
      t.testsOrdered,
      ...input.tests.map((name) => `- ${plain(name)}`),
      '',
      t.whatNext,
      ...steps(plain, plain).map((step, i) => `${i + 1}. ${step}`),
      '',
      t.reference(plain(input.transactionId)),
      ...(questions(plain) ? [questions(plain)] : []),
    ],
    [
      `<p>${t.greeting(nameHtml(input.firstName))}</p>`,
      `<p>${t.thanks(`<strong>${ltrHtml(input.amount)}</strong>`, practice(nameHtml))}</p>`,
      `<p>${t.testsOrdered}</p>`,
      `<ul>${input.tests.map((name) => `<li>${nameHtml(name)}</li>`).join('')}</ul>`,
      `<p>${t.whatNext}</p>`,
      `<ol>${steps(ltrHtml, nameHtml)
        .map((step) => `<li>${step}</li>`)
        .join('')}</ol>`,
      `<p>${t.reference(ltrHtml(input.transactionId))}${questions(ltrHtml) ? `<br>${questions(ltrHtml)}` : ''}</p>`,
    ],
    signature,
  );
  return { subject: t.subject, text, html };
}
