import type { LanguageCode } from '@clinic/contracts';
import { ar } from './legal/ar';
import { en } from './legal/en';
import { es } from './legal/es';
import { fa } from './legal/fa';
import { pa } from './legal/pa';
import { ps } from './legal/ps';
import { pt } from './legal/pt';
import type { LegalTexts } from './legal/types';
import { zhCN } from './legal/zh-CN';

export type { LegalBlock, LegalSection, LegalTexts } from './legal/types';

/** The privacy policy (key `privacy`) and terms of service (key `terms`) in all eight languages. */
export const LEGAL_TEXTS: Record<LanguageCode, LegalTexts> = { en, 'zh-CN': zhCN, pa, ar, es, ps, pt, fa };
