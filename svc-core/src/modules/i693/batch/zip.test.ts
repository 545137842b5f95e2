import { mkdtempSync, promises as fs, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import { uniqueNames, writeZip } from './zip';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'batch-zip-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function file(name: string, text: string): Promise<string> {
  const full = path.join(dir, name);
  await fs.writeFile(full, text);
  return full;
}

describe('the zip of a batch', () => {
  it('holds each file under its name, reporting each entry', async () => {
    const entries = [
      { path: await file('one', '%PDF-one'), name: 'I-693_Lopez_Maria_04-20-2026.pdf' },
      { path: await file('two', '%PDF-two'), name: 'I-693_Lopez_Jose_04-20-2026.pdf' },
    ];
    const seen: number[] = [];
    await writeZip(path.join(dir, 'out', 'batch.zip'), entries, (n) => seen.push(n));
    const zip = await JSZip.loadAsync(await fs.readFile(path.join(dir, 'out', 'batch.zip')));
    expect(await zip.file('I-693_Lopez_Jose_04-20-2026.pdf')!.async('string')).toBe('%PDF-two');
    expect(Object.keys(zip.files).sort()).toEqual(['I-693_Lopez_Jose_04-20-2026.pdf', 'I-693_Lopez_Maria_04-20-2026.pdf']);
    expect(seen).toEqual([1, 2]);
  });

  it('fails rather than leave out a file that cannot be read', async () => {
    const entries = [
      { path: await file('one', '%PDF-one'), name: 'a.pdf' },
      { path: path.join(dir, 'missing'), name: 'b.pdf' },
    ];
    await expect(writeZip(path.join(dir, 'batch.zip'), entries, () => undefined)).rejects.toThrow(/ENOENT/);
  });

  it('numbers names that would repeat, whatever their case', () => {
    expect(uniqueNames(['I-693_Lopez_Maria.pdf', 'I-693_LOPEZ_Maria.pdf', 'I-693_Lopez_Maria.pdf', 'I-693_Lopez_Maria_2.pdf'])).toEqual([
      'I-693_Lopez_Maria.pdf',
      'I-693_LOPEZ_Maria_2.pdf',
      'I-693_Lopez_Maria_3.pdf',
      'I-693_Lopez_Maria_2_2.pdf',
    ]);
  });
});
