import type { LanguageCode } from '../languages';
import { isolateText } from './layout';
import { QUESTIONS_TEXTS } from './questions';

/**
 * The SMS reminding a client to pay the immigration medical exam's fee, in the language of the client's
 * I-693 form (or their lead's), greeting them by first name. Plain text: amounts, the practice's name
 * and phone are isolated (U+2068…U+2069) in right-to-left languages.
 */

interface PaymentReminderTexts {
  /** `card` and `cash` are the fees per person by card and in cash. */
  reminder: (name: string, card: string, cash: string) => string;
}

export const PAYMENT_REMINDER_TEXTS: Record<LanguageCode, PaymentReminderTexts> = {
  en: {
    reminder: (n, card, cash) =>
      `Hello ${n}, a reminder to complete the payment for your immigration medical exam (${card} per person by card, ${cash} in cash).`,
  },
  es: {
    reminder: (n, card, cash) =>
      `Hola ${n}, le recordamos completar el pago de su examen médico de inmigración (${card} por persona con tarjeta, ${cash} en efectivo).`,
  },
  pt: {
    reminder: (n, card, cash) =>
      `Olá ${n}, lembramos que falta concluir o pagamento do seu exame médico de imigração (${card} por pessoa no cartão, ${cash} em dinheiro).`,
  },
  'zh-CN': { reminder: (n, card, cash) => `${n}，您好：温馨提醒您完成移民体检的付款（刷卡每人 ${card}，现金每人 ${cash}）。` },
  ar: { reminder: (n, card, cash) => `مرحبًا ${n}، نذكّرك بإتمام دفع رسوم الفحص الطبي للهجرة (${card} للشخص بالبطاقة، و${cash} نقدًا).` },
  fa: {
    reminder: (n, card, cash) =>
      `سلام ${n}، یادآوری می‌کنیم که هزینه معاینه پزشکی مهاجرت خود را پرداخت کنید (${card} برای هر نفر با کارت، ${cash} به‌صورت نقدی).`,
  },
  ps: { reminder: (n, card, cash) => `سلام ${n}، یادونه کوو چې د کډوالۍ طبي معاینې پیسې ورکړئ (د هر کس لپاره په کارت ${card}، په نغدو ${cash}).` },
  pa: {
    reminder: (n, card, cash) =>
      `ਸਤਿ ਸ੍ਰੀ ਅਕਾਲ ${n}, ਯਾਦ ਦਿਵਾਉਣਾ ਚਾਹੁੰਦੇ ਹਾਂ ਕਿ ਆਪਣੀ ਇਮੀਗ੍ਰੇਸ਼ਨ ਮੈਡੀਕਲ ਜਾਂਚ ਦਾ ਭੁਗਤਾਨ ਪੂਰਾ ਕਰੋ (ਕਾਰਡ ਰਾਹੀਂ ${card} ਪ੍ਰਤੀ ਵਿਅਕਤੀ, ਨਕਦ ${cash})।`,
  },
};

export interface PaymentReminderSmsInput {
  language: LanguageCode;
  firstName: string;
  /** The fees per person, formatted ('$220.00'). */
  cardAmount: string;
  cashAmount: string;
  /** '' when the practice has no name (then the SMS does not start with it). */
  practiceName: string;
  /** '' leaves out the questions line. */
  phone: string;
}

/** The payment reminder SMS: "<practice>: <reminder> <questions>". */
export function paymentReminderSms(input: PaymentReminderSmsInput): string {
  const { language } = input;
  const plain = (value: string) => isolateText(language, value);
  const reminder = PAYMENT_REMINDER_TEXTS[language].reminder(plain(input.firstName), plain(input.cardAmount), plain(input.cashAmount));
  return [input.practiceName ? `${plain(input.practiceName)}: ${reminder}` : reminder, input.phone && QUESTIONS_TEXTS[language].call(plain(input.phone))]
    .filter(Boolean)
    .join(' ');
}
