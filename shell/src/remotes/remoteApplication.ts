import type { LifeCycleFn, LifeCycles } from 'single-spa';

type Props = Record<string, unknown>;
type Lifecycle = LifeCycleFn<Props> | LifeCycleFn<Props>[];

/** What a remote's `./app` exposes: the single-spa lifecycles (functions or arrays of functions). */
export interface RemoteLifecycles {
  bootstrap?: Lifecycle;
  mount: Lifecycle;
  unmount: Lifecycle;
  update?: Lifecycle;
}

export interface RemoteApplicationOptions {
  name: string;
  /** Loads the remote's lifecycles; `force` after a failure so caches are bypassed. */
  load(options: { force: boolean }): Promise<unknown>;
  /** The element the remote areas live in (the chrome's outlet). */
  outlet(): HTMLElement;
  /** Renders the error with a Retry button into the remote's area; returns its cleanup. */
  renderError(container: HTMLElement, retry: () => void): () => void;
  onError?(name: string, error: unknown): void;
}

export function isRemoteLifecycles(value: unknown): value is RemoteLifecycles {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  const ok = (f: unknown) => typeof f === 'function' || (Array.isArray(f) && f.every((x) => typeof x === 'function'));
  return ok(v.mount) && ok(v.unmount) && (v.bootstrap === undefined || ok(v.bootstrap));
}

async function run(lifecycle: Lifecycle | undefined, props: Props): Promise<void> {
  if (!lifecycle) return;
  for (const fn of Array.isArray(lifecycle) ? lifecycle : [lifecycle]) await fn(props as never);
}

/** Module exports may wrap the lifecycles in `default`. */
function lifecyclesOf(loaded: unknown): RemoteLifecycles {
  if (isRemoteLifecycles(loaded)) return loaded;
  const inner = (loaded as { default?: unknown } | null)?.default;
  if (isRemoteLifecycles(inner)) return inner;
  throw new Error('the remote does not expose single-spa lifecycles { bootstrap, mount, unmount }');
}

/**
 * The single-spa application the shell registers for one remote. Its own lifecycles never reject:
 * loading the remote happens inside mount, and a remote that cannot be loaded, or whose bootstrap
 * or mount throws, gets an error with a Retry button in its area while single-spa keeps routing
 * every other application. Retry loads (bypassing caches) and mounts again in place.
 */
export function createRemoteApplication(options: RemoteApplicationOptions): LifeCycles<Props> {
  const { name } = options;
  let remote: RemoteLifecycles | null = null;
  let bootstrapped = false;
  let mounted = false;
  let container: HTMLElement | null = null;
  let clearError: (() => void) | null = null;
  // Each mount gets a number; a Retry that finishes after the user left does nothing.
  let generation = 0;

  const hideError = () => {
    clearError?.();
    clearError = null;
  };

  let loadFailed = false;

  async function attempt(props: Props, gen: number, force: boolean): Promise<void> {
    try {
      if (!remote || force) {
        loadFailed = true;
        remote = lifecyclesOf(await options.load({ force }));
        loadFailed = false;
      }
      if (gen !== generation || !container) return;
      if (!bootstrapped) {
        await run(remote.bootstrap, props);
        bootstrapped = true;
      }
      if (gen !== generation) return;
      await run(remote.mount, { ...props, domElement: container });
      mounted = true;
      if (gen !== generation) await unmountRemote(props);
    } catch (error) {
      options.onError?.(name, error);
      if (gen !== generation || !container) return;
      // A failed mount may have left half a tree behind.
      if (!loadFailed && remote && bootstrapped) await unmountRemote(props);
      container.replaceChildren();
      const target = container;
      clearError = options.renderError(target, () => {
        hideError();
        // Only a failed load needs the caches bypassed; a failed mount is simply tried again.
        void attempt(props, gen, loadFailed);
      });
    }
  }

  async function unmountRemote(props: Props): Promise<void> {
    if (!remote) return;
    mounted = false;
    try {
      await run(remote.unmount, { ...props, domElement: container });
    } catch (error) {
      options.onError?.(name, error);
    }
  }

  return {
    bootstrap: async () => undefined,
    mount: async (props: Props) => {
      generation += 1;
      container = document.createElement('div');
      container.id = `remote-${name}`;
      container.dataset.remote = name;
      options.outlet().appendChild(container);
      await attempt(props, generation, false);
    },
    unmount: async (props: Props) => {
      generation += 1;
      hideError();
      if (mounted) await unmountRemote(props);
      container?.remove();
      container = null;
    },
    update: async (props: Props) => {
      if (mounted && remote?.update) await run(remote.update, { ...props, domElement: container });
    },
  } as LifeCycles<Props>;
}
