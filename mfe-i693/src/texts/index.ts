import type { TextLoaders } from '@clinic/platform';

/** This remote's i18n namespaces: the public I-693 pages (eight languages) and the staff screens (English). */
export const NS = {
  public: 'i693-public',
  staff: 'i693-staff',
} as const;

/** One chunk per namespace and language: the browser downloads only the language it shows. */
export const TEXTS: TextLoaders = {
  [NS.public]: (language) => import(/* webpackChunkName: "texts-i693-public-[request]", webpackInclude: /\.ts$/ */ `./public/${language}`),
  // Staff screens are in English whatever the page language.
  [NS.staff]: () => import(/* webpackChunkName: "texts-i693-staff-en" */ './staff/en'),
};
