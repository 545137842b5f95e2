/**
 * `npm run lint`: svc-core's module boundaries (.dependency-cruiser.cjs): no import loop between modules, and a
 * module's files reached from elsewhere only through its index.ts. Each breach is printed once; any fails the check.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { boundaryLines, type BoundaryViolation } from './module-boundaries';

const root = path.resolve(__dirname, '..');

const report = JSON.parse(
  execFileSync(path.join(root, 'node_modules', '.bin', 'depcruise'), ['svc-core/src', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  }),
) as { summary: { violations: BoundaryViolation[] } };
const lines = boundaryLines(report.summary.violations);

for (const line of lines) console.error(line);
if (lines.length > 0) process.exitCode = 1;
else console.log('svc-core modules: no import loop, every module reached through its index.ts');
