import { checklistHasMissing, missingItems, type ChecklistPerson } from '../checklist-message';
import { escapeHtml } from '../html';
import { addDays } from '../i693-vaccine-info';
import type { LanguageCode } from '../languages';
import { QUANTIFERON_ITEM_KEY, type Checklist, type ChecklistItem } from '../leads';
import { LAB_ORDER_WINDOW_DAYS } from '../requirements';
import { checklistItemName } from './checklist-items';

/**
 * The message asking for the missing records, in the client's language: the initial checklist e-mail
 * and the staff's reminder (Send Doc Upload Link, Send Reminder), which staff may edit before sending.
 */

/** Why the message is sent: the first e-mail of a new request, or a reminder from staff. */
export type ChecklistIntro = 'initial' | 'reminder';

/** The texts hold no `<`, `>` or `&` (a test checks it), so they go into the HTML as they are. */
interface ChecklistTexts {
  greeting: (name: string) => string;
  intro: Record<ChecklistIntro, string>;
  vaccines: string;
  labTests: string;
  i693Heading: string;
  /** The line naming a missing I-693 form, before its link. */
  i693: string;
  /** The 14-day rule without a collection date. */
  window: (days: number) => string;
  /** The 14-day rule with the collection date and the last day of the exam. */
  windowFrom: (collected: string, days: number, lastDay: string) => string;
}

