/**
 * The file storage's contract, run against both implementations: the local folder (FILE_STORAGE=local)
 * and S3 (FILE_STORAGE=s3) against s3rver, an S3-compatible server started for this file.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, promises as fs, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { ConfigError, loadConfig } from '@clinic/server-kit';
import { StoredFileMissingError, type FileStorage } from './file-storage';
import { localFileStorage } from './local-storage';
import { s3FileStorage } from './s3-storage';
import { newStoredName } from './storage';
import { createFileStorage } from './store';
import { startTestS3, type TestS3 } from './test-s3';

jest.setTimeout(60_000);

let s3: TestS3;
let dir: string;
beforeAll(async () => {
  s3 = await startTestS3({ prefix: 'contract/' });
  dir = mkdtempSync(path.join(os.tmpdir(), 'file-storage-'));
});
afterAll(async () => {
  await s3.close();
  rmSync(dir, { recursive: true, force: true });
});

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function localFile(bytes: Buffer): Promise<string> {
  const file = path.join(dir, `incoming-${newStoredName()}`);
  await fs.writeFile(file, bytes);
  return file;
}

const implementations: Array<[string, () => FileStorage]> = [
  ['local', () => localFileStorage(path.join(dir, 'data'))],
  ['s3', () => s3FileStorage(s3.settings)],
];

describe.each(implementations)('the %s file storage', (kind, make) => {
  let files: FileStorage;
  beforeAll(() => {
    files = make();
  });
  afterAll(() => files.close());

  it('passes its start-up check', async () => {
    expect(files.kind).toBe(kind);
    await expect(files.check()).resolves.toBeUndefined();
  });

  it('stores bytes and a local file, streams them back with their size, and deletes them', async () => {
    const [a, b] = [newStoredName(), newStoredName()];
    await files.put(a, Buffer.from('%PDF-1.4 generated'), 'application/pdf');
    await files.putFile(b, await localFile(Buffer.from('uploaded bytes')), 'image/png');
    const got = await files.get(a);
    expect(got.size).toBe(18);
    expect((await bytesOf(got.body)).toString()).toBe('%PDF-1.4 generated');
    expect((await bytesOf((await files.get(b)).body)).toString()).toBe('uploaded bytes');
    expect(await files.stat(b)).toEqual({ size: 14 });
    expect(await files.exists(a)).toBe(true);

    await files.delete([a, b, newStoredName()]);
    expect(await files.exists(a)).toBe(false);
    expect(await files.stat(b)).toBeUndefined();
  });

  it('streams a large file in and out unchanged (multipart in S3)', async () => {
    const big = randomBytes(21 * 1024 * 1024);
    const key = newStoredName();
    await files.putFile(key, await localFile(big), 'application/zip');
    expect(await files.stat(key)).toEqual({ size: big.length });
    const got = await files.get(key);
    expect(got.size).toBe(big.length);
    const hash = createHash('sha256');
    for await (const chunk of got.body) hash.update(chunk as Buffer);
    expect(hash.digest('hex')).toBe(createHash('sha256').update(big).digest('hex'));
    await files.delete([key]);
  });

  it('answers a missing file with StoredFileMissingError, and a missing copy source with false', async () => {
    const missing = newStoredName();
    await expect(files.get(missing)).rejects.toBeInstanceOf(StoredFileMissingError);
    expect(await files.copy(missing, newStoredName())).toBe(false);
  });

  it('copies a file under a second name that outlives the first', async () => {
    const [a, b] = [newStoredName(), newStoredName()];
    await files.put(a, Buffer.from('kept by the batch'));
    expect(await files.copy(a, b)).toBe(true);
    await files.delete([a]);
    expect((await bytesOf((await files.get(b)).body)).toString()).toBe('kept by the batch');
    await files.delete([b]);
  });

  it('refuses keys that are not stored names', async () => {
    await expect(files.put('../keys/jwt-private.pem', Buffer.from('x'))).rejects.toThrow(/not a stored file name/);
    await expect(files.get('a/b')).rejects.toThrow(/not a stored file name/);
  });
});

describe('S3 keys', () => {
  it('are the stored name under S3_PREFIX', async () => {
    const files = s3FileStorage(s3.settings);
    const key = newStoredName();
    await files.put(key, Buffer.from('x'));
    expect(await s3.keys()).toContain(`contract/${key}`);
    await files.delete([key]);
    files.close();
  });
});

describe('the start-up check of FILE_STORAGE=s3', () => {
  it('names a missing bucket', async () => {
    const files = s3FileStorage({ ...s3.settings, bucket: 'no-such-bucket' });
    await expect(files.check()).rejects.toThrow(/bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+ does not exist/);
    files.close();
  });

  it('names wrong credentials', async () => {
    const id = process.env.AWS_ACCESS_KEY_ID;
    process.env.AWS_ACCESS_KEY_ID = 'WRONG';
    try {
      const files = s3FileStorage(s3.settings);
      await expect(files.check()).rejects.toThrow(/denied \(HTTP 403\)|refused the request/);
      files.close();
    } finally {
      process.env.AWS_ACCESS_KEY_ID = id;
    }
  });

  it('names an unreachable server', async () => {
    const files = s3FileStorage({ ...s3.settings, endpoint: 'http://127.0.0.1:1' });
    await expect(files.check()).rejects.toThrow(/cannot be reached/);
    files.close();
  });
});

describe('FILE_STORAGE settings', () => {
  const base = { DATA_DIR: dir };
  it('default to the local folder', () => {
    expect(loadConfig(base).fileStorage).toEqual({ kind: 'local' });
    expect(createFileStorage(loadConfig(base)).kind).toBe('local');
  });

  it('read S3_* for s3, path-style by default with an endpoint', () => {
    const config = loadConfig({ ...base, FILE_STORAGE: 's3', S3_BUCKET: 'clinic-files', S3_ENDPOINT: 'http://127.0.0.1:9000/', S3_PREFIX: 'prod' });
    expect(config.fileStorage).toEqual({
      kind: 's3',
      bucket: 'clinic-files',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      prefix: 'prod/',
    });
    expect(loadConfig({ ...base, FILE_STORAGE: 's3', S3_BUCKET: 'clinic-files', S3_REGION: 'eu-west-1' }).fileStorage).toEqual({
      kind: 's3',
      bucket: 'clinic-files',
      region: 'eu-west-1',
      forcePathStyle: false,
      prefix: '',
    });
  });

  it.each([
    [{ FILE_STORAGE: 'disk' }, /FILE_STORAGE must be "local" or "s3"/],
    [{ FILE_STORAGE: 's3' }, /FILE_STORAGE=s3 needs S3_BUCKET/],
    [{ FILE_STORAGE: 's3', S3_BUCKET: 'Bad_Name' }, /S3_BUCKET must be a bucket name/],
    [{ FILE_STORAGE: 's3', S3_BUCKET: 'clinic-files' }, /needs S3_REGION/],
    [{ FILE_STORAGE: 's3', S3_BUCKET: 'clinic-files', S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT must be an http/],
    [{ FILE_STORAGE: 's3', S3_BUCKET: 'clinic-files', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: 'yes' }, /S3_FORCE_PATH_STYLE must be true or false/],
    [{ FILE_STORAGE: 's3', S3_BUCKET: 'clinic-files', S3_REGION: 'us-east-1', S3_PREFIX: '../up' }, /S3_PREFIX must be a key prefix/],
    [{ S3_BUCKET: 'clinic-files' }, /S3_BUCKET is set but FILE_STORAGE is not "s3"/],
  ])('refuse %j', (env, message) => {
    const rest = { ...base, ...env };
    expect(() => loadConfig(rest)).toThrow(ConfigError);
    expect(() => loadConfig(rest)).toThrow(message);
  });
});
