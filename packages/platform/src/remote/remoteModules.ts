import type { RemoteName } from '@clinic/contracts';

/** Loads a module another remote exposes (its `./<module>`), through the shell's federation runtime. */
export type RemoteModuleLoader = (remote: RemoteName, module: string) => Promise<unknown>;

let loader: RemoteModuleLoader | null = null;

/** The shell installs its loader at start-up (only it knows where each remote is deployed). */
export function setRemoteModuleLoader(next: RemoteModuleLoader | null): void {
  loader = next;
}

/**
 * A module of another remote, e.g. mfe-public's appointment request form inside the I-693 page: one
 * implementation, deployed with its own remote. Rejects when no shell provides a loader or the remote
 * cannot be reached; the caller shows its error with a Retry.
 */
export function loadRemoteModule<T>(remote: RemoteName, module: string): Promise<T> {
  if (!loader) return Promise.reject(new Error(`no shell is loading remote modules (wanted ${remote}/${module})`));
  return loader(remote, module) as Promise<T>;
}
