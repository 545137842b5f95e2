import type { LanguageCode } from '@clinic/contracts';
import { en, type FormTexts } from './forms-en';
import { es, pt } from './forms-es-pt';
import { ar, fa, ps } from './forms-rtl';
import { pa, zhCN } from './forms-zh-pa';

/** Texts of the requirements checker, the appointment request form and pre-checkout (top-level keys are this feature's own). */
export const FORM_TEXTS: Record<LanguageCode, FormTexts> = {
  en,
  'zh-CN': zhCN,
  pa,
  ar,
  es,
  ps,
  pt,
  fa,
};
