import type { TextLoaders } from '@clinic/platform';

/** This remote's i18n namespaces: its page intro (eight languages) and the calendar screen (English). */
export const TEXT_NAMESPACE = 'mfe-admin-calendar';
export const CALENDAR_NS = 'calendar-staff';

/** One chunk per namespace and language: the browser downloads only the language it shows. */
export const TEXTS: TextLoaders = {
  [TEXT_NAMESPACE]: (language) => import(/* webpackChunkName: "texts-admin-calendar-[request]", webpackInclude: /\.ts$/ */ `./admin-calendar/${language}`),
  // Staff screens are in English whatever the page language.
  [CALENDAR_NS]: () => import(/* webpackChunkName: "texts-calendar-staff-en" */ './staff/en'),
};
