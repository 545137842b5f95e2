/**
 * The breaches of svc-core's module boundaries that dependency-cruiser reports (.dependency-cruiser.cjs), one line
 * each. A loop (rule `no-module-loop`, folder scope) is written one way, from its alphabetically first folder:
 * `auth → two-factor → auth`; an import past a module's face names the importing and the imported file.
 */
export interface BoundaryViolation {
  rule: { name: string };
  from: string;
  to: string;
  cycle?: Array<{ name: string }>;
}

const MODULES_DIR = 'svc-core/src/modules/';

/** One loop as a line, the same whichever of its folders the report starts from. */
export function loopLine(violation: Pick<BoundaryViolation, 'from' | 'cycle'>): string {
  const folders = [violation.from, ...(violation.cycle ?? []).map((step) => step.name)].map((name) => name.replace(MODULES_DIR, ''));
  // The cycle ends where it began.
  if (folders.length > 1 && folders[folders.length - 1] === folders[0]) folders.pop();
  const first = folders.indexOf([...folders].sort()[0]!);
  const rotated = [...folders.slice(first), ...folders.slice(0, first)];
  return [...rotated, rotated[0]].join(' → ');
}

/** Each breach once (dependency-cruiser reports a loop from each of its modules), loops first. */
export function boundaryLines(violations: BoundaryViolation[]): string[] {
  const loops = violations.filter((v) => v.rule.name === 'no-module-loop').map((v) => `import loop between svc-core modules: ${loopLine(v)}`);
  const faces = violations
    .filter((v) => v.rule.name !== 'no-module-loop')
    .map((v) => `${v.from} imports ${v.to}: another module is imported through its index.ts`);
  return [...new Set(loops)].sort().concat([...new Set(faces)].sort());
}
