import { LANGUAGES } from '@clinic/contracts';
import { i18n, initI18n, registerTextLoaders, type TextLoaders } from '../i18n';

/** Every leaf (`a.b.c` -> text) of a texts object; list items are leaves too (`a.0`). */
function leaves(texts: object, prefix = ''): Array<[string, unknown]> {
  return Object.entries(texts).flatMap(([key, value]): Array<[string, unknown]> =>
    value !== null && typeof value === 'object' ? leaves(value as object, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );
}

/**
 * What differs from English in each language of each namespace (`ns/lang: missing key`, `extra
 * key`, `empty key`). Empty when every language has exactly the English keys, each with a text.
 */
export async function textKeyDifferences(byNamespace: TextLoaders): Promise<string[]> {
  const differences: string[] = [];
  for (const [namespace, load] of Object.entries(byNamespace)) {
    const english = new Set(leaves((await load('en')).default).map(([key]) => key));
    for (const { code } of LANGUAGES) {
      const texts = new Map(leaves((await load(code)).default));
      for (const key of english) if (!texts.has(key)) differences.push(`${namespace}/${code}: missing ${key}`);
      for (const [key, text] of texts) {
        if (!english.has(key)) differences.push(`${namespace}/${code}: extra ${key}`);
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
