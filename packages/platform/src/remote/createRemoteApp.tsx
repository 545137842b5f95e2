import { matchRoute, type RemoteName, type RouteMatch } from '@clinic/contracts';
import * as React from 'react';
import type { ComponentType } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact, { type ReactAppOrParcel } from 'single-spa-react';
import { i18n, initI18n, registerTextLoaders, type TextLoaders } from '../i18n';
import { useCurrentPath } from './location';
import { RemoteRenderError } from './RemoteRenderError';
import { PageLoading } from './PageLoading';

export interface PageProps {
  /** The route's `titleKey` (contracts ROUTES), translated by PageFrame in the `routes` namespace. */
  titleKey: string;
}

/** The page of each contracts route (by route name) a remote owns. */
export type RemotePages = Readonly<Record<string, ComponentType<PageProps>>>;

export interface RemoteAppOptions {
  /** The remote's name: the owner of its contracts routes. */
  name: RemoteName;
  pages: RemotePages;
  /** The route a pathname shows; contracts `matchRoute` unless the remote serves aliases. */
  resolveRoute?: (pathname: string) => RouteMatch | null;
  /** The remote's i18n namespaces, each loaded per language when a page first uses it. */
  texts: TextLoaders;
}

export type RemoteLifecycles = Pick<ReactAppOrParcel<object>, 'bootstrap' | 'mount' | 'unmount'>;

/**
 * The single-spa lifecycles a remote exposes as `./app`: mount renders, into `props.domElement`,
 * the page of the current URL when the remote owns its route (else nothing) and follows history
 * navigation; a page that throws is replaced by the error with Retry.
 */
export function createRemoteApp({ name, pages, resolveRoute = matchRoute, texts }: RemoteAppOptions): RemoteLifecycles & {
  /** Starts loading the page of the current URL before mount (the shell calls it once the remote has loaded). */
  preload(): void;
} {
  const pageOf = (pathname: string) => {
    const match = resolveRoute(pathname);
    return { match, Page: match?.route.owner === name ? pages[match.route.name] : undefined };
  };

  function RemoteApp() {
    const { match, Page } = pageOf(useCurrentPath());
    if (!match || !Page) return null;
    // Pages may be lazy (lazyPage): the remote's first download then holds only what its first page needs.
    // The Suspense boundary is for texts a page asks for later (another language, a namespace of its own).
    return (
      <React.Suspense fallback={<PageLoading />}>
        <Page titleKey={match.route.titleKey} />
      </React.Suspense>
    );
  }
  RemoteApp.displayName = `RemoteApp(${name})`;

  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: RemoteApp,
    errorBoundary: () => <RemoteRenderError />,
  });

  return {
    bootstrap: async (props) => {
      registerTextLoaders(texts);
      // The shell initialises i18n before starting single-spa; this keeps a remote usable on its own.
      if (!i18n.isInitialized) await initI18n();
      return lifecycles.bootstrap(props);
    },
    mount: lifecycles.mount,
    unmount: lifecycles.unmount,
    preload: () => {
      registerTextLoaders(texts);
      const { Page } = pageOf(window.location.pathname);
      if (Page && 'preload' in Page && typeof Page.preload === 'function') Page.preload();
    },
  };
}