export const CHECKLIST_TEXTS: Record<LanguageCode, ChecklistTexts> = {
  en: {
    greeting: (n) => `Dear ${n},`,
    intro: {
      initial:
        'Thank you for your appointment request. To prepare the immigration medical exam, please send us the records of these vaccines and the results of these lab tests, or tell us if you do not have them:',
      reminder: 'This is a reminder: to complete the immigration medical exam we still need these records. Please send them with the link below:',
    },
    vaccines: 'Vaccine records',
    labTests: 'Lab tests',
    i693Heading: 'I-693 form',
    i693: 'We have not received the I-693 form of this applicant yet. Please fill it in online:',
    window: (d) => `The appointment must take place within ${d} days after the Quantiferon (TB) blood collection.`,
    windowFrom: (c, d, l) => `The Quantiferon (TB) blood was collected on ${c}: the appointment must take place within ${d} days after it, by ${l}.`,
  },
  es: {
    greeting: (n) => `Estimado/a ${n}:`,
    intro: {
      initial:
        'Gracias por su solicitud de cita. Para preparar el examen médico de inmigración, envíenos los registros de estas vacunas y los resultados de estos análisis de laboratorio, o díganos si no los tiene:',
      reminder: 'Le recordamos que, para completar el examen médico de inmigración, todavía necesitamos estos documentos. Envíelos con el enlace de abajo:',
    },
    vaccines: 'Registros de vacunas',
    labTests: 'Análisis de laboratorio',
    i693Heading: 'Formulario I-693',
    i693: 'Todavía no hemos recibido el formulario I-693 de este solicitante. Complételo en línea:',
    window: (d) => `La cita debe realizarse dentro de los ${d} días posteriores a la extracción de sangre para la prueba Quantiferon (tuberculosis).`,
    windowFrom: (c, d, l) =>
      `La sangre para la prueba Quantiferon (tuberculosis) se extrajo el ${c}: la cita debe realizarse dentro de los ${d} días siguientes, a más tardar el ${l}.`,
  },
  pt: {
    greeting: (n) => `Prezado(a) ${n},`,
    intro: {
      initial:
        'Obrigado pelo seu pedido de consulta. Para preparar o exame médico de imigração, envie-nos os registros destas vacinas e os resultados destes exames laboratoriais, ou avise-nos se não os tiver:',
      reminder: 'Este é um lembrete: para concluir o exame médico de imigração, ainda precisamos destes documentos. Envie-os pelo link abaixo:',
    },
    vaccines: 'Registros de vacinas',
    labTests: 'Exames laboratoriais',
    i693Heading: 'Formulário I-693',
    i693: 'Ainda não recebemos o formulário I-693 deste requerente. Preencha-o on-line:',
    window: (d) => `A consulta deve ocorrer em até ${d} dias após a coleta de sangue do Quantiferon (tuberculose).`,
    windowFrom: (c, d, l) => `O sangue do Quantiferon (tuberculose) foi coletado em ${c}: a consulta deve ocorrer em até ${d} dias depois disso, até ${l}.`,
  },
  'zh-CN': {
    greeting: (n) => `${n}，您好：`,
    intro: {
      initial: '感谢您的预约申请。为准备移民体检，请将以下疫苗的接种记录和以下化验的结果发送给我们；如果您没有这些资料，也请告诉我们：',
      reminder: '温馨提醒：为完成移民体检，我们仍需要以下资料。请通过下方链接发送：',
    },
    vaccines: '疫苗接种记录',
    labTests: '化验检查',
    i693Heading: 'I-693 表格',
    i693: '我们尚未收到这位申请人的 I-693 表格。请在网上填写：',
    window: (d) => `体检必须在 Quantiferon（结核）抽血后 ${d} 天内进行。`,
    windowFrom: (c, d, l) => `Quantiferon（结核）抽血日期为${c}：体检必须在此后 ${d} 天内进行，最晚于${l}。`,
  },
  ar: {
    greeting: (n) => `عزيزي/عزيزتي ${n}،`,
    intro: {
      initial:
        'شكرًا لطلبك حجز موعد. لتحضير الفحص الطبي للهجرة، يرجى أن ترسل إلينا سجلات هذه اللقاحات ونتائج هذه الفحوصات المخبرية، أو أن تخبرنا إن لم تكن لديك:',
      reminder: 'هذا تذكير: ما زلنا نحتاج إلى هذه السجلات لإتمام الفحص الطبي للهجرة. يرجى إرسالها عبر الرابط أدناه:',
    },
    vaccines: 'سجلات اللقاحات',
    labTests: 'الفحوصات المخبرية',
    i693Heading: 'نموذج I-693',
    i693: 'لم نستلم نموذج I-693 الخاص بهذا المتقدم بعد. يرجى تعبئته عبر الإنترنت:',
    window: (d) => `يجب أن يكون الموعد خلال ${d} يومًا من سحب دم فحص كوانتيفيرون (السل).`,
    windowFrom: (c, d, l) => `سُحب دم فحص كوانتيفيرون (السل) في ${c}: يجب أن يكون الموعد خلال ${d} يومًا بعد ذلك، في موعد أقصاه ${l}.`,
  },
  fa: {
    greeting: (n) => `${n} عزیز،`,
    intro: {
      initial:
        'از درخواست نوبت شما سپاسگزاریم. برای آماده‌سازی معاینهٔ پزشکی مهاجرت، لطفاً سوابق این واکسن‌ها و نتایج این آزمایش‌ها را برای ما بفرستید، یا اگر آن‌ها را ندارید به ما خبر دهید:',
      reminder: 'یادآوری: برای تکمیل معاینهٔ پزشکی مهاجرت هنوز به این مدارک نیاز داریم. لطفاً آن‌ها را با پیوند زیر بفرستید:',
    },
    vaccines: 'سوابق واکسن',
    labTests: 'آزمایش‌ها',
    i693Heading: 'فرم I-693',
    i693: 'هنوز فرم I-693 این متقاضی را دریافت نکرده‌ایم. لطفاً آن را به‌صورت آنلاین پر کنید:',
    window: (d) => `نوبت باید ظرف ${d} روز پس از خون‌گیری آزمایش کوانتیفرون (سل) انجام شود.`,
    windowFrom: (c, d, l) => `خون‌گیری آزمایش کوانتیفرون (سل) در ${c} انجام شده است: نوبت باید ظرف ${d} روز پس از آن، حداکثر تا ${l}، انجام شود.`,
  },
  ps: {
    greeting: (n) => `ګرانه ${n}،`,
    intro: {
      initial:
        'د وخت د غوښتنې لپاره مو مننه. د کډوالۍ طبي معاینې د چمتو کولو لپاره، مهرباني وکړئ د دغو واکسینونو ریکارډونه او د دغو لابراتواري ازموینو پایلې موږ ته راولیږئ، یا موږ ته ووایاست که یې نه لرئ:',
      reminder: 'دا یوه یادونه ده: د کډوالۍ طبي معاینې د بشپړولو لپاره موږ لا هم دغو اسنادو ته اړتیا لرو. مهرباني وکړئ د لاندې لینک له لارې یې راولیږئ:',
    },
    vaccines: 'د واکسینونو ریکارډونه',
    labTests: 'لابراتواري ازموینې',
    i693Heading: 'د I-693 فورمه',
    i693: 'موږ لا د دې غوښتونکي د I-693 فورمه نه ده ترلاسه کړې. مهرباني وکړئ آنلاین یې ډکه کړئ:',
    window: (d) => `ستاسو وخت باید د کوانتیفیرون (توبرکلوز) د وینې له اخیستلو وروسته په ${d} ورځو کې وي.`,
    windowFrom: (c, d, l) => `د کوانتیفیرون (توبرکلوز) وینه په ${c} اخیستل شوې: ستاسو وخت باید له هغې وروسته په ${d} ورځو کې، تر ${l} پورې، وي.`,
  },
  pa: {
    greeting: (n) => `ਸਤਿ ਸ੍ਰੀ ਅਕਾਲ ${n},`,
    intro: {
      initial:
        'ਮੁਲਾਕਾਤ ਦੀ ਬੇਨਤੀ ਲਈ ਤੁਹਾਡਾ ਧੰਨਵਾਦ। ਇਮੀਗ੍ਰੇਸ਼ਨ ਮੈਡੀਕਲ ਜਾਂਚ ਦੀ ਤਿਆਰੀ ਲਈ, ਕਿਰਪਾ ਕਰਕੇ ਸਾਨੂੰ ਇਹਨਾਂ ਟੀਕਿਆਂ ਦੇ ਰਿਕਾਰਡ ਅਤੇ ਇਹਨਾਂ ਲੈਬ ਟੈਸਟਾਂ ਦੇ ਨਤੀਜੇ ਭੇਜੋ, ਜਾਂ ਸਾਨੂੰ ਦੱਸੋ ਜੇ ਇਹ ਤੁਹਾਡੇ ਕੋਲ ਨਹੀਂ ਹਨ:',
      reminder: 'ਇਹ ਇੱਕ ਯਾਦ-ਦਹਾਨੀ ਹੈ: ਇਮੀਗ੍ਰੇਸ਼ਨ ਮੈਡੀਕਲ ਜਾਂਚ ਪੂਰੀ ਕਰਨ ਲਈ ਸਾਨੂੰ ਅਜੇ ਵੀ ਇਹ ਰਿਕਾਰਡ ਚਾਹੀਦੇ ਹਨ। ਕਿਰਪਾ ਕਰਕੇ ਇਹਨਾਂ ਨੂੰ ਹੇਠਾਂ ਦਿੱਤੇ ਲਿੰਕ ਰਾਹੀਂ ਭੇਜੋ:',
    },
    vaccines: 'ਟੀਕਿਆਂ ਦੇ ਰਿਕਾਰਡ',
    labTests: 'ਲੈਬ ਟੈਸਟ',
    i693Heading: 'I-693 ਫਾਰਮ',
    i693: 'ਸਾਨੂੰ ਅਜੇ ਇਸ ਬਿਨੈਕਾਰ ਦਾ I-693 ਫਾਰਮ ਨਹੀਂ ਮਿਲਿਆ। ਕਿਰਪਾ ਕਰਕੇ ਇਸਨੂੰ ਔਨਲਾਈਨ ਭਰੋ:',
    window: (d) => `ਮੁਲਾਕਾਤ Quantiferon (TB) ਲਈ ਖੂਨ ਲੈਣ ਤੋਂ ਬਾਅਦ ${d} ਦਿਨਾਂ ਦੇ ਅੰਦਰ ਹੋਣੀ ਲਾਜ਼ਮੀ ਹੈ।`,
    windowFrom: (c, d, l) => `Quantiferon (TB) ਲਈ ਖੂਨ ${c} ਨੂੰ ਲਿਆ ਗਿਆ ਸੀ: ਮੁਲਾਕਾਤ ਉਸ ਤੋਂ ਬਾਅਦ ${d} ਦਿਨਾਂ ਦੇ ਅੰਦਰ, ${l} ਤੱਕ, ਹੋਣੀ ਲਾਜ਼ਮੀ ਹੈ।`,
  },
};

