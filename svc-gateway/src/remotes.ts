import { REMOTES, type RemoteName } from '@clinic/contracts';

/** The environment variable that overrides each remote's manifest URL (a new version goes live without any rebuild). */
export const REMOTE_ENV_VARS: Record<RemoteName, string> = {
  'mfe-public': 'REMOTE_MFE_PUBLIC',
  'mfe-booking': 'REMOTE_MFE_BOOKING',
  'mfe-admin-leads': 'REMOTE_MFE_ADMIN_LEADS',
  'mfe-admin-calendar': 'REMOTE_MFE_ADMIN_CALENDAR',
  'mfe-i693': 'REMOTE_MFE_I693',
};

export type RemoteRegistry = Record<RemoteName, string>;

/** Where the shell reads the registry (DESIGN.md 2). */
export const REGISTRY_PATH = '/mfe/remotes.json';

export function defaultManifestUrl(name: RemoteName): string {
  return `/mfe/${name}/mf-manifest.json`;
}

/**
 * `GET /mfe/remotes.json`: each remote's manifest URL, served by this gateway by default, or the full
 * URL given in its REMOTE_MFE_* variable. A malformed override stops the gateway at start.
 */
export function remoteRegistry(env: Record<string, string | undefined>): RemoteRegistry {
  const registry = {} as RemoteRegistry;
  for (const name of REMOTES) {
    const variable = REMOTE_ENV_VARS[name];
    const override = env[variable]?.trim();
    if (override) {
      let url: URL;
      try {
        url = new URL(override);
      } catch {
        throw new Error(`${variable} must be a full manifest URL (http:// or https://), got "${override}"`);
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new Error(`${variable} must be an http:// or https:// URL, got "${override}"`);
      }
      registry[name] = url.toString();
    } else {
      registry[name] = defaultManifestUrl(name);
    }
  }
  return registry;
}

/** Origins other than our own that the browser must be allowed to load remotes from (CSP). */
export function remoteOrigins(registry: RemoteRegistry): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(registry)) {
    if (/^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}
