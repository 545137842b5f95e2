import type { LanguageCode } from '@clinic/contracts';

/** Texts of the requirements checker, the appointment request form and pre-checkout (top-level keys are this feature's own). */
export const FORM_TEXTS: Record<LanguageCode, object> = {
  en: {},
  'zh-CN': {},
  pa: {},
  ar: {},
  es: {},
  ps: {},
  pt: {},
  fa: {},
};
