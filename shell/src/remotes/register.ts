import { matchRoute, REMOTES, type RemoteName } from '@clinic/contracts';
import { currentRoles, isTwoFactorSetupRequired } from '@clinic/platform';
import { registerApplication } from 'single-spa';
import { guardRoute } from '../routing/guard';
import { loadRemoteApp } from './federation';
import { getOutletElement } from './outlet';
import { createRemoteApplication } from './remoteApplication';
import { renderRemoteError } from './RemoteError';

/** A remote is active on the routes it owns, once the route guard lets the current user in. */
export function isRemoteActive(name: RemoteName, location: Pick<Location, 'pathname' | 'search'>): boolean {
  if (matchRoute(location.pathname)?.route.owner !== name) return false;
  return guardRoute(location.pathname, location.search, currentRoles(), isTwoFactorSetupRequired()).allow;
}

/**
 * Starts loading the remote the current page shows (registry, manifest, entry, `./app`, then its page's
 * chunk when it offers `preload`) at once, while the shell still loads its texts and renders, instead of
 * after single-spa starts. Its application's load then finds it loaded; a failure is left to that load,
 * which shows the error and Retry.
 */
export function preloadActiveRemote(): void {
  const name = REMOTES.find((remote) => isRemoteActive(remote, window.location));
  if (!name) return;
  loadRemoteApp(name)
    .then((app) => {
      const preload = (app as { preload?: unknown } | null)?.preload;
      if (typeof preload === 'function') preload();
    })
    .catch(() => undefined);
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
