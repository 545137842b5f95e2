import { REMOTES, type RemoteName } from '@clinic/contracts';

/** `/mfe/remotes.json`: each remote's name mapped to its mf-manifest.json URL (DESIGN.md 2). */
export type RemoteRegistry = Partial<Record<RemoteName, string>>;

export const REGISTRY_URL = '/mfe/remotes.json';

export function parseRegistry(value: unknown): RemoteRegistry {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error('remotes.json is not an object');
  const registry: RemoteRegistry = {};
  for (const name of REMOTES) {
    const url = (value as Record<string, unknown>)[name];
    if (typeof url === 'string' && url.trim() !== '') registry[name] = url;
  }
  return registry;
}

let pending: Promise<RemoteRegistry> | null = null;

/** The registry, fetched once; a failed fetch is forgotten so the next call (a Retry) asks again. */
export function loadRegistry(fetchImpl: typeof fetch = fetch): Promise<RemoteRegistry> {
  if (!pending) {
    pending = fetchImpl(REGISTRY_URL, { cache: 'no-cache', headers: { Accept: 'application/json' } })
      .then(async (res) => {
        if (!res.ok) throw new Error(`${REGISTRY_URL} answered ${res.status}`);
        return parseRegistry(await res.json());
      })
      .catch((error: unknown) => {
        pending = null;
        throw error;
      });
  }
  return pending;
}

/** Makes the next loadRegistry ask the server again (used by Retry). */
export function forgetRegistry(): void {
  pending = null;
}
