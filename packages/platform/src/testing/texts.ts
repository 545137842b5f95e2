import { LANGUAGES } from '@clinic/contracts';
import { i18n, initI18n, registerTextLoaders, type TextLoaders } from '../i18n';
import { PLURAL_CATEGORIES } from '../i18n/plurals';

/** Every leaf (`a.b.c` -> text) of a texts object; list items are leaves too (`a.0`). */
function leaves(texts: object, prefix = ''): Array<[string, unknown]> {
  return Object.entries(texts).flatMap(([key, value]): Array<[string, unknown]> =>
    value !== null && typeof value === 'object' ? leaves(value as object, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );
}

const PLURAL_FORM = new RegExp(`^(.+)_(${PLURAL_CATEGORIES.join('|')})$`);

/** The keys a language needs for the English keys: a counted text (`x_one`, `x_other`) in each form of its plural rules. */
function keysNeeded(english: Set<string>, code: string): Set<string> {
  const counted = new Set([...english].flatMap((key) => (key.endsWith('_other') ? [key.slice(0, -'_other'.length)] : [])));
  const forms = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
  const plain = [...english].filter((key) => !counted.has(PLURAL_FORM.exec(key)?.[1] ?? ''));
  return new Set([...plain, ...[...counted].flatMap((base) => forms.map((form) => `${base}_${form}`))]);
}

/**
 * What differs from English in each language of each namespace (`ns/lang: missing key`, `extra
 * key`, `empty key`). Empty when every language has the English keys, each with a text, and each
 * counted text in every plural form of that language (i18next shows the bare key for a missing one:
 * Arabic asks for zero, one, two, few, many and other), and no other key.
 */
export async function textKeyDifferences(byNamespace: TextLoaders): Promise<string[]> {
  const differences: string[] = [];
  for (const [namespace, load] of Object.entries(byNamespace)) {
    const english = new Set(leaves((await load('en')).default).map(([key]) => key));
    for (const { code } of LANGUAGES) {
      const needed = keysNeeded(english, code);
      const texts = new Map(leaves((await load(code)).default));
      for (const key of needed) if (!texts.has(key)) differences.push(`${namespace}/${code}: missing ${key}`);
      for (const [key, text] of texts) {
        // Forms of a counted text this language does not use are harmless (English-only namespaces give all six).
        const known = needed.has(key) || english.has(key) || (PLURAL_FORM.test(key) && english.has(key.replace(PLURAL_FORM, '$1_other')));
        if (!known) differences.push(`${namespace}/${code}: extra ${key}`);
        else if (typeof text !== 'string' || text.trim() === '') differences.push(`${namespace}/${code}: empty ${key}`);
      }
    }
  }
  return differences;
}

/**
 * For component tests: i18n started in English with these namespaces loaded. A later
 * `setLanguage` or `i18n.changeLanguage` loads them in the other language.
 */
export async function startI18nWith(byNamespace: TextLoaders): Promise<void> {
  registerTextLoaders(byNamespace);
  await initI18n('');
  await i18n.loadNamespaces(Object.keys(byNamespace));
}
