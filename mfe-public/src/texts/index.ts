import { LANGUAGES, type LanguageCode } from '@clinic/contracts';
import { FAQ_TEXTS } from './faq';
import { FORM_TEXTS } from './forms';
import { LEGAL_TEXTS } from './legal';
import { PAGE_TEXTS } from './pages';

export { TEXT_NAMESPACE } from './namespace';

/**
 * Every feature's texts at once, for tests that render components outside their page. The app itself
 * registers PAGE_TEXTS at bootstrap and each other feature's texts with the page that uses them
 * (pages/index.ts), so the home page does not download the FAQ, the legal texts or the forms.
 */
export const TEXTS = Object.fromEntries(
  LANGUAGES.map(({ code }) => [code, { ...PAGE_TEXTS[code], ...FORM_TEXTS[code], ...FAQ_TEXTS[code], ...LEGAL_TEXTS[code] }]),
) as Record<LanguageCode, object>;
