/**
 * The import loops between svc-core's modules that dependency-cruiser reports (.dependency-cruiser.cjs,
 * rule `no-module-loop`, folder scope), each written one way: its folders from the alphabetically first,
 * `auth → two-factor → auth`.
 */
export interface LoopViolation {
  from: string;
  cycle?: Array<{ name: string }>;
}

const MODULES_DIR = 'svc-core/src/modules/';

/** One loop as a line, the same whichever of its folders the report starts from. */
export function loopLine(violation: LoopViolation): string {
  const folders = [violation.from, ...(violation.cycle ?? []).map((step) => step.name)].map((name) => name.replace(MODULES_DIR, ''));
  // The cycle ends where it began.
  if (folders.length > 1 && folders[folders.length - 1] === folders[0]) folders.pop();
  const first = folders.indexOf([...folders].sort()[0]!);
  const rotated = [...folders.slice(first), ...folders.slice(0, first)];
  return [...rotated, rotated[0]].join(' → ');
}

/** Each loop once (dependency-cruiser reports a loop from each of its modules). */
export function loopLines(violations: LoopViolation[]): string[] {
  return [...new Set(violations.map(loopLine))].sort();
}
