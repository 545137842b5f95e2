import { DEFAULT_LANGUAGE, isLanguageCode, isRtl, LANGUAGES, type LanguageCode } from '@clinic/contracts';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { sessionStore, setCurrentLanguage } from '../session/session';
import { commonResources } from './resources/common';
import { routeResources } from './resources/routes';

export const I18N_NAMESPACES = ['common', 'routes'] as const;

/** The one i18next instance of the page (shared as a Module Federation singleton with every remote). */
export const i18n: I18n = i18next;

/** Sets `<html lang>` and `dir` (rtl for ar, fa, ps). */
export function applyDocumentLanguage(code: LanguageCode): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = code;
  document.documentElement.dir = isRtl(code) ? 'rtl' : 'ltr';
}

/** The language from a `lang` query parameter, when it names one of the eight. */
export function languageFromQuery(search: string): LanguageCode | null {
  const value = new URLSearchParams(search).get('lang');
  return isLanguageCode(value) ? value : null;
}

/**
 * Initialises i18next once with the shell's namespaces. The start language is the `lang` query
 * parameter when valid (and is then kept), else the stored currentLanguage, else English.
 */
export function initI18n(search: string = typeof window === 'undefined' ? '' : window.location.search): I18n {
  const fromQuery = languageFromQuery(search);
  if (fromQuery) setCurrentLanguage(fromQuery);
  const language = sessionStore.getState().currentLanguage ?? DEFAULT_LANGUAGE;
  if (!i18n.isInitialized) {
    const resources: Record<string, Record<string, object>> = {};
    for (const { code } of LANGUAGES) resources[code] = { common: commonResources[code], routes: routeResources[code] };
    void i18n.use(initReactI18next).init({
      resources,
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGES.map((l) => l.code),
      load: 'currentOnly',
      ns: [...I18N_NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
      showSupportNotice: false,
    });
  } else if (i18n.language !== language) {
    void i18n.changeLanguage(language);
  }
  applyDocumentLanguage(language);
  return i18n;
}

/** Switches the page language: i18next, the stored currentLanguage, `<html lang dir>`. */
export function setLanguage(code: LanguageCode): void {
  setCurrentLanguage(code);
  applyDocumentLanguage(code);
  if (i18n.isInitialized && i18n.language !== code) void i18n.changeLanguage(code);
}
