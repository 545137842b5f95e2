import type { Readable } from 'node:stream';

/**
 * Where svc-core keeps every persistent file: uploads (lead, applicant and I-693 documents), the
 * generated I-693 PDFs, the zips of batch PDFs and the demo files. One key per file: its stored name
 * (a uuid, as the database rows hold it). FILE_STORAGE=local keeps them under `DATA_DIR/files/`
 * (one machine); FILE_STORAGE=s3 in one bucket (every replica and worker, on any machine, finds
 * every file). Temporary working files (incoming multipart parts, a zip being written) stay on the
 * local disk under `DATA_DIR/tmp/`; key files are secrets and never go through here.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Where the files are, for logs: the folder, or `s3://bucket/prefix`. */
  readonly location: string;
  /**
   * Stores the bytes of a local file (an upload checked in the incoming folder, a zip just written)
   * under `key`. The local file may be moved away (same disk) or left for its owner to remove.
   */
  putFile(key: string, localPath: string, contentType?: string): Promise<void>;
  /** Stores bytes made in memory (a generated PDF, a demo file) under `key`. */
  put(key: string, body: Buffer, contentType?: string): Promise<void>;
  /** The stored file as a stream with its size; throws StoredFileMissingError when there is none. */
  get(key: string): Promise<StoredObject>;
  /** The stored file's size, or undefined when there is none. */
  stat(key: string): Promise<{ size: number } | undefined>;
  exists(key: string): Promise<boolean>;
  /** A second key with the same bytes (a hard link on disk, a server-side copy in S3); false when `from` does not exist. */
  copy(from: string, to: string): Promise<boolean>;
  /** Removes stored files, ignoring ones already gone. */
  delete(keys: readonly string[]): Promise<void>;
  /** The start-up check: the folder can be written, or the bucket is reachable with the credentials found; throws a clear error otherwise. */
  check(): Promise<void>;
  /** Frees connections (the S3 client's sockets). */
  close(): void;
}

export interface StoredObject {
  body: Readable;
  size: number;
}

export class StoredFileMissingError extends Error {
  override name = 'StoredFileMissingError';
  constructor(readonly key: string) {
    super(`stored file ${key} does not exist`);
  }
}

/** A stored file's key is its stored name: a uuid, nothing that could name a folder or another prefix. */
export function assertStoredName(key: string): void {
  if (!/^[0-9a-f-]{36}$/.test(key)) throw new Error(`not a stored file name: ${key}`);
}
