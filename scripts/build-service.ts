/**
 * Compiles the Node programs to JavaScript, one esbuild bundle per entry point (CommonJS, Node 20,
 * with source maps), so production runs them with plain `node` and no TypeScript tool chain:
 *
 *   svc-core     src/main.ts -> svc-core/dist/main.js, and every src/cli/*.ts -> svc-core/dist/cli/*.js
 *   svc-notify   src/main.ts -> svc-notify/dist/main.js
 *   svc-gateway  src/main.ts -> svc-gateway/dist/main.js
 *   start        scripts/start.ts -> dist/start.js (what `npm start` runs, through scripts/launch.js)
 *
 * `tsx scripts/build-service.ts [target...]` (no target: all of them). Each service's `npm run build`
 * calls it with its own name; the root `npm run build` runs those through lerna, then `start`.
 *
 * The workspace packages (@clinic/*, TypeScript source) are compiled into the bundle; every npm
 * package stays external and is required from node_modules at run time, so it must be a
 * "dependencies" entry (not a devDependency) of the package whose code imports it, or
 * `npm ci --omit=dev` would not install it: the build fails naming any that is not. A package that a
 * workspace has in a node_modules of its own (another version than the one the bundle's folder
 * would find, e.g. server-kit's lru-cache) is compiled into the bundle instead.
 * server-kit's embedded-db-process.cjs, which database.ts forks from its own folder, is copied beside
 * each bundle that includes database.ts.
 */
import { copyFileSync, existsSync, readFileSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { build, type Metafile, type Plugin } from 'esbuild';

const root = path.resolve(__dirname, '..');

interface Target {
  /** Folder the outputs go to (emptied first). */
  outdir: string;
  /** Common folder of the entry points: an entry's path below it is its path below outdir. */
  outbase: string;
  entryPoints: string[];
}

function serviceTarget(name: string): Target {
  const src = path.join(root, name, 'src');
  const cliDir = path.join(src, 'cli');
  const cli = existsSync(cliDir)
    ? readdirSync(cliDir)
        .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts') && !file.includes('test-support'))
        .map((file) => path.join(cliDir, file))
    : [];
  return { outdir: path.join(root, name, 'dist'), outbase: src, entryPoints: [path.join(src, 'main.ts'), ...cli] };
}

export const TARGETS: Record<string, () => Target> = {
  'svc-core': () => serviceTarget('svc-core'),
  'svc-notify': () => serviceTarget('svc-notify'),
  'svc-gateway': () => serviceTarget('svc-gateway'),
  start: () => ({ outdir: path.join(root, 'dist'), outbase: path.join(root, 'scripts'), entryPoints: [path.join(root, 'scripts/start.ts')] }),
};

const BUILTINS = new Set(builtinModules);
const EMBEDDED_DB_PROCESS = path.join(root, 'packages/server-kit/src/embedded-db-process.cjs');

/** `@scope/name/sub` -> `@scope/name`, `name/sub` -> `name`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** The folder of `name` that Node's lookup finds from `dir` (node_modules of dir, then of each parent). */
function installedPackageDir(name: string, dir: string): string | undefined {
  for (let current = dir; ; current = path.dirname(current)) {
    const candidate = path.join(current, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return realpathSync(candidate);
    if (path.dirname(current) === current) return undefined;
  }
}

/** The nearest package.json at or above `dir`. */
function owningPackage(dir: string): { file: string; json: Record<string, Record<string, string> | undefined> } | undefined {
  for (let current = dir; ; current = path.dirname(current)) {
    const file = path.join(current, 'package.json');
    if (existsSync(file)) return { file, json: JSON.parse(readFileSync(file, 'utf8')) };
    if (path.dirname(current) === current) return undefined;
  }
}

/** Keeps npm packages external (checking each is a runtime dependency) and compiles @clinic/* in. */
function externalPackages(outdir: string, problems: Set<string>, inlined: Set<string>): Plugin {
  return {
    name: 'external-packages',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith('node:') || BUILTINS.has(args.path) || BUILTINS.has(packageName(args.path))) return { path: args.path, external: true };
        const name = packageName(args.path);
        if (name.startsWith('@clinic/')) return undefined;
        const importerDir = path.dirname(args.importer);
        const owner = owningPackage(importerDir);
        const json = owner?.json;
        const declared = Boolean(json?.dependencies?.[name] ?? json?.peerDependencies?.[name] ?? json?.optionalDependencies?.[name]);
        if (!declared)
          problems.add(
            `${name}, imported by ${path.relative(root, args.importer)}, is not in the "dependencies" of ${owner ? path.relative(root, owner.file) : 'any package.json'}`,
          );
        const wanted = installedPackageDir(name, importerDir);
        if (wanted && wanted !== installedPackageDir(name, outdir)) {
          inlined.add(`${name} (${path.relative(root, wanted)})`);
          return undefined;
        }
        return { path: args.path, external: true };
      });
    },
  };
}

export async function buildTarget(name: string): Promise<void> {
  const make = TARGETS[name];
  if (!make) throw new Error(`Unknown build target "${name}"; known: ${Object.keys(TARGETS).join(', ')}`);
  const target = make();
  const started = Date.now();
  rmSync(target.outdir, { recursive: true, force: true });
  const problems = new Set<string>();
  const inlined = new Set<string>();
  const result = await build({
    absWorkingDir: root,
    entryPoints: target.entryPoints,
    outbase: target.outbase,
    outdir: target.outdir,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    sourcemap: true,
    // Paths in the source maps relative to the map, as the repository lays them out.
    sourcesContent: false,
    metafile: true,
    logLevel: 'warning',
    plugins: [externalPackages(target.outdir, problems, inlined)],
  });
  if (problems.size > 0) {
    rmSync(target.outdir, { recursive: true, force: true });
    throw new Error(`${name}: ${[...problems].join('; ')}. Production installs (npm ci --omit=dev) would lack it: add it to "dependencies".`);
  }
  const outputs = Object.keys(result.metafile.outputs).filter((file) => file.endsWith('.js'));
  for (const output of outputs) {
    if (includes(result.metafile.outputs[output]!.inputs, 'packages/server-kit/src/database.ts'))
      copyFileSync(EMBEDDED_DB_PROCESS, path.join(root, path.dirname(output), path.basename(EMBEDDED_DB_PROCESS)));
  }
  const note = inlined.size > 0 ? `; compiled in, as its own copy differs from the one beside the bundle: ${[...inlined].join(', ')}` : '';
  console.log(`${name}: ${outputs.join(', ')} in ${Date.now() - started} ms${note}`);
}

/** Whether an output's inputs (paths relative to absWorkingDir, the root) include `file`. */
function includes(inputs: Metafile['outputs'][string]['inputs'], file: string): boolean {
  return Object.keys(inputs).some((input) => path.resolve(root, input) === path.join(root, file));
}

async function main(): Promise<void> {
  const names = process.argv.slice(2);
  for (const name of names.length > 0 ? names : Object.keys(TARGETS)) await buildTarget(name);
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
