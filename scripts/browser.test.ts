/**
 * The browser check `npm test` runs first: present → carry on; missing as root with apt-get → install
 * the Debian package; missing otherwise → one line saying how to install it, and exit code 1.
 */
import { APT_INSTALL_CHROMIUM, checkBrowser, chromiumPath, decideBrowserCheck, DEFAULT_CHROMIUM_PATH, type BrowserCheckSystem } from './browser';

const MISSING_LINE = 'Chromium not found at /usr/bin/chromium: install it with `sudo apt-get install chromium` or set CHROMIUM_PATH to a Chromium binary.';

/** A machine where only the files in `executables` exist; records what the check ran and printed. */
function fakeSystem(options: { env?: NodeJS.ProcessEnv; executables?: string[]; root?: boolean; apt?: boolean; installs?: boolean; failing?: string }) {
  const files = new Set(options.executables ?? []);
  const ran: Array<{ argv: string[]; frontend: string | undefined }> = [];
  const out: string[] = [];
  const err: string[] = [];
  const system: BrowserCheckSystem = {
    env: options.env ?? {},
    isExecutable: (path) => files.has(path),
    isRoot: () => options.root ?? false,
    onPath: (command) => command === 'apt-get' && (options.apt ?? false),
    run: (argv, env) => {
      ran.push({ argv, frontend: env.DEBIAN_FRONTEND });
      if (argv.join(' ') === options.failing) return false;
      if (options.installs && argv.includes('install')) files.add(DEFAULT_CHROMIUM_PATH);
      return true;
    },
    log: (line) => out.push(line),
    error: (line) => err.push(line),
  };
  return { system, ran, out, err };
}

describe('chromiumPath', () => {
  it('is CHROMIUM_PATH when set, else /usr/bin/chromium', () => {
    expect(DEFAULT_CHROMIUM_PATH).toBe('/usr/bin/chromium');
    expect(chromiumPath({})).toBe('/usr/bin/chromium');
    expect(chromiumPath({ CHROMIUM_PATH: '  ' })).toBe('/usr/bin/chromium');
    expect(chromiumPath({ CHROMIUM_PATH: '/opt/chromium/chrome' })).toBe('/opt/chromium/chrome');
  });
});

describe('decideBrowserCheck', () => {
  const missing = { path: DEFAULT_CHROMIUM_PATH, present: false, isRoot: true, hasAptGet: true };

  it('carries on when the browser is present, whoever runs it', () => {
    expect(decideBrowserCheck({ ...missing, present: true })).toEqual({ action: 'continue' });
    expect(decideBrowserCheck({ ...missing, present: true, isRoot: false, hasAptGet: false })).toEqual({ action: 'continue' });
  });

  it('installs the Debian package when missing, as root, with apt-get', () => {
    expect(decideBrowserCheck(missing)).toEqual({
      action: 'install',
      commands: [
        ['apt-get', 'update', '-qq'],
        ['apt-get', 'install', '-y', '-qq', 'chromium'],
      ],
    });
  });

  it('stops with one line and exit code 1 when missing and not root, or without apt-get', () => {
    expect(decideBrowserCheck({ ...missing, isRoot: false })).toEqual({ action: 'stop', message: MISSING_LINE, exitCode: 1 });
    expect(decideBrowserCheck({ ...missing, hasAptGet: false })).toEqual({ action: 'stop', message: MISSING_LINE, exitCode: 1 });
  });

  it('stops rather than installs when a CHROMIUM_PATH elsewhere is missing (the package would not put it there)', () => {
    const decision = decideBrowserCheck({ ...missing, path: '/opt/chromium/chrome' });
    expect(decision).toMatchObject({ action: 'stop', exitCode: 1 });
    expect(decision.action === 'stop' && decision.message).toMatch(
      /^Chromium not found at \/opt\/chromium\/chrome \(CHROMIUM_PATH\): .*apt-get install chromium/,
    );
  });
});

describe('checkBrowser', () => {
  it('goes on (0) without running or printing anything when the browser is there', () => {
    const { system, ran, out, err } = fakeSystem({ executables: [DEFAULT_CHROMIUM_PATH], root: true, apt: true });
    expect(checkBrowser(system)).toBe(0);
    expect([ran, out, err]).toEqual([[], [], []]);
  });

  it('checks the CHROMIUM_PATH binary, not /usr/bin/chromium', () => {
    const custom = fakeSystem({ env: { CHROMIUM_PATH: '/opt/chromium/chrome' }, executables: ['/opt/chromium/chrome'] });
    expect(checkBrowser(custom.system)).toBe(0);
    const onlyDefault = fakeSystem({ env: { CHROMIUM_PATH: '/opt/chromium/chrome' }, executables: [DEFAULT_CHROMIUM_PATH], root: true, apt: true });
    expect(checkBrowser(onlyDefault.system)).toBe(1);
    expect(onlyDefault.ran).toEqual([]);
    expect(onlyDefault.err).toHaveLength(1);
  });

  it('as root with apt-get, runs apt-get update then install (non-interactive) and goes on once the browser is there', () => {
    const { system, ran, out, err } = fakeSystem({ root: true, apt: true, installs: true });
    expect(checkBrowser(system)).toBe(0);
    expect(ran).toEqual(APT_INSTALL_CHROMIUM.map((argv) => ({ argv, frontend: 'noninteractive' })));
    expect(ran.map((r) => r.argv.slice(0, 2).join(' '))).toEqual(['apt-get update', 'apt-get install']);
    expect(out).toEqual(['Chromium not found at /usr/bin/chromium: installing the Debian package chromium...']);
    expect(err).toEqual([]);
  });

  it('stops with exit code 1 and the one line, running nothing, when not root', () => {
    const { system, ran, out, err } = fakeSystem({ root: false, apt: true, installs: true });
    expect(checkBrowser(system)).toBe(1);
    expect(ran).toEqual([]);
    expect(out).toEqual([]);
    expect(err).toEqual([MISSING_LINE]);
    expect(err[0]).not.toContain('\n');
  });

  it('stops with exit code 1 when the install fails or leaves no browser behind', () => {
    const failed = fakeSystem({ root: true, apt: true, installs: true, failing: 'apt-get update -qq' });
    expect(checkBrowser(failed.system)).toBe(1);
    expect(failed.ran.map((r) => r.argv.join(' '))).toEqual(['apt-get update -qq']);
    expect(failed.err).toEqual([MISSING_LINE]);

    const nothing = fakeSystem({ root: true, apt: true, installs: false });
    expect(checkBrowser(nothing.system)).toBe(1);
    expect(nothing.ran).toHaveLength(2);
    expect(nothing.err).toEqual([MISSING_LINE]);
  });
});
