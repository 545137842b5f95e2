import type { TextLoaders } from '@clinic/platform';

/** This remote's i18n namespaces: its page intros (eight languages) and the staff screens (English). */
export const NS = {
  intro: 'leads-intro',
  staff: 'leads-staff',
} as const;

/** One chunk per namespace and language: the browser downloads only the language it shows. */
export const TEXTS: TextLoaders = {
  [NS.intro]: (language) => import(/* webpackChunkName: "texts-admin-leads-[request]", webpackInclude: /\.ts$/ */ `./intro/${language}`),
  // Staff screens are in English whatever the page language.
  [NS.staff]: () => import(/* webpackChunkName: "texts-leads-staff-en" */ './staff/en'),
};
