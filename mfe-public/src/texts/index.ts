import type { TextLoaders } from '@clinic/platform';
import { NS } from './namespace';

export { NS } from './namespace';

/** One chunk per feature and language: a visitor downloads only the texts of the pages they open, in their language. */
export const TEXTS: TextLoaders = {
  [NS.pages]: (language) => import(/* webpackChunkName: "texts-public-pages-[request]", webpackInclude: /\.ts$/ */ `./pages/${language}`),
  [NS.forms]: (language) => import(/* webpackChunkName: "texts-public-forms-[request]", webpackInclude: /\.ts$/ */ `./forms/${language}`),
  [NS.faq]: (language) => import(/* webpackChunkName: "texts-public-faq-[request]", webpackInclude: /\.ts$/ */ `./faq/${language}`),
  [NS.legal]: (language) => import(/* webpackChunkName: "texts-public-legal-[request]", webpackInclude: /\.ts$/ */ `./legal/${language}`),
};
