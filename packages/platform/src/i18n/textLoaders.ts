import type { LanguageCode } from '@clinic/contracts';

/**
 * A namespace's texts in one language: a dynamic `import()` of that language's module (default
 * export), so the browser downloads only the languages it shows.
 */
export type TextLoader = (language: LanguageCode) => Promise<{ default: object }>;

/** The text loaders of the shell or of a remote, by i18n namespace. */
export type TextLoaders = Readonly<Record<string, TextLoader>>;

const loaders = new Map<string, TextLoader>();

/** Makes namespaces loadable; i18next loads each for the current language when first used. */
export function registerTextLoaders(byNamespace: TextLoaders): void {
  for (const [namespace, load] of Object.entries(byNamespace)) loaders.set(namespace, load);
}

/** The texts of a namespace in a language (the i18next backend). */
export async function loadTexts(language: string, namespace: string): Promise<object> {
  const load = loaders.get(namespace);
  if (!load) throw new Error(`No texts are registered for the i18n namespace "${namespace}"`);
  return (await load(language as LanguageCode)).default;
}
