/**
 * First step of `npm test`: the end-to-end tests need the system Chromium (scripts/browser.ts). When it
 * is missing, install it (as root with apt-get, as .ci/run does) or stop at once with one line saying
 * how, before the typecheck or anything else runs.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';
import { checkBrowser } from './browser';

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

process.exitCode = checkBrowser({
  env: process.env,
  isExecutable,
  isRoot: () => process.getuid?.() === 0,
  onPath: (command) => (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir !== '' && isExecutable(path.join(dir, command))),
  run: (argv, env) => spawnSync(argv[0]!, argv.slice(1), { env, stdio: 'inherit' }).status === 0,
  log: (line) => console.log(line),
  error: (line) => console.error(line),
});
