import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3StorageSettings } from '@clinic/server-kit';
import { assertStoredName, StoredFileMissingError, type FileStorage } from './file-storage';

/** Parts of a multipart upload (lib-storage): 8 MiB each, 4 at a time; a file below one part is one PutObject. */
const PART_BYTES = 8 * 1024 * 1024;
const PARTS_AT_ONCE = 4;
/** Deletes sent at once. */
const DELETES_AT_ONCE = 8;

function statusOf(err: unknown): number | undefined {
  return (err as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

function isNotFound(err: unknown): boolean {
  const name = (err as { name?: string } | null)?.name;
  return name === 'NoSuchKey' || name === 'NotFound' || statusOf(err) === 404;
}

type S3Sdk = typeof import('@aws-sdk/client-s3') & typeof import('@aws-sdk/lib-storage');
let sdkReady: Promise<S3Sdk> | undefined;

/** The AWS SDK, loaded on first use: a svc-core with local files never loads it, and every svc-core starts sooner. */
function loadSdk(): Promise<S3Sdk> {
  return (sdkReady ??= Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]).then(([s3, storage]) => ({ ...s3, ...storage })));
}

/** The S3 client of the settings. Credentials come from the SDK's standard chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, a profile, a role...). */
export async function s3ClientOf(settings: S3StorageSettings): Promise<S3Client> {
  const { S3Client } = await loadSdk();
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where S3 requires them: the SDK's newer default (a CRC32 trailer on every upload)
    // is refused or stored wrongly by several S3-compatible servers. Integrity in transit is TLS's.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
}

/** What a failed HeadBucket means, in words an operator can act on. */
export function bucketProblem(settings: S3StorageSettings, err: unknown): string {
  const where = `bucket "${settings.bucket}"${settings.endpoint ? ` at ${settings.endpoint}` : ` in ${settings.region}`}`;
  const name = (err as { name?: string } | null)?.name ?? '';
  const status = statusOf(err);
  if (name === 'CredentialsProviderError' || /credential/i.test((err as Error)?.message ?? '')) {
    return `FILE_STORAGE=s3: no AWS credentials found for the ${where}: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or another source of the AWS SDK's credential chain)`;
  }
  if (status === 404 || name === 'NotFound' || name === 'NoSuchBucket')
    return `FILE_STORAGE=s3: the ${where} does not exist: create it, or fix S3_BUCKET/S3_ENDPOINT/S3_REGION`;
  if (status === 403 || status === 401)
    return `FILE_STORAGE=s3: access to the ${where} is denied (HTTP ${status}): check the credentials and the bucket policy (svc-core needs s3:GetObject, s3:PutObject, s3:DeleteObject and s3:ListBucket)`;
  if (status === 301 || status === 400)
    return `FILE_STORAGE=s3: the ${where} refused the request (HTTP ${status}): check S3_REGION, S3_ENDPOINT and S3_FORCE_PATH_STYLE`;
  return `FILE_STORAGE=s3: the ${where} cannot be reached: ${name || 'error'}: ${(err as Error)?.message ?? String(err)}`;
}

/**
 * FILE_STORAGE=s3: each file is one object `<S3_PREFIX><stored name>` of S3_BUCKET, read by every
 * svc-core replica and worker. Uploads of files stream in parts (lib-storage), downloads stream the
 * object's body; nothing is ever public: the bucket needs no public access, files are handed out
 * only through svc-core's short-lived download links.
 */
export function s3FileStorage(settings: S3StorageSettings): FileStorage {
  const { bucket, prefix } = settings;
  let clientReady: Promise<S3Client> | undefined;
  /** The SDK and this storage's client, made on the first call. */
  const s3 = async () => ({ sdk: await loadSdk(), client: await (clientReady ??= s3ClientOf(settings)) });
  const keyOf = (key: string) => {
    assertStoredName(key);
    return `${prefix}${key}`;
  };

  async function upload(key: string, body: Readable | Buffer, contentType?: string): Promise<void> {
    const params = { Bucket: bucket, Key: keyOf(key), Body: body, ContentType: contentType ?? 'application/octet-stream' };
    const { sdk, client } = await s3();
    if (Buffer.isBuffer(body) && body.length <= PART_BYTES) {
      await client.send(new sdk.PutObjectCommand({ ...params, ContentLength: body.length }));
      return;
    }
    await new sdk.Upload({ client, params, partSize: PART_BYTES, queueSize: PARTS_AT_ONCE, leavePartsOnError: false }).done();
  }

  return {
    kind: 's3',
    location: `s3://${bucket}/${prefix}`,

    async putFile(key, localPath, contentType) {
      const stream = createReadStream(localPath);
      try {
        await upload(key, stream, contentType);
      } finally {
        stream.destroy();
      }
    },

    async put(key, body, contentType) {
      await upload(key, body, contentType);
    },

    async get(key) {
      const { sdk, client } = await s3();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
        const body = answer.Body;
        if (!(body instanceof Readable)) throw new Error(`S3 answered no stream for ${key}`);
        return { body, size: answer.ContentLength ?? 0 };
      } catch (err) {
        if (isNotFound(err)) throw new StoredFileMissingError(key);
        throw err;
      }
    },

    async stat(key) {
      const { sdk, client } = await s3();
      try {
        const answer = await client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
        return { size: answer.ContentLength ?? 0 };
      } catch (err) {
        if (isNotFound(err)) return undefined;
        throw err;
      }
    },

    async exists(key) {
      return (await this.stat(key)) !== undefined;
    },

    async copy(from, to) {
      const source = `${bucket}/${keyOf(from).split('/').map(encodeURIComponent).join('/')}`;
      const { sdk, client } = await s3();
      try {
        await client.send(new sdk.CopyObjectCommand({ Bucket: bucket, Key: keyOf(to), CopySource: source }));
        return true;
      } catch (err) {
        if (isNotFound(err)) return false;
        throw err;
      }
    },

    async delete(keys) {
      const objects = keys.map(keyOf);
      const { sdk, client } = await s3();
      for (let i = 0; i < objects.length; i += DELETES_AT_ONCE) {
        await Promise.all(
          objects.slice(i, i + DELETES_AT_ONCE).map(async (Key) => {
            try {
              await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key }));
            } catch (err) {
              if (!isNotFound(err)) throw err;
            }
          }),
        );
      }
    },

    async check() {
      try {
        const { sdk, client } = await s3();
        await client.send(new sdk.HeadBucketCommand({ Bucket: bucket }));
      } catch (err) {
        throw new Error(bucketProblem(settings, err), { cause: err });
      }
    },

    close() {
      void clientReady?.then((client) => client.destroy());
    },
  };
}
