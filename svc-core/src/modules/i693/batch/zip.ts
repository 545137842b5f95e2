import { createWriteStream, promises as fs } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * One file of the zip and the name it gets inside: a file on disk (`path`), or a stream opened when
 * the zip reaches it (`open`: a stored file, perhaps in the bucket).
 */
export type ZipEntry = { name: string } & ({ path: string } | { open: () => Promise<Readable> });

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
 * them (so a 200-PDF batch holds one connection to the storage, not 200); a file that cannot be read
 * fails the zip (archiver only warns), it is never left out.
 */
export async function writeZip(target: string, entries: readonly ZipEntry[], onEntry: (written: number) => void): Promise<void> {
  await fs.mkdir(path.dirname(target), { recursive: true });
  // Loaded on the first zip rather than at start-up (a restarted svc-core answers sooner).
  const { default: archiver } = await import('archiver');
  const archive = archiver('zip', { store: true });
  let written = 0;
  let fail: (err: unknown) => void = () => undefined;
  const failed = new Promise<never>((_, reject) => {
    fail = reject;
    archive.on('warning', reject);
    archive.on('error', reject);
  });
  failed.catch(() => undefined);
  const output = pipeline(archive, createWriteStream(target));
  const feed = async () => {
    for (const entry of entries) {
      const added = new Promise<void>((resolve) => archive.once('entry', () => resolve()));
      if ('path' in entry) {
        archive.file(entry.path, { name: entry.name });
      } else {
        const source = await entry.open();
        source.once('error', fail);
        archive.append(source, { name: entry.name });
      }
      await Promise.race([added, failed]);
      onEntry(++written);
    }
    await archive.finalize();
  };
  try {
    await Promise.race([Promise.all([feed(), output]), failed]);
  } catch (err) {
    archive.abort();
    throw err;
  }
}
