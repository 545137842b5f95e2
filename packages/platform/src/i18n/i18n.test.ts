import { ADMIN_MENU, LANGUAGES, OFFLINE_MESSAGE, ONLINE_MESSAGE, ROUTES } from '@clinic/contracts';
import { hydrateSession, sessionStore } from '../session/session';
import { I18N_NAMESPACES, i18n, initI18n, languageFromQuery, setLanguage } from './index';

let loadedAtStart: string[] = [];

beforeAll(async () => {
  localStorage.clear();
  hydrateSession();
  await initI18n('');
  loadedAtStart = LANGUAGES.filter(({ code }) => I18N_NAMESPACES.some((ns) => i18n.hasResourceBundle(code, ns))).map((l) => l.code);
});

it('starts with the texts of the start language only', () => {
  expect(loadedAtStart).toEqual(['en']);
});

afterEach(() => setLanguage('en'));

describe('setLanguage', () => {
  it('turns the page right-to-left for Arabic and keeps the choice', async () => {
    await setLanguage('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(localStorage.getItem('currentLanguage')).toBe('ar');
    expect(sessionStore.getState().currentLanguage).toBe('ar');
    expect(i18n.t('menu.home')).toBe('الرئيسية');
  });

  it('is right-to-left for Farsi and Pashto and left-to-right otherwise', async () => {
    await setLanguage('fa');
    expect(document.documentElement.dir).toBe('rtl');
    await setLanguage('ps');
    expect(document.documentElement.dir).toBe('rtl');
    await setLanguage('zh-CN');
    expect(document.documentElement.dir).toBe('ltr');
    expect(i18n.t('routes:home')).toBe('首页');
  });
});

describe('start language', () => {
  it('honours a valid lang query parameter and ignores an unknown one', async () => {
    expect(languageFromQuery('?lang=es')).toBe('es');
    expect(languageFromQuery('?lang=xx')).toBeNull();
    await initI18n('?lang=pt');
    expect(i18n.language).toBe('pt');
    expect(localStorage.getItem('currentLanguage')).toBe('pt');
    expect(document.documentElement.lang).toBe('pt');
  });
});

describe('texts', () => {
  it('keeps the exact English texts of the spec', async () => {
    await setLanguage('en');
    expect(['home', 'i693', 'appointments', 'faqs'].map((k) => i18n.t(`menu.${k}`))).toEqual(['HOME', 'I-693', 'APPOINTMENTS', 'FAQS']);
    expect(ADMIN_MENU.map((m) => i18n.t(`routes:menu.${m.labelKey}`))).toEqual([
      'Dashboard',
      'I693 Form',
      'Orders',
      'Doctor Availability',
      'Clients',
      'Staff',
      'Settings',
    ]);
    expect(i18n.t('network.offline')).toBe(OFFLINE_MESSAGE);
    expect(i18n.t('network.online')).toBe(ONLINE_MESSAGE);
  });

  it('has a page title for every route and a label for every admin menu item in all eight languages', async () => {
    await i18n.loadLanguages(LANGUAGES.map((l) => l.code));
    for (const { code } of LANGUAGES) {
      for (const route of ROUTES) {
        expect(i18n.exists(`routes:${route.titleKey}`, { lng: code, fallbackLng: false })).toBe(true);
      }
      for (const item of ADMIN_MENU) {
        expect(i18n.exists(`routes:menu.${item.labelKey}`, { lng: code, fallbackLng: false })).toBe(true);
      }
    }
  });
});
