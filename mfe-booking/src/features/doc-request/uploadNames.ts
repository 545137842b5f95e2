import { withoutNarrowNoBreakSpaces } from '@clinic/contracts';

/** "scan.pdf", 2 -> "scan (2).pdf". */
function numbered(name: string, n: number): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`;
}

/**
 * The name each file is sent under, per group: its name without narrow no-break spaces, numbered
 * when an earlier file of the send already has it. The server finds each file's applicant by name,
 * so two applicants' "image.jpg" (phone photos are often named alike) must not share one.
 */
export function namesForUpload(groups: ReadonlyArray<readonly File[]>): string[][] {
  const used = new Set<string>();
  return groups.map((files) =>
    files.map((file) => {
      const clean = withoutNarrowNoBreakSpaces(file.name);
      let name = clean;
      for (let n = 2; used.has(name); n++) name = numbered(clean, n);
      used.add(name);
      return name;
    }),
  );
}
