import { LANGUAGES, type LanguageCode } from '@clinic/contracts';
import { i18n } from '../i18n';

/** A namespace's texts in each of the eight languages. */
export type TextsByLanguage = Readonly<Record<LanguageCode, object>>;

/** Adds (deep-merging, overwriting) a namespace's texts in all eight languages to the shared i18next instance. */
export function registerTexts(namespace: string, textsByLanguage: TextsByLanguage): void {
  for (const { code } of LANGUAGES) i18n.addResourceBundle(code, namespace, textsByLanguage[code], true, true);
}
