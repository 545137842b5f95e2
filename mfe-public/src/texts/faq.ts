import type { LanguageCode } from '@clinic/contracts';
import { ar } from './faq/ar';
import { en, type FaqTexts } from './faq/en';
import { es } from './faq/es';
import { fa } from './faq/fa';
import { pa } from './faq/pa';
import { ps } from './faq/ps';
import { pt } from './faq/pt';
import { zhCN } from './faq/zh-CN';

export type { FaqTexts };

/** The FAQ (top-level key `faq`) in all eight languages. */
export const FAQ_TEXTS: Record<LanguageCode, FaqTexts> = { en, 'zh-CN': zhCN, pa, ar, es, ps, pt, fa };
