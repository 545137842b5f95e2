import type { TextLoaders } from '@clinic/platform';

/** This remote's i18n namespace: its name. */
export const TEXT_NAMESPACE = 'mfe-admin-leads';

/** One chunk per language: the browser downloads only the language it shows. */
export const TEXTS: TextLoaders = {
  [TEXT_NAMESPACE]: (language) => import(/* webpackChunkName: "texts-admin-leads-[request]", webpackInclude: /\.ts$/ */ `./admin-leads/${language}`),
};
