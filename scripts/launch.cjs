'use strict';
/**
 * `npm start`, in plain JavaScript so that it needs no TypeScript tool chain: runs dist/start.js,
 * which is scripts/start.ts compiled by `npm run build` (scripts/build-service.ts), in this process.
 *
 * It builds first when needed, with the dev dependencies (tsx, esbuild, webpack):
 * - when dist/start.js or a service's dist/main.js is missing (a fresh clone after `npm ci`):
 *   `npm run build`, everything;
 * - outside production, when a TypeScript source of the services, the server packages or scripts/ is
 *   newer than those outputs (someone edited the code): the services and dist/start.js again
 *   (a second or two), so `npm start` never runs stale code.
 * With NODE_ENV=production it never rebuilds what exists, and without the dev dependencies
 * (`npm ci --omit=dev`) it says what to do instead of building.
 */
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const OUTPUTS = ['dist/start.js', 'svc-core/dist/main.js', 'svc-notify/dist/main.js', 'svc-gateway/dist/main.js'].map((file) => path.join(root, file));
/** What the outputs are compiled from (folders, and scripts/start.ts with what it imports). */
const SOURCES = [
  'svc-core/src',
  'svc-notify/src',
  'svc-gateway/src',
  'packages/server-kit/src',
  'packages/contracts/src',
  'scripts/start.ts',
  'scripts/restart-policy.ts',
  'scripts/build-service.ts',
].map((p) => path.join(root, p));

/** The latest modification time of the TypeScript sources (tests excluded) at or under `file`. */
function newestSource(file) {
  if (!fs.statSync(file).isDirectory()) return fs.statSync(file).mtimeMs;
  let newest = 0;
  const dir = file;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') newest = Math.max(newest, newestSource(full));
    } else if (/\.(ts|cjs)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) {
      newest = Math.max(newest, fs.statSync(full).mtimeMs);
    }
  }
  return newest;
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The build failed; see the output above.');
    process.exit(1);
  }
}

function canBuild() {
  try {
    require.resolve('tsx/cli', { paths: [root] });
    require.resolve('esbuild', { paths: [root] });
    return true;
  } catch {
    return false;
  }
}

const missing = OUTPUTS.filter((file) => !fs.existsSync(file));
const production = process.env.NODE_ENV === 'production';
const stale =
  missing.length === 0 && !production && canBuild() && Math.max(...SOURCES.map(newestSource)) > Math.min(...OUTPUTS.map((file) => fs.statSync(file).mtimeMs));

if (missing.length > 0) {
  if (!canBuild()) {
    console.error(
      `Not built: ${missing.map((file) => path.relative(root, file)).join(', ')}. This install has no build tools (npm ci --omit=dev): build with the dev dependencies (npm ci && npm run build), then remove them (npm prune --omit=dev).`,
    );
    process.exit(1);
  }
  console.log('Building the platform (first start)...');
  run('npm', ['run', 'build']);
} else if (stale) {
  console.log('The server sources changed since the last build: compiling the services again...');
  run(process.execPath, [require.resolve('tsx/cli', { paths: [root] }), path.join(root, 'scripts/build-service.ts')]);
}

require(path.join(root, 'dist/start.js'));
