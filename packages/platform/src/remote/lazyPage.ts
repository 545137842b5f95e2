import { lazy, type ComponentType } from 'react';
import { i18n } from '../i18n';
import type { PageProps } from './createRemoteApp';

/**
 * A page loaded on first use: `import()` inside `load` gives the page a chunk of its own, and the
 * i18n namespaces it shows load (in the current language only) alongside it, so neither waits for
 * the other and the page renders without a second loading state.
 */
export function lazyPage(load: () => Promise<ComponentType<PageProps>>, namespaces: readonly string[]): ComponentType<PageProps> {
  return lazy(async () => {
    const [page] = await Promise.all([load(), i18n.loadNamespaces([...namespaces])]);
    return { default: page };
  });
}
