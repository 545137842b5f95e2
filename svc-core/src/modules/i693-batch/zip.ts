import { createWriteStream, promises as fs } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import archiver from 'archiver';

/** One file of the zip: where it is on disk and the name it gets inside. */
export interface ZipEntry {
  path: string;
  name: string;
}

/** Names made unique inside the zip: a second `I-693_Lopez_Maria_04-20-2026.pdf` becomes `..._2.pdf`. */
export function uniqueNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const ext = path.extname(name);
    const base = name.slice(0, name.length - ext.length);
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${base}_${n}${ext}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

/**
 * Streams the files into a zip at `target` (stored, not deflated: PDFs are compressed already),
 * reporting after each entry how many are in. Files are opened one at a time as the zip reaches
 * them; a file that cannot be read fails the zip (archiver only warns), it is never left out.
 */
export async function writeZip(target: string, entries: readonly ZipEntry[], onEntry: (written: number) => void): Promise<void> {
  await fs.mkdir(path.dirname(target), { recursive: true });
  const archive = archiver('zip', { store: true });
  let written = 0;
  archive.on('entry', () => onEntry(++written));
  const unreadable = new Promise<never>((_, reject) => {
    archive.on('warning', reject);
    archive.on('error', reject);
  });
  const output = pipeline(archive, createWriteStream(target));
  for (const entry of entries) archive.file(entry.path, { name: entry.name });
  try {
    await Promise.race([Promise.all([archive.finalize(), output]), unreadable]);
  } catch (err) {
    archive.abort();
    throw err;
  }
}
