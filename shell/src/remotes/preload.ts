import { matchRoute, REMOTES, type RemoteName } from '@clinic/contracts';
import { loadRemoteApp } from './federation';

const started = new Set<RemoteName>();

/**
 * Starts loading a remote (registry, manifest, entry, `./app`, then its page's chunk and texts when it
 * offers `preload`), once per page load. Its application's load then finds it loaded; a failure is left
 * to that load, which shows the error and Retry.
 */
export function preloadRemote(name: RemoteName): void {
  if (started.has(name)) return;
  started.add(name);
  loadRemoteApp(name)
    .then((app) => {
      const preload = (app as { preload?: unknown } | null)?.preload;
      if (typeof preload === 'function') preload();
    })
    .catch(() => undefined);
}

/**
 * The remote of a public page, from the entry script: a public route needs no session to be let in, so
 * its remote loads beside the shell's startup chunks instead of after them. Shared modules still resolve
 * to the shell's copies, which the shell registers before its entry runs and which, with the loaded-first
 * strategy, a remote's copy of the same version never replaces.
 */
export function preloadPublicPageRemote(pathname: string): void {
  const route = matchRoute(pathname)?.route;
  const owner = REMOTES.find((name) => name === route?.owner);
  if (route?.access === 'public' && owner) preloadRemote(owner);
}
