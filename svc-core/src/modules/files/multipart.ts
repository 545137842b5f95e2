import { createWriteStream, promises as fs, type WriteStream } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import type Koa from 'koa';
import { errors as formidableErrors, formidable, multipart as multipartPlugin } from 'formidable';
import { ERROR_CODES } from '@clinic/contracts';
import { AppError, errors } from '@clinic/server-kit';
import { newStoredName } from './storage';

export interface MultipartLimits {
  /** Largest accepted file, in bytes. */
  maxFileBytes: number;
  maxFiles: number;
}

/** One uploaded file, complete on disk in the incoming folder. */
export interface IncomingUpload {
  field: string;
  originalName: string;
  declaredType: string | null;
  tempPath: string;
  size: number;
}

export interface ParsedMultipart {
  /** First value of each text field. */
  fields: Record<string, string>;
  files: IncomingUpload[];
  /** Removes every temporary file of the request that is still there; call it in a `finally`. */
  cleanup(): Promise<void>;
}

class FileTooLargeError extends Error {
  override name = 'FileTooLargeError';
}

/**
 * The write stream formidable fills for one file: counts bytes as they arrive and fails the whole
 * request as soon as the file passes the limit, instead of after it has been written completely.
 */
class LimitedFileSink extends Writable {
  private bytes = 0;
  private readonly out: WriteStream;
  /** Settles once the underlying file descriptor is closed (the file may then be removed safely). */
  readonly released: Promise<void>;

  constructor(
    readonly filePath: string,
    private readonly limit: number,
  ) {
    super();
    this.out = createWriteStream(filePath, { flags: 'wx' });
    this.released = new Promise((resolve) => this.out.once('close', () => resolve()));
    this.out.on('error', (err) => this.destroy(err));
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.bytes += chunk.length;
    if (this.bytes > this.limit) return callback(new FileTooLargeError(`file over ${this.limit} bytes`));
    this.out.write(chunk, (err) => callback(err ?? null));
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.out.end(() => callback());
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.out.destroy();
    callback(error);
  }
}

function megabytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}

function toUploadError(err: unknown, limits: MultipartLimits): AppError | undefined {
  if (err instanceof AppError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  if (err instanceof FileTooLargeError || code === formidableErrors.biggerThanMaxFileSize) {
    return errors.tooLarge(`Each file must be ${megabytes(limits.maxFileBytes)} or smaller.`);
  }
  const e = err as { httpCode?: unknown } | null;
  if (typeof e?.httpCode !== 'number') return undefined;
  if (code === formidableErrors.maxFilesExceeded) {
    return errors.tooLarge(`At most ${limits.maxFiles} files can be uploaded at once.`);
  }
  if (e.httpCode === 413) return errors.tooLarge('The form is too large.');
  if (e.httpCode >= 400 && e.httpCode < 500) {
    return new AppError(400, ERROR_CODES.badJson, 'The upload could not be read. Send the form as multipart/form-data.');
  }
  return undefined;
}

/**
 * Parses a multipart/form-data request into text fields and files written to `incomingDir`.
 * Refuses other content types with 415, a file over the limit or too many files with 413 (as the
 * bytes arrive), a malformed body with 400; on any refusal every temporary file is removed first.
 */
export async function parseMultipart(ctx: Koa.Context, incomingDir: string, limits: MultipartLimits): Promise<ParsedMultipart> {
  if (!ctx.is('multipart/form-data')) {
    throw errors.unsupportedType('Send the form as multipart/form-data.');
  }
  await fs.mkdir(incomingDir, { recursive: true });
  const sinks: LimitedFileSink[] = [];
  const tempPathOf = new Map<unknown, string>();
  // formidable keeps reading parts after it has refused the form: files arriving then are dropped, not written.
  let failed = false;
  const cleanup = async () => {
    for (const sink of sinks) if (!sink.destroyed && !sink.writableFinished) sink.destroy();
    await Promise.all(
      sinks.map(async (sink) => {
        await sink.released;
        await fs.rm(sink.filePath, { force: true });
      }),
    );
  };

  const form = formidable({
    uploadDir: incomingDir,
    maxFiles: limits.maxFiles,
    maxFileSize: limits.maxFileBytes,
    maxTotalFileSize: limits.maxFileBytes * limits.maxFiles,
    maxFields: 50,
    maxFieldsSize: 64 * 1024,
    allowEmptyFiles: true,
    minFileSize: 0,
    enabledPlugins: [multipartPlugin],
    fileWriteStreamHandler: (file) => {
      if (failed) return new Writable({ write: (_chunk, _encoding, done) => done() });
      const sink = new LimitedFileSink(path.join(incomingDir, newStoredName()), limits.maxFileBytes);
      sinks.push(sink);
      if (file) tempPathOf.set(file, sink.filePath);
      return sink;
    },
  });

  try {
    const [fields, files] = await form.parse(ctx.req);
    const uploads: IncomingUpload[] = [];
    for (const [field, list] of Object.entries(files)) {
      for (const file of list ?? []) {
        const tempPath = tempPathOf.get(file);
        if (!tempPath) continue;
        uploads.push({ field, originalName: file.originalFilename ?? '', declaredType: file.mimetype, tempPath, size: file.size });
      }
    }
    const firstValues: Record<string, string> = {};
    for (const [name, values] of Object.entries(fields)) {
      const first = values?.[0];
      if (first !== undefined) firstValues[name] = first;
    }
    return { fields: firstValues, files: uploads, cleanup };
  } catch (err) {
    failed = true;
    await cleanup();
    throw toUploadError(err, limits) ?? err;
  }
}
