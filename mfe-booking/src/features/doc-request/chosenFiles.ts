/** What the file inputs offer (booking-leads-calendar.md 9); the server judges each file by its bytes. */
export const DOCUMENT_FILE_ACCEPT = 'image/*,.pdf,.doc,.docx';

/** svc-core's limits for one Send Details: 20 files of at most 20 MB each. */
export const MAX_FILES_PER_SEND = 20;
export const MAX_FILE_MEGABYTES = 20;
const MAX_FILE_BYTES = MAX_FILE_MEGABYTES * 1024 * 1024;

/** Chosen files per applicant uuid. */
export type ChosenFiles = Readonly<Record<string, readonly File[]>>;

export type FileProblem = { kind: 'tooLarge'; name: string } | { kind: 'tooMany' };

export function countChosen(chosen: ChosenFiles): number {
  return Object.values(chosen).reduce((sum, files) => sum + files.length, 0);
}

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * Adds files picked for one applicant. A file chosen again for the same applicant is kept once; a
 * file over the size limit, and files beyond the per-send limit, are left out and reported.
 */
export function addChosenFiles(chosen: ChosenFiles, applicantUuid: string, picked: readonly File[]): { chosen: ChosenFiles; problems: FileProblem[] } {
  const files = [...(chosen[applicantUuid] ?? [])];
  let total = countChosen(chosen);
  const problems: FileProblem[] = [];
  for (const file of picked) {
    if (files.some((f) => sameFile(f, file))) continue;
    if (file.size > MAX_FILE_BYTES) {
      problems.push({ kind: 'tooLarge', name: file.name });
    } else if (total >= MAX_FILES_PER_SEND) {
      if (!problems.some((p) => p.kind === 'tooMany')) problems.push({ kind: 'tooMany' });
    } else {
      files.push(file);
      total++;
    }
  }
  return { chosen: { ...chosen, [applicantUuid]: files }, problems };
}

export function removeChosenFile(chosen: ChosenFiles, applicantUuid: string, index: number): ChosenFiles {
  return { ...chosen, [applicantUuid]: (chosen[applicantUuid] ?? []).filter((_, i) => i !== index) };
}
