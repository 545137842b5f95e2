import fs from 'node:fs/promises';
import path from 'node:path';
import type Koa from 'koa';
import send from 'koa-send';
import { AppError, errors, REPO_ROOT } from '@clinic/server-kit';
import { API_PREFIX, ERROR_CODES, REMOTES, type RemoteName } from '@clinic/contracts';
import { preloadHints } from './preload-hints';
import { REGISTRY_PATH, type RemoteRegistry } from './remotes';

/** Build folders served in the all-in-one mode. */
export interface StaticRoots {
  shell: string;
  remotes: Partial<Record<RemoteName, string>>;
}

export function defaultStaticRoots(repoRoot: string = REPO_ROOT): StaticRoots {
  const remotes: Partial<Record<RemoteName, string>> = {};
  for (const name of REMOTES) remotes[name] = path.join(repoRoot, name, 'dist');
  return { shell: path.join(repoRoot, 'shell', 'dist'), remotes };
}

/** Entry points that name no version: always revalidated, so a redeploy is picked up at once. */
const ENTRY_FILES = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'remotes.json']);
/** `[name].[contenthash].ext` (webpack's hex content hash, 8+ characters), optionally pre-compressed. */
const HASHED_FILE = /[.-][0-9a-f]{8,}\.[a-z0-9]+(\.(gz|br|map))?$/i;

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function cacheControlFor(file: string): string {
  const name = path.basename(file);
  if (ENTRY_FILES.has(name)) return NO_CACHE;
  return HASHED_FILE.test(name) ? IMMUTABLE : NO_CACHE;
}

function decodedSegments(rawPath: string): string[] {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    throw errors.badRequest('The path is not valid.');
  }
  if (decoded.includes('\0') || decoded.includes('\\')) throw errors.forbidden('This path is not allowed.');
  const segments = decoded.split('/').filter(Boolean);
  if (segments.some((s) => s === '..' || s === '.')) throw errors.forbidden('This path is not allowed.');
  return segments;
}

/** The file under `root` for the given segments, or null when there is none (directories are not files). */
async function fileUnder(root: string, segments: string[]): Promise<string | null> {
  const resolvedRoot = path.resolve(root);
  const file = path.resolve(resolvedRoot, ...segments);
  if (file !== resolvedRoot && !file.startsWith(resolvedRoot + path.sep)) return null;
  try {
    const stats = await fs.stat(file);
    return stats.isFile() ? file : null;
  } catch {
    return null;
  }
}

async function serve(ctx: Koa.Context, root: string, file: string): Promise<void> {
  const relative = path.relative(path.resolve(root), file);
  await send(ctx, relative.split(path.sep).join('/'), {
    root,
    hidden: false,
    index: false,
    // The builds' precompressed copies (`.br`, `.gz` beside the file) for browsers that accept them;
    // a file without one is compressed per response by koa-compress.
    gzip: true,
    brotli: true,
    setHeaders: (res) => res.setHeader('Cache-Control', cacheControlFor(file)),
  });
  if (ctx.fresh) {
    ctx.status = 304;
    ctx.body = null;
  }
}

/** A page navigation asks for text/html explicitly; script and image loads send * / * only. */
function isPageRequest(ctx: Koa.Context): boolean {
  return ctx.get('accept').toLowerCase().includes('text/html');
}

/**
 * All-in-one static hosting: `/mfe/remotes.json`, each remote's build under `/mfe/<remote>/`, the
 * shell's assets, and the shell's index.html for every other page path (the shell renders its
 * own 404 page for unknown routes), with preload hints for the remote of a public page. Folders
 * that do not exist (not built) answer JSON errors.
 */
export function staticSite({ roots, registry }: { roots: StaticRoots; registry: RemoteRegistry }): Koa.Middleware {
  const remotesJson = JSON.stringify(registry);
  const hintsFor = preloadHints(registry);
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === REGISTRY_PATH) {
      ctx.set('Cache-Control', NO_CACHE);
      ctx.set('Access-Control-Allow-Origin', '*');
      ctx.type = 'application/json';
      ctx.body = remotesJson;
      return;
    }
    // Paths with owners of their own never get the single-page fallback.
    if (ctx.path === API_PREFIX || ctx.path.startsWith('/api/') || ctx.path === '/healthz' || ctx.path === '/readyz') {
      return next();
    }
    const segments = decodedSegments(ctx.path);

    if (segments[0] === 'mfe') {
      const remote = segments[1] as RemoteName | undefined;
      const root = remote && REMOTES.includes(remote) ? roots.remotes[remote] : undefined;
      const file = root && segments.length > 2 ? await fileUnder(root, segments.slice(2)) : null;
      if (!root || !file) throw errors.notFound('No such remote file.');
      // A shell on another origin may load this remote (one remote deployed alone).
      ctx.set('Access-Control-Allow-Origin', '*');
      ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
      await serve(ctx, root, file);
      return;
    }

    const asset = segments.length > 0 ? await fileUnder(roots.shell, segments) : null;
    if (asset) {
      await serve(ctx, roots.shell, asset);
      return;
    }
    const last = segments[segments.length - 1] ?? '';
    if (last.includes('.') && !isPageRequest(ctx)) throw errors.notFound('No such file.');
    const index = await fileUnder(roots.shell, ['index.html']);
    if (!index) {
      throw new AppError(503, ERROR_CODES.unavailable, 'The site is not built yet. Run `npm run build` (npm start builds what is missing).');
    }
    const hints = hintsFor(ctx.path);
    if (hints.length > 0) ctx.set('Link', hints.join(', '));
    await serve(ctx, roots.shell, index);
  };
}
