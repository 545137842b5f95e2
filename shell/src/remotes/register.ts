import { matchRoute, REMOTES, type RemoteName } from '@clinic/contracts';
import { currentRoles, isTwoFactorSetupRequired } from '@clinic/platform';
import { registerApplication } from 'single-spa';
import { guardRoute } from '../routing/guard';
import { loadRemoteApp } from './federation';
import { getOutletElement } from './outlet';
import { preloadRemote } from './preload';
import { createRemoteApplication } from './remoteApplication';
import { renderRemoteError } from './RemoteError';

/** A remote is active on the routes it owns, once the route guard lets the current user in. */
export function isRemoteActive(name: RemoteName, location: Pick<Location, 'pathname' | 'search'>): boolean {
  if (matchRoute(location.pathname)?.route.owner !== name) return false;
  return guardRoute(location.pathname, location.search, currentRoles(), isTwoFactorSetupRequired()).allow;
}

/**
 * Starts loading the remote the current page shows, if the route guard lets the current user in, while
 * the shell still loads its texts and renders, instead of after single-spa starts (a public page's
 * remote has started from the entry script already: preloadPublicPageRemote).
 */
export function preloadActiveRemote(): void {
  const name = REMOTES.find((remote) => isRemoteActive(remote, window.location));
  if (name) preloadRemote(name);
}

/** One single-spa application per remote of contracts REMOTES. */
export function registerRemoteApplications(): void {
  for (const name of REMOTES) {
    const application = createRemoteApplication({
      name,
      load: ({ force }) => loadRemoteApp(name, { force }),
      outlet: getOutletElement,
      renderError: renderRemoteError,
      onError: (remote, error) => console.error(`[shell] ${remote}:`, error),
    });
    registerApplication({ name, app: async () => application, activeWhen: (location) => isRemoteActive(name, location) });
  }
}
