import { matchRoute, REMOTES } from '@clinic/contracts';
import { REGISTRY_PATH, type RemoteRegistry } from './remotes';

/**
 * `Link` preload hints for a page navigation: on a public page a remote renders, the registry and that
 * remote's manifest, so the browser fetches them beside the shell's startup scripts instead of one after
 * the other once the shell runs. Both match the `fetch()` the shell and the federation runtime make later
 * (cors mode, same-origin credentials: crossorigin=anonymous), which the preload then answers.
 * No hints for remoteEntry.js or the remote's chunks: Chrome answers a later load of a URL whose preload
 * failed with that failure, and those loads come only after the manifest, so a remote that was
 * unreachable would fail again on Retry. The registry and the manifest are always asked for first.
 */
export function preloadHints(registry: RemoteRegistry): (pathname: string) => string[] {
  return (pathname) => {
    const route = matchRoute(pathname)?.route;
    const owner = REMOTES.find((name) => name === route?.owner);
    if (route?.access !== 'public' || !owner) return [];
    return [REGISTRY_PATH, registry[owner]].map((url) => `<${url}>; rel=preload; as=fetch; crossorigin=anonymous`);
  };
}
