import { LANGUAGES, type LanguageCode } from '@clinic/contracts';
import { FAQ_TEXTS } from './faq';
import { FORM_TEXTS } from './forms';
import { LEGAL_TEXTS } from './legal';
import { PAGE_TEXTS } from './pages';

/** This remote's i18n namespace: its name, under which createRemoteApp registers TEXTS. */
export const TEXT_NAMESPACE = 'mfe-public';

/** Every feature's texts; each feature file keeps to its own top-level keys. */
export const TEXTS = Object.fromEntries(
  LANGUAGES.map(({ code }) => [code, { ...PAGE_TEXTS[code], ...FORM_TEXTS[code], ...FAQ_TEXTS[code], ...LEGAL_TEXTS[code] }]),
) as Record<LanguageCode, object>;
