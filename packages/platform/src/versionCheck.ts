/**
 * `@clinic/platform/version-check`: whether the shell a remote is mounted in has a platform with what the remote
 * was built against. Unlike `@clinic/platform` this entry is not shared (packages/mf-build SHARED): each remote
 * bundles it with the version it was built against (PLATFORM_VERSION of ./version), and reads the version of the
 * shared copy that runs, the shell's, which may be older than the check itself: a copy without PLATFORM_VERSION
 * (0.1.0) counts as older. So it uses nothing of the shared copy but `i18n`, which every version has.
 */
import * as shared from '@clinic/platform';
import { PLATFORM_VERSION } from './version';

const numbers = (version: unknown) => (typeof version === 'string' ? version.split('.').map(Number) : []);

/**
 * Whether a shell's platform version (unknown when it has none) serves a remote built against `builtVersion`:
 * additive changes bump the minor version, so the same major and a minor at least as high (the patch aside).
 */
export function platformSatisfies(shellVersion: unknown, builtVersion: string): boolean {
  const [major, minor = NaN] = numbers(shellVersion);
  const [builtMajor, builtMinor = NaN] = numbers(builtVersion);
  return major === builtMajor && minor >= builtMinor;
}

/**
 * A remote's single-spa lifecycles (`create()`, e.g. createRemoteApp) when the shell's platform serves the
 * version the remote was built against. Otherwise `create` is not called: bootstrap (once per page load) says
 * on the console why, e.g. "mfe-i693 needs @clinic/platform 0.2 or newer; this shell has 0.1.0 or older —
 * deploy the shell first", and mount shows it in the remote's area, after the shell's "this part of the site
 * could not be loaded" in the page's language. The versions are parameters for tests only.
 */
export function requirePlatform<T extends object>(
  name: string,
  create: () => T,
  shellVersion: unknown = (shared as Partial<typeof shared>).PLATFORM_VERSION,
  builtVersion: string = PLATFORM_VERSION,
): T {
  if (platformSatisfies(shellVersion, builtVersion)) return create();
  const [major, minor] = builtVersion.split('.');
  const has = typeof shellVersion === 'string' ? shellVersion : '0.1.0 or older';
  // A newer major is a shell with breaking changes: the remote is the one to rebuild.
  const newerMajor = parseInt(has) > Number(major);
  const problem = `${name} needs @clinic/platform ${major}.${minor} or newer${newerMajor ? ` ${major}.x` : ''}; this shell has ${has} — ${newerMajor ? 'rebuild the remote' : 'deploy the shell first'}`;
  const shown = document.createElement('div');
  shown.setAttribute('role', 'alert');
  // Where the shell's own error box is (shell/src/remotes/RemoteError.tsx).
  shown.style.cssText = 'max-width:1200px;margin:auto;padding:24px 16px';
  shown.innerHTML = '<p></p><p lang="en" dir="ltr"></p>';
  const lifecycles = {
    bootstrap: async () => console.error(problem),
    mount: async ({ domElement }: { domElement: HTMLElement }) => {
      const { i18n } = shared;
      shown.firstChild!.textContent = i18n.t('common:remote.error');
      shown.lastChild!.textContent = problem;
      domElement.append(shown);
    },
    unmount: async () => shown.remove(),
    // No preload: the shell calls it only when there is one.
  };
  return lifecycles as unknown as T;
}
