/** This remote's i18n namespaces, one per feature, each loaded per language when a page first shows it. */
export const NS = {
  pages: 'public-pages',
  forms: 'public-forms',
  faq: 'public-faq',
  legal: 'public-legal',
} as const;
