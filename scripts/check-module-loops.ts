/**
 * `npm run lint`: no import loop between svc-core's modules. dependency-cruiser finds them at folder
 * level (.dependency-cruiser.cjs); each is printed once, and any fails the check.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { loopLines, type LoopViolation } from './module-loops';

const root = path.resolve(__dirname, '..');

const report = JSON.parse(
  execFileSync(path.join(root, 'node_modules', '.bin', 'depcruise'), ['svc-core/src', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  }),
) as { summary: { violations: Array<LoopViolation & { rule: { name: string } }> } };
const loops = loopLines(report.summary.violations.filter((violation) => violation.rule.name === 'no-module-loop'));

for (const line of loops) console.error(`import loop between svc-core modules: ${line}`);
if (loops.length > 0) process.exitCode = 1;
else console.log('svc-core modules: no import loop');
