import { lazy, type ComponentType } from 'react';
import { i18n } from '../i18n';
import type { PageProps } from './createRemoteApp';

/** A page loaded on first use, whose chunk can be asked for before it renders. */
export type LazyPage = ComponentType<PageProps> & { preload(): void };

/**
 * A page loaded on first use: `import()` inside `load` gives the page a chunk of its own, and the
 * i18n namespaces it shows load (in the current language only) alongside it, so neither waits for
 * the other and the page renders without a second loading state. `preload` starts the chunk's and the
 * texts' download early (the shell, as soon as the remote has loaded); a failed download is tried again.
 */
export function lazyPage(load: () => Promise<ComponentType<PageProps>>, namespaces: readonly string[]): LazyPage {
  let loading: Promise<ComponentType<PageProps>> | null = null;
  const loadPage = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  const page = lazy(async () => {
    const [component] = await Promise.all([loadPage(), i18n.loadNamespaces([...namespaces])]);
    return { default: component };
  });
  // The page's texts too, once i18next knows the page's language (it is initialised by the shell meanwhile).
  const loadTexts = () => void i18n.loadNamespaces([...namespaces]).catch(() => undefined);
  const preloadTexts = () => {
    if (i18n.isInitialized) return loadTexts();
    const onInitialized = () => {
      i18n.off('initialized', onInitialized);
      loadTexts();
    };
    i18n.on('initialized', onInitialized);
  };
  return Object.assign(page, {
    preload: () => {
      void loadPage().catch(() => undefined);
      preloadTexts();
    },
  });
}
