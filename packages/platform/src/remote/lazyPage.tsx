import { useEffect, useState, type ComponentType } from 'react';
import { i18n } from '../i18n';
import type { PageProps } from './createRemoteApp';
import { PageLoading } from './PageLoading';

/** A page loaded on first use, whose chunk can be asked for before it renders. */
export type LazyPage = ComponentType<PageProps> & { preload(): void };

/**
 * A page loaded on first use: `import()` inside `load` gives the page a chunk of its own, and the
 * i18n namespaces it shows load (in the current language only) alongside it, so neither waits for
 * the other and the page renders without a second loading state. `preload` starts the chunk's and the
 * texts' download early (the shell, as soon as the remote has loaded); a failed download is tried again.
 *
 * Not React.lazy: a lazy component suspends on its first render even when its chunk has arrived, and
 * React reveals content that replaces a Suspense fallback no sooner than 300 ms after the fallback
 * showed — on every page's first load, the page painted 300 ms late. A page whose chunk and texts are
 * in renders at once; otherwise the loading indicator shows until they are, then the page (an
 * ordinary update, not a Suspense retry).
 */
export function lazyPage(load: () => Promise<ComponentType<PageProps>>, namespaces: readonly string[]): LazyPage {
  let component: ComponentType<PageProps> | null = null;
  let loading: Promise<ComponentType<PageProps>> | null = null;
  const loadPage = () =>
    (loading ??= load().then(
      (loaded) => (component = loaded),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const loadTexts = () => i18n.loadNamespaces([...namespaces]);
  const textsReady = () => namespaces.every((namespace) => i18n.hasLoadedNamespace(namespace));
  const ready = () => (component && textsReady() ? component : null);

  function Page(props: PageProps) {
    const [shown, setShown] = useState(ready);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      if (shown) return;
      let current = true;
      Promise.all([loadPage(), loadTexts()]).then(
        ([loaded]) => current && setShown(() => loaded),
        (error: unknown) => current && setFailure({ error }),
      );
      return () => {
        current = false;
      };
    }, [shown]);
    // The remote's error boundary shows the error with Retry, which mounts the page (and loads it) again.
    if (failure) throw failure.error;
    const Shown = shown;
    return Shown ? <Shown {...props} /> : <PageLoading />;
  }

  // The page's texts too, once i18next knows the page's language (it is initialised by the shell meanwhile).
  const preloadTexts = () => {
    const start = () => void loadTexts().catch(() => undefined);
    if (i18n.isInitialized) return start();
    const onInitialized = () => {
      i18n.off('initialized', onInitialized);
      start();
    };
    i18n.on('initialized', onInitialized);
  };
  return Object.assign(Page, {
    preload: () => {
      void loadPage().catch(() => undefined);
      preloadTexts();
    },
  });
}
