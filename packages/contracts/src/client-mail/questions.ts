import type { LanguageCode } from '../languages';

/** "Questions? Write to … or call …." of a client message, in the eight languages; no `<`, `>` or `&` (tested). */
interface QuestionsTexts {
  write: (email: string) => string;
  call: (phone: string) => string;
  both: (email: string, phone: string) => string;
}

export const QUESTIONS_TEXTS: Record<LanguageCode, QuestionsTexts> = {
  en: {
    write: (e) => `Questions? Write to ${e}.`,
    call: (p) => `Questions? Call ${p}.`,
    both: (e, p) => `Questions? Write to ${e} or call ${p}.`,
  },
  es: {
    write: (e) => `¿Preguntas? Escríbanos a ${e}.`,
    call: (p) => `¿Preguntas? Llámenos al ${p}.`,
    both: (e, p) => `¿Preguntas? Escríbanos a ${e} o llámenos al ${p}.`,
  },
  pt: {
    write: (e) => `Dúvidas? Escreva para ${e}.`,
    call: (p) => `Dúvidas? Ligue para ${p}.`,
    both: (e, p) => `Dúvidas? Escreva para ${e} ou ligue para ${p}.`,
  },
  'zh-CN': {
    write: (e) => `如有疑问，请发送邮件至 ${e}。`,
    call: (p) => `如有疑问，请致电 ${p}。`,
    both: (e, p) => `如有疑问，请发送邮件至 ${e} 或致电 ${p}。`,
  },
  ar: {
    write: (e) => `هل لديك أسئلة؟ راسلنا على ${e}.`,
    call: (p) => `هل لديك أسئلة؟ اتصل بنا على ${p}.`,
    both: (e, p) => `هل لديك أسئلة؟ راسلنا على ${e} أو اتصل بنا على ${p}.`,
  },
  fa: {
    write: (e) => `سؤالی دارید؟ به ${e} ایمیل بزنید.`,
    call: (p) => `سؤالی دارید؟ با شماره ${p} تماس بگیرید.`,
    both: (e, p) => `سؤالی دارید؟ به ${e} ایمیل بزنید یا با شماره ${p} تماس بگیرید.`,
  },
  ps: {
    write: (e) => `پوښتنې لرئ؟ ${e} ته برېښنالیک ولیکئ.`,
    call: (p) => `پوښتنې لرئ؟ موږ ته په ${p} زنګ ووهئ.`,
    both: (e, p) => `پوښتنې لرئ؟ ${e} ته برېښنالیک ولیکئ یا موږ ته په ${p} زنګ ووهئ.`,
  },
  pa: {
    write: (e) => `ਕੋਈ ਸਵਾਲ ਹੈ? ਸਾਨੂੰ ${e} 'ਤੇ ਲਿਖੋ।`,
    call: (p) => `ਕੋਈ ਸਵਾਲ ਹੈ? ਸਾਨੂੰ ${p} 'ਤੇ ਕਾਲ ਕਰੋ।`,
    both: (e, p) => `ਕੋਈ ਸਵਾਲ ਹੈ? ਸਾਨੂੰ ${e} 'ਤੇ ਲਿਖੋ ਜਾਂ ${p} 'ਤੇ ਕਾਲ ਕਰੋ।`,
  },
};

/**
 * The questions line with the practice's e-mail and phone that are set ('' when neither is), each
 * value passed through `wrap` (isolated left to right for the text or the HTML of the message).
 */
export function clientQuestionsLine(language: LanguageCode, contact: { email: string; phone: string }, wrap: (value: string) => string): string {
  const t = QUESTIONS_TEXTS[language];
  if (contact.email && contact.phone) return t.both(wrap(contact.email), wrap(contact.phone));
  if (contact.email) return t.write(wrap(contact.email));
  return contact.phone ? t.call(wrap(contact.phone)) : '';
}
