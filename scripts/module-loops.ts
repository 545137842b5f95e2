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

export interface LoopComparison {
  /** Loops the code has that the known list does not: the check fails on them. */
  added: string[];
  /** Known loops the code no longer has: the list is to lose them. */
  gone: string[];
}

export function compareLoops(violations: LoopViolation[], known: string[]): LoopComparison {
  const found = new Set(violations.map(loopLine));
  const knownSet = new Set(known);
  return { added: [...found].filter((line) => !knownSet.has(line)).sort(), gone: known.filter((line) => !found.has(line)) };
}
