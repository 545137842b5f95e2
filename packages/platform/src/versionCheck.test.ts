import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as platform from './index';
import { initI18n, setLanguage } from './i18n';
import { remoteTestHarness } from './testing/remoteLifecycles';
import { PLATFORM_VERSION } from './version';
import { platformSatisfies, requirePlatform } from './versionCheck';

const fakeApp = () => ({
  bootstrap: jest.fn(async () => undefined),
  mount: jest.fn(async () => undefined),
  unmount: jest.fn(async () => undefined),
  preload: jest.fn(),
});

describe('the platform version', () => {
  it("is the package's, and the shared copy exports it", () => {
    const manifest = JSON.parse(readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')) as { version: string };
    expect(PLATFORM_VERSION).toBe(manifest.version);
    expect(platform.PLATFORM_VERSION).toBe(PLATFORM_VERSION);
  });
});

describe('platformSatisfies (additive changes bump the minor version)', () => {
  it.each([
    ['0.2.0', '0.2.0'],
    ['0.2.3', '0.2.0'],
    ['0.2.0', '0.2.7'],
    ['0.3.0', '0.2.0'],
    ['0.10.0', '0.9.1'],
    ['1.4.0', '1.2.0'],
    ['0.2.0-rc.1', '0.2.0'],
  ])('a shell with %s serves a remote built against %s', (shell, built) => {
    expect(platformSatisfies(shell, built)).toBe(true);
  });

  it.each([
    ['0.1.0', '0.2.0', 'an older minor'],
    ['0.9.0', '0.10.0', 'an older minor, compared as a number'],
    [undefined, '0.2.0', 'no version (a shell from before PLATFORM_VERSION)'],
    [42, '0.2.0', 'a version that is not a string'],
    ['', '0.2.0', 'an empty version'],
    ['0', '0.2.0', 'a version without a minor'],
    ['next', '0.2.0', 'a version that is no number'],
    ['1.0.0', '0.2.0', 'a newer major (breaking changes)'],
    ['0.9.0', '1.0.0', 'an older major'],
  ])('a shell with %p does not serve a remote built against %s: %s', (shell, built, _reason) => {
    expect(platformSatisfies(shell, built)).toBe(false);
  });
});

describe('requirePlatform', () => {
  it.each([PLATFORM_VERSION, '0.2.0'])('is the app itself with a shell platform that serves the build (%s)', (shell) => {
    const app = fakeApp();
    expect(requirePlatform('mfe-public', () => app, shell, '0.2.0')).toBe(app);
  });

  describe('with an older shell platform', () => {
    let errors: jest.SpyInstance;
    beforeEach(() => (errors = jest.spyOn(console, 'error').mockImplementation(() => undefined)));
    afterEach(() => errors.mockRestore());

    it("never makes the app, and shows why in the page's language when the shell has the text", async () => {
      const create = jest.fn(fakeApp);
      const lifecycles = requirePlatform('mfe-i693', create, '0.1.0', '0.2.0');
      await initI18n('');
      await setLanguage('es');
      expect(lifecycles.preload).toBeUndefined();
      const remote = remoteTestHarness('mfe-i693', lifecycles);
      await remote.bootstrap();
      const page = await remote.mountAt('/i-693');
      const alert = page.domElement.querySelector('[role="alert"]')!;
      expect([...alert.querySelectorAll('p')].map((p) => [p.textContent, p.lang, p.dir])).toEqual([
        ['No se pudo cargar esta parte del sitio.', '', ''],
        ['mfe-i693 needs @clinic/platform 0.2 or newer; this shell has 0.1.0 — deploy the shell first', 'en', 'ltr'],
      ]);
      await page.unmount();
      await setLanguage('en');
      expect(page.domElement.childElementCount).toBe(0);
      expect(create).not.toHaveBeenCalled();
      expect(errors.mock.calls).toEqual([['mfe-i693 needs @clinic/platform 0.2 or newer; this shell has 0.1.0 — deploy the shell first']]);
    });

    it('says the remote is the one to rebuild when the shell has a newer major platform', async () => {
      const remote = remoteTestHarness('mfe-booking', requirePlatform('mfe-booking', fakeApp, '1.0.0', '0.2.0'));
      await remote.bootstrap();
      const page = await remote.mountAt('/booking');
      const problem = 'mfe-booking needs @clinic/platform 0.2 or newer 0.x; this shell has 1.0.0 — rebuild the remote';
      expect(page.domElement.querySelector('[role="alert"]')?.textContent).toContain(problem);
      expect(errors).toHaveBeenCalledWith(problem);
      await page.unmount();
    });
  });
});
