import type { TextLoaders } from '@clinic/platform';

/** This remote's i18n namespaces: its page intro (eight languages) and the calendar screen (English). */
export const NS = {
  intro: 'calendar-intro',
  staff: 'calendar-staff',
} as const;

/** One chunk per namespace and language: the browser downloads only the language it shows. */
export const TEXTS: TextLoaders = {
  [NS.intro]: (language) => import(/* webpackChunkName: "texts-admin-calendar-[request]", webpackInclude: /\.ts$/ */ `./intro/${language}`),
  // Staff screens are in English whatever the page language.
  [NS.staff]: () => import(/* webpackChunkName: "texts-calendar-staff-en" */ './staff/en'),
};
