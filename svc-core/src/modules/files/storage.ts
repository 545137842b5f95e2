import { randomUUID } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fromFile } from 'file-type';

/** Largest accepted upload, per file (DESIGN.md 4). */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/** Where stored files live: outside every served folder, one file per uuid, no extension. */
export function filesDir(dataDir: string): string {
  return path.join(dataDir, 'files');
}

/** Where multipart uploads are written while a request is checked (same disk, so moving is a rename). */
export function incomingDir(dataDir: string): string {
  return path.join(dataDir, 'tmp', 'uploads');
}

export function storedPath(dataDir: string, storedName: string): string {
  if (!/^[0-9a-f-]{36}$/.test(storedName)) throw new Error(`not a stored file name: ${storedName}`);
  return path.join(filesDir(dataDir), storedName);
}

export function newStoredName(): string {
  return randomUUID();
}

/** File kinds accepted from applicants: images, PDF and Word documents. */
export type DocumentKind = 'png' | 'jpg' | 'gif' | 'webp' | 'heic' | 'pdf' | 'doc' | 'docx';

const ACCEPTED: Record<string, { kind: DocumentKind; mime: string }> = {
  'image/png': { kind: 'png', mime: 'image/png' },
  'image/jpeg': { kind: 'jpg', mime: 'image/jpeg' },
  'image/gif': { kind: 'gif', mime: 'image/gif' },
  'image/webp': { kind: 'webp', mime: 'image/webp' },
  'image/heic': { kind: 'heic', mime: 'image/heic' },
  'image/heic-sequence': { kind: 'heic', mime: 'image/heic' },
  'image/heif': { kind: 'heic', mime: 'image/heif' },
  'image/heif-sequence': { kind: 'heic', mime: 'image/heif' },
  'application/pdf': { kind: 'pdf', mime: 'application/pdf' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    kind: 'docx',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
};

/** "WordDocument" as a UTF-16LE compound-file directory entry name: the stream every .doc has. */
const WORD_STREAM_NAME = Buffer.from('WordDocument', 'utf16le');

/**
 * The kind of a file judged from its bytes only (never its name or declared type), or undefined
 * when it is none of the accepted kinds. An OLE2 compound file (also used by .xls, .msi...) counts
 * as a .doc only when it holds a WordDocument stream.
 */
export async function detectDocumentKind(filePath: string): Promise<{ kind: DocumentKind; mime: string } | undefined> {
  const detected = await fromFile(filePath);
  if (!detected) return undefined;
  if (detected.mime === 'application/x-cfb') {
    const bytes = await fs.readFile(filePath);
    return bytes.includes(WORD_STREAM_NAME) ? { kind: 'doc', mime: 'application/msword' } : undefined;
  }
  return ACCEPTED[detected.mime];
}

/** Removes files, ignoring ones already gone. */
export async function removeFiles(paths: readonly string[]): Promise<void> {
  await Promise.all(paths.map((p) => fs.rm(p, { force: true })));
}

/** A name safe to keep and show: no folders, no control characters, at most 255 characters. */
export function cleanOriginalName(name: string | null | undefined): string {
  const base = (name ?? '')
    .split(/[\\/]/)
    .pop()!
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  const chars = Array.from(base || 'file');
  return chars.length <= 255 ? chars.join('') : chars.slice(0, 255).join('');
}
