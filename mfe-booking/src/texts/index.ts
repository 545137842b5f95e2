import type { TextLoaders } from '@clinic/platform';

/** This remote's i18n namespaces: the client's booking pages (eight languages). */
export const NS = {
  client: 'booking-client',
} as const;

/** One chunk per language: the browser downloads only the language it shows. */
export const TEXTS: TextLoaders = {
  [NS.client]: (language) => import(/* webpackChunkName: "texts-booking-[request]", webpackInclude: /\.ts$/ */ `./client/${language}`),
};
