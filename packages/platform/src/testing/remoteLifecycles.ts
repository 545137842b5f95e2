import type { RemoteLifecycles } from '../remote';
import { PLATFORM_VERSION } from '../version';

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

/**
 * A remote's lifecycles module (`load`, e.g. `() => import('./lifecycles')`) loaded afresh as it runs in a shell
 * whose platform is `version` (undefined: a shell from before PLATFORM_VERSION, which exports none), with
 * createRemoteApp spied on.
 */
async function lifecyclesInShell(version: string | undefined, load: () => Promise<RemoteLifecycles>) {
  const spy: { createRemoteApp?: jest.Mock; initI18n?: () => Promise<unknown> } = {};
  let lifecycles: RemoteLifecycles | undefined;
  try {
    await jest.isolateModulesAsync(async () => {
      jest.doMock('@clinic/platform', () => {
        const { PLATFORM_VERSION: _, ...actual } = jest.requireActual<typeof import('../index')>('@clinic/platform');
        spy.createRemoteApp = jest.fn(actual.createRemoteApp);
        spy.initI18n = () => actual.initI18n('');
        return { ...actual, createRemoteApp: spy.createRemoteApp, ...(version !== undefined && { PLATFORM_VERSION: version }) };
      });
      lifecycles = await load();
    });
  } finally {
    jest.dontMock('@clinic/platform');
  }
  // The shell has initialised its i18n (the chrome's texts) before it mounts a remote.
  await spy.initI18n!();
  return { lifecycles: lifecycles!, createRemoteApp: spy.createRemoteApp! };
}

/**
 * The tests of a remote's version check (`@clinic/platform/version-check`): in a shell whose platform is older
 * than the one the remote is built against, or has no version at all, mount shows why in the remote's area and
 * the console says it once, and createRemoteApp is not even called; with the same or a newer platform (same
 * major) the lifecycles are the ones createRemoteApp made.
 */
export function describePlatformVersionCheck(name: string, load: () => Promise<RemoteLifecycles>): void {
  const [major = 0, minor = 0] = PLATFORM_VERSION.split('.').map(Number);
  const older = minor > 0 ? `${major}.${minor - 1}.9` : `${major - 1}.99.0`;
  const problem = (has: string) => `${name} needs @clinic/platform ${major}.${minor} or newer; this shell has ${has} — deploy the shell first`;

  describe(`${name} in a shell built with another platform version`, () => {
    it.each([
      [`an older platform (${older})`, older, older],
      ['a platform from before its version was exported', undefined, '0.1.0 or older'],
    ])('with %s, shows why instead of its page and says it once on the console', async (_, version, has) => {
      const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        const { lifecycles, createRemoteApp } = await lifecyclesInShell(version, load);
        const remote = remoteTestHarness(name, lifecycles);
        await remote.bootstrap();
        for (const pathname of ['/', '/admin']) {
          const page = await remote.mountAt(pathname);
          const alert = page.domElement.querySelector('[role="alert"]');
          expect([...(alert?.querySelectorAll('p') ?? [])].map((p) => [p.textContent, p.lang])).toEqual([
            ['This part of the site could not be loaded.', ''],
            [problem(has), 'en'],
          ]);
          await page.unmount();
          expect(page.domElement.childElementCount).toBe(0);
        }
        expect(createRemoteApp).not.toHaveBeenCalled();
        expect(errors.mock.calls).toEqual([[problem(has)]]);
      } finally {
        errors.mockRestore();
      }
    });

    it.each([
      ['the same platform', PLATFORM_VERSION],
      ['a newer platform', `${major}.${minor + 1}.0`],
    ])('with %s, is the app createRemoteApp makes', async (_, version) => {
      const { lifecycles, createRemoteApp } = await lifecyclesInShell(version, load);
      expect(createRemoteApp).toHaveBeenCalledTimes(1);
      const made = createRemoteApp.mock.results[0]?.value as RemoteLifecycles;
      expect([lifecycles.bootstrap, lifecycles.mount, lifecycles.unmount]).toEqual([made.bootstrap, made.mount, made.unmount]);
    });
  });
}
