import { isLanguageCode, type LanguageCode } from '@clinic/contracts';
import { i18n } from '@clinic/platform';

/** The page's display language, sent with the calls after which the server writes to the client. */
export function pageLanguage(): LanguageCode | undefined {
  return isLanguageCode(i18n.language) ? i18n.language : undefined;
}
