/**
 * `npm run lint`: no new import loop between svc-core's modules. dependency-cruiser finds the loops at
 * folder level; the ones the code had when the check came in are listed in svc-core/module-loops.json, to
 * be removed one by one (its known-violations baseline does not cover folder loops). A loop not in the
 * list fails the check, and so does a listed one that is gone, until it is taken off the list.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compareLoops, type LoopViolation } from './module-loops';

const root = path.resolve(__dirname, '..');
const KNOWN_FILE = path.join(root, 'svc-core', 'module-loops.json');

const report = JSON.parse(
  execFileSync(path.join(root, 'node_modules', '.bin', 'depcruise'), ['svc-core/src', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  }),
) as { summary: { violations: Array<LoopViolation & { rule: { name: string } }> } };
const loops = report.summary.violations.filter((violation) => violation.rule.name === 'no-module-loop');
const known = JSON.parse(readFileSync(KNOWN_FILE, 'utf8')) as string[];
const { added, gone } = compareLoops(loops, known);

for (const line of added) console.error(`new import loop between svc-core modules: ${line}`);
for (const line of gone) console.error(`svc-core/module-loops.json lists a loop the code no longer has (take it off): ${line}`);
if (added.length > 0 || gone.length > 0) process.exitCode = 1;
else console.log(`svc-core modules: no new import loop (${known.length} known, listed in svc-core/module-loops.json)`);