/** A YYYY-MM-DD date as the language writes it: MM/DD/YYYY in English, the long Gregorian date otherwise. */
function writtenDate(iso: string, language: LanguageCode): string {
  if (language === 'en') {
    const [y, m, d] = iso.split('-');
    return `${m}/${d}/${y}`;
  }
  return new Intl.DateTimeFormat(language, { calendar: 'gregory', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T12:00:00Z`),
  );
}

/**
 * The 14-day rule of the reminders: with a Quantiferon collection date, the last day the exam can
 * take place; without one, the rule itself.
 */
export function quantiferonWindowText(checklist: Checklist, language: LanguageCode = 'en'): string {
  const t = CHECKLIST_TEXTS[language];
  const collected = checklist.lab_tests.find((i) => i.key === QUANTIFERON_ITEM_KEY && i.status === 'done' && i.collection_date)?.collection_date;
  if (!collected) return t.window(LAB_ORDER_WINDOW_DAYS);
  return t.windowFrom(writtenDate(collected, language), LAB_ORDER_WINDOW_DAYS, writtenDate(addDays(collected, LAB_ORDER_WINDOW_DAYS), language));
}

export interface ChecklistMessageInput {
  language: LanguageCode;
  /** Who the greeting names (the lead's first name). */
  greetingName: string;
  intro: ChecklistIntro;
  people: readonly ChecklistPerson[];
  /** The link of a missing I-693 form. */
  i693FormUrl: string;
}

/**
 * The message asking for the missing records: a greeting, then per applicant who still misses
 * something only what is missing (vaccine records, lab tests, the I-693 form with its link) and, with
 * missing records, the 14-day Quantiferon rule. Only the tags the reminder editor and the server's
 * sanitiser keep (so names are escaped, not isolated); the e-mail around it sets the direction.
 */
export function checklistMessageHtml(input: ChecklistMessageInput): string {
  const { language } = input;
  const t = CHECKLIST_TEXTS[language];
  const section = (heading: string, items: ChecklistItem[]) =>
    items.length === 0
      ? []
      : [`<p><strong>${heading}</strong></p>`, `<ul>${items.map((i) => `<li>${escapeHtml(checklistItemName(i, language))}</li>`).join('')}</ul>`];
  const person = (p: ChecklistPerson) => {
    const vaccines = missingItems(p.current_checklist.vaccines);
    const labs = missingItems(p.current_checklist.lab_tests);
    return [
      `<h3>${escapeHtml([p.first_name, p.middle_name, p.last_name].filter(Boolean).join(' '))}</h3>`,
      ...section(t.vaccines, vaccines),
      ...section(t.labTests, labs),
      ...(p.needs_i693_form
        ? [`<p><strong>${t.i693Heading}</strong></p>`, `<p>${t.i693} <a href="${escapeHtml(input.i693FormUrl)}">${escapeHtml(input.i693FormUrl)}</a></p>`]
        : []),
      ...(vaccines.length + labs.length > 0 ? [`<p>${escapeHtml(quantiferonWindowText(p.current_checklist, language))}</p>`] : []),
    ].join('');
  };
  return [
    `<p>${t.greeting(escapeHtml(input.greetingName))}</p>`,
    `<p>${t.intro[input.intro]}</p>`,
    ...input.people.filter((p) => checklistHasMissing([p])).map(person),
  ].join('');
}
