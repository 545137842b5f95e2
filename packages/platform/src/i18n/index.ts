import { DEFAULT_LANGUAGE, isLanguageCode, isRtl, LANGUAGES, type LanguageCode } from '@clinic/contracts';
import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { sessionStore, setCurrentLanguage, withLoading } from '../session/session';
import { loadTexts, registerTextLoaders } from './textLoaders';

export { registerTextLoaders, type TextLoader, type TextLoaders } from './textLoaders';

export const I18N_NAMESPACES = ['common', 'routes'] as const;

// One chunk per language with both namespaces, which the chrome always needs together (webpackInclude
// keeps other files of the folders out).
registerTextLoaders({
  common: (language) => import(/* webpackChunkName: "texts-platform-[request]", webpackInclude: /\.ts$/ */ `./resources/common/${language}`),
  routes: (language) => import(/* webpackChunkName: "texts-platform-[request]", webpackInclude: /\.ts$/ */ `./resources/routes/${language}`),
});

/** The one i18next instance of the page (shared as a Module Federation singleton with every remote). */
export const i18n: I18n = i18next;

/** Sets `<html lang>` and `dir` (rtl for ar, fa, ps). */
export function applyDocumentLanguage(code: LanguageCode): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = code;
  document.documentElement.dir = isRtl(code) ? 'rtl' : 'ltr';
}

/** The page's display language, sent with the calls after which the server writes to the client. */
export function pageLanguage(): LanguageCode | undefined {
  return isLanguageCode(i18n.language) ? i18n.language : undefined;
}

/** The language from a `lang` query parameter, when it names one of the eight. */
export function languageFromQuery(search: string): LanguageCode | null {
  const value = new URLSearchParams(search).get('lang');
  return isLanguageCode(value) ? value : null;
}

let initializing: Promise<unknown> | undefined;

/**
 * Initialises i18next once. The start language is the `lang` query parameter when valid (and is
 * then kept), else the stored currentLanguage, else English. Texts load per namespace and language
 * on first use (registerTextLoaders); this resolves once the shell's namespaces of the start
 * language are in. Every language has every key (tested), so there is no fallback language to
 * download; a missing key is reported on the console.
 */
export async function initI18n(search: string = typeof window === 'undefined' ? '' : window.location.search): Promise<I18n> {
  const fromQuery = languageFromQuery(search);
  if (fromQuery) setCurrentLanguage(fromQuery);
  const language = sessionStore.getState().currentLanguage ?? DEFAULT_LANGUAGE;
  initializing ??= i18n
    .use(resourcesToBackend(loadTexts))
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      supportedLngs: LANGUAGES.map((l) => l.code),
      load: 'currentOnly',
      ns: [...I18N_NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      showSupportNotice: false,
      saveMissing: true,
      saveMissingTo: 'current',
      missingKeyHandler: (languages, namespace, key) => console.warn(`[i18n] missing text ${namespace}:${key} (${languages.join(', ')})`),
    });
  await initializing;
  if (i18n.language !== language) await i18n.changeLanguage(language);
  applyDocumentLanguage(language);
  return i18n;
}

/**
 * Switches the page language: loads the texts the page uses in that language (under the global
 * loader), then switches i18next, the stored currentLanguage and `<html lang dir>` together.
 */
export async function setLanguage(code: LanguageCode): Promise<void> {
  if (i18n.isInitialized && i18n.language !== code) await withLoading(() => i18n.changeLanguage(code));
  setCurrentLanguage(code);
  applyDocumentLanguage(code);
}
