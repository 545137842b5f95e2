/** Every plural category of the site's languages (CLDR): the suffixes i18next may look up. */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

/**
 * The forms of an English text counted with `{{count}}`, for the staff namespaces that are English
 * whatever the page language. i18next picks the form by the page language's rules (Arabic asks for
 * zero, two, few and many; Spanish and Portuguese for many; Farsi, Punjabi and Portuguese call 0 "one")
 * and shows the bare key when that form is missing, so every form is given: `one` for 1, `other` for
 * the rest. 0 always reads `other`, since i18next looks for `_zero` first whenever the count is 0.
 */
export function englishPlural<K extends string>(key: K, one: string, other: string): Record<`${K}_${PluralCategory}`, string> {
  const forms = Object.fromEntries(PLURAL_CATEGORIES.map((category) => [`${key}_${category}`, category === 'one' ? one : other]));
  return forms as Record<`${K}_${PluralCategory}`, string>;
}
