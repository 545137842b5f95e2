import { lazy, type ComponentType } from 'react';
import type { PageProps } from './createRemoteApp';
import { registerTexts, type TextsByLanguage } from './texts';

export interface LoadedPage {
  page: ComponentType<PageProps>;
  /** Texts the page needs beyond those registered at bootstrap, added to the remote's namespace. */
  texts?: readonly TextsByLanguage[];
}

/**
 * A page loaded on first use, with its texts: `import()` inside `load` gives the page and its texts
 * chunks of their own, so a remote's first download holds only what its first page needs.
 */
export function lazyPage(namespace: string, load: () => Promise<LoadedPage>): ComponentType<PageProps> {
  return lazy(async () => {
    const { page, texts = [] } = await load();
    for (const byLanguage of texts) registerTexts(namespace, byLanguage);
    return { default: page };
  });
}
