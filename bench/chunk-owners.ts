/**
 * Who a built JavaScript chunk belongs to, read from its source map: the bytes of the minified file
 * attributed to the npm package or the source folder they came from.
 */
import { existsSync, readFileSync } from 'node:fs';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

/** `react-dom`, `@emotion/react`, `packages/platform/src/i18n`, `mfe-public/src/components`... */
function ownerOf(source: string, app: string): string {
  const path = source.replace(/^webpack:\/\/[^/]*\//, '');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (pkg) return pkg[1]!;
  const workspace = /^(?:\.\.\/)+(packages\/[^/]+\/src\/[^/.]+)/.exec(path);
  if (workspace) return workspace[1]!;
  const own = /^(?:\.\/)?(src\/[^/.]+)/.exec(path);
  if (own) return `${app}/${own[1]}`;
  return path.startsWith('webpack/') ? 'webpack runtime' : path.split('/').slice(0, 2).join('/');
}

/** The largest owners of a chunk with their share of its bytes, e.g. `react-dom 98%`. */
export function chunkOwners(file: string, app: string, top = 3): string {
  if (!existsSync(`${file}.map`)) return '(no source map)';
  const code = readFileSync(file, 'utf8');
  const consumer = new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')) as RawSourceMap);
  const lines = code.split('\n');
  const bytes = new Map<string, number>();
  let previous: { line: number; column: number; source: string | null } | undefined;
  const credit = (end: number) => {
    if (!previous) return;
    const owner = previous.source ? ownerOf(previous.source, app) : 'webpack runtime';
    bytes.set(owner, (bytes.get(owner) ?? 0) + Math.max(0, end - previous.column));
  };
  consumer.eachMapping((m) => {
    if (previous && previous.line === m.generatedLine) credit(m.generatedColumn);
    else if (previous) credit(lines[previous.line - 1]?.length ?? previous.column);
    previous = { line: m.generatedLine, column: m.generatedColumn, source: m.source };
  });
  if (previous) credit(lines[previous.line - 1]?.length ?? previous.column);
  const total = [...bytes.values()].reduce((a, b) => a + b, 0) || 1;
  return [...bytes]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([owner, n]) => `${owner} ${Math.round((100 * n) / total)}%`)
    .join(', ');
}
