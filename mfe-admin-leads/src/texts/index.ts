import type { TextLoaders } from '@clinic/platform';

/** This remote's i18n namespaces: its page intros (eight languages) and the Leads screen (English). */
export const TEXT_NAMESPACE = 'mfe-admin-leads';
export const LEADS_NS = 'leads-staff';

/** One chunk per namespace and language: the browser downloads only the language it shows. */
export const TEXTS: TextLoaders = {
  [TEXT_NAMESPACE]: (language) => import(/* webpackChunkName: "texts-admin-leads-[request]", webpackInclude: /\.ts$/ */ `./admin-leads/${language}`),
  // Staff screens are in English whatever the page language.
  [LEADS_NS]: () => import(/* webpackChunkName: "texts-leads-staff-en" */ './staff/en'),
};
