/**
 * The system Chromium the end-to-end tests and the home-page bench drive (no browser is downloaded):
 * `CHROMIUM_PATH` when set, else the Debian package's `/usr/bin/chromium`. `npm test` checks for it
 * first (scripts/check-browser.ts), installing it where it can, so a missing browser stops the run at
 * once instead of after the typecheck, the unit tests and the build.
 */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/** The Chromium binary to launch: `CHROMIUM_PATH` when set (and not blank), else `/usr/bin/chromium`. */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.CHROMIUM_PATH?.trim() || DEFAULT_CHROMIUM_PATH;
}

/** What the check knows of the machine. */
export interface BrowserFacts {
  /** The binary wanted (chromiumPath()). */
  path: string;
  /** It exists and can be executed. */
  present: boolean;
  /** Running as root (uid 0), so apt-get may install packages. */
  isRoot: boolean;
  /** apt-get is on the PATH. */
  hasAptGet: boolean;
}

export type BrowserDecision =
  | { action: 'continue' }
  /** Commands to run in order (argv arrays), after which the browser must be present. */
  | { action: 'install'; commands: string[][] }
  /** Print the one-line message and exit with the code, before anything else runs. */
  | { action: 'stop'; message: string; exitCode: 1 };

/** The commands `.ci/run` uses: the Debian package installs /usr/bin/chromium. */
export const APT_INSTALL_CHROMIUM: string[][] = [
  ['apt-get', 'update', '-qq'],
  ['apt-get', 'install', '-y', '-qq', 'chromium'],
];

/** The one line printed when the browser is missing and cannot be installed here. */
export function missingBrowserMessage(path: string): string {
  return path === DEFAULT_CHROMIUM_PATH
    ? `Chromium not found at ${path}: install it with \`sudo apt-get install chromium\` or set CHROMIUM_PATH to a Chromium binary.`
    : `Chromium not found at ${path} (CHROMIUM_PATH): point CHROMIUM_PATH at a Chromium binary, or unset it and install \`sudo apt-get install chromium\` (${DEFAULT_CHROMIUM_PATH}).`;
}

/**
 * Present: carry on. Missing at the default path as root with apt-get: install the Debian package.
 * Otherwise (not root, no apt-get, or a CHROMIUM_PATH the package would not fill): stop with one line.
 */
export function decideBrowserCheck(facts: BrowserFacts): BrowserDecision {
  if (facts.present) return { action: 'continue' };
  if (facts.isRoot && facts.hasAptGet && facts.path === DEFAULT_CHROMIUM_PATH) return { action: 'install', commands: APT_INSTALL_CHROMIUM };
  return { action: 'stop', message: missingBrowserMessage(facts.path), exitCode: 1 };
}

/** The machine as the check sees it; the script passes the real one, the tests a fake. */
export interface BrowserCheckSystem {
  env: NodeJS.ProcessEnv;
  isExecutable(path: string): boolean;
  isRoot(): boolean;
  onPath(command: string): boolean;
  /** Runs a command with its output shown; true when it exits 0. */
  run(argv: string[], env: NodeJS.ProcessEnv): boolean;
  log(line: string): void;
  error(line: string): void;
}

/**
 * Finds the browser, installing it when the decision says so. Returns the exit code: 0 to go on with
 * the tests, 1 after printing one line saying how to install it.
 */
export function checkBrowser(system: BrowserCheckSystem): 0 | 1 {
  const path = chromiumPath(system.env);
  const decision = decideBrowserCheck({ path, present: system.isExecutable(path), isRoot: system.isRoot(), hasAptGet: system.onPath('apt-get') });
  if (decision.action === 'continue') return 0;
  if (decision.action === 'stop') {
    system.error(decision.message);
    return decision.exitCode;
  }
  system.log(`Chromium not found at ${path}: installing the Debian package chromium...`);
  const env = { ...system.env, DEBIAN_FRONTEND: 'noninteractive' };
  const installed = decision.commands.every((argv) => system.run(argv, env)) && system.isExecutable(path);
  if (installed) return 0;
  system.error(missingBrowserMessage(path));
  return 1;
}
