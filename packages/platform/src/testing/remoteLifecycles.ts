import type { RemoteLifecycles } from '../remote';

type LifecycleProps = Parameters<RemoteLifecycles['mount']>[0];

export interface MountedRemote {
  domElement: HTMLElement;
  /** The text of the page's h1, if any. */
  heading(): string | undefined;
  unmount(): Promise<unknown>;
}

/**
 * Drives a remote's single-spa lifecycles in tests the way the shell does: bootstrap once, then
 * mount into a fresh element at a URL. Rendering is asynchronous as under single-spa, so
 * assertions wait for the DOM rather than act().
 */
export function remoteTestHarness(name: string, lifecycles: RemoteLifecycles) {
  const propsFor = (domElement: HTMLElement) => ({ name, domElement }) as unknown as LifecycleProps;
  return {
    bootstrap(): Promise<unknown> {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
      return lifecycles.bootstrap(propsFor(document.createElement('div')));
    },
    async mountAt(pathname: string): Promise<MountedRemote> {
      window.history.pushState({}, '', pathname);
      const domElement = document.createElement('div');
      document.body.append(domElement);
      const props = propsFor(domElement);
      await lifecycles.mount(props);
      return {
        domElement,
        heading: () => domElement.querySelector('h1')?.textContent ?? undefined,
        unmount: () => lifecycles.unmount(props),
      };
    },
  };
}
