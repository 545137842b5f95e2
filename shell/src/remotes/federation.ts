import type { RemoteName } from '@clinic/contracts';
import { init, loadRemote, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { forgetRegistry, loadRegistry } from './registry';

/** The host's Module Federation name (the shell's webpack config uses the same). */
export const HOST_NAME = 'shell';

const FAILED = Symbol.for('clinic.remoteLoadFailed');

/** What loadRemote answers instead of throwing when a remote cannot be loaded. */
export interface RemoteLoadFailure {
  [FAILED]: true;
  error: unknown;
}

export function isRemoteLoadFailure(value: unknown): value is RemoteLoadFailure {
  return !!value && typeof value === 'object' && FAILED in value;
}

/**
 * Turns a failed remote load (manifest or remoteEntry unreachable, container init failure) into a
 * value instead of an exception: the shell shows its error and Retry in that remote's area only.
 * Earlier lifecycles are left to throw so they reach the final 'onLoad' stage, which has the
 * complete error and whose return value becomes loadRemote's result.
 */
export function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'clinic-remote-error-plugin',
    async errorLoadRemote({ lifecycle, error }) {
      if (lifecycle !== 'onLoad') return undefined;
      const failure: RemoteLoadFailure = { [FAILED]: true, error };
      return failure;
    },
  };
}

let initialised = false;

function ensureInit(): void {
  if (initialised) return;
  init({ name: HOST_NAME, remotes: [], shareStrategy: 'loaded-first', plugins: [remoteErrorPlugin()] });
  initialised = true;
}

const registered = new Map<RemoteName, string>();

/**
 * Loads a module a remote exposes (`<remote>/<module>`) through the Module Federation runtime.
 * `force` drops what an earlier failed attempt cached (registry, manifest, entry) so a Retry really
 * asks the server again.
 */
export async function loadRemoteExpose(name: RemoteName, module: string, { force = false } = {}): Promise<unknown> {
  ensureInit();
  if (force) forgetRegistry();
  const registry = await loadRegistry();
  const entry = registry[name];
  if (!entry) throw new Error(`${name} is not listed in /mfe/remotes.json`);
  if (force || registered.get(name) !== entry) {
    registerRemotes([{ name, entry }], { force: registered.has(name) });
    registered.set(name, entry);
  }
  const loaded = await loadRemote<unknown>(`${name}/${module}`);
  if (isRemoteLoadFailure(loaded)) throw loaded.error instanceof Error ? loaded.error : new Error(String(loaded.error));
  if (loaded === null || loaded === undefined) throw new Error(`${name}/${module} could not be loaded`);
  return loaded;
}

/** Loads `<remote>/app`: the single-spa lifecycles the shell mounts. */
export function loadRemoteApp(name: RemoteName, options: { force?: boolean } = {}): Promise<unknown> {
  return loadRemoteExpose(name, 'app', options);
}
