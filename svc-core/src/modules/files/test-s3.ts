import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3StorageSettings } from '@clinic/server-kit';
import { s3ClientOf } from './s3-storage';

/** s3rver's built-in key pair: it checks every request's signature against it. */
const ACCESS_KEY = 'S3RVER';
const SECRET_KEY = 'S3RVER';

/**
 * An S3-compatible server for one test file: s3rver (npm, pure JavaScript, answers the S3 REST API
 * with signature checks and keeps objects in a folder) on an ephemeral port of 127.0.0.1 with a
 * temporary folder of its own, one bucket, and the AWS SDK's standard credentials set in the
 * environment (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY) until `close`.
 */
export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** The svc-core settings that keep files in this bucket (FILE_STORAGE=s3 and S3_*). */
  env: Record<string, string>;
  settings: S3StorageSettings;
  /** A client of the bucket, to look at what svc-core stored. */
  client: S3Client;
  /** The keys in the bucket, sorted. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

export async function startTestS3(options: { bucket?: string; prefix?: string } = {}): Promise<TestS3> {
  const bucket = options.bucket ?? 'clinic-test-files';
  const dir = mkdtempSync(path.join(os.tmpdir(), 'clinic-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory: dir, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };
  process.env.AWS_ACCESS_KEY_ID = ACCESS_KEY;
  process.env.AWS_SECRET_ACCESS_KEY = SECRET_KEY;
  const prefix = options.prefix ?? '';
  const settings: S3StorageSettings = { kind: 's3', bucket, region: 'us-east-1', endpoint, forcePathStyle: true, prefix };
  const client = await s3ClientOf(settings);
  const env: Record<string, string> = { FILE_STORAGE: 's3', S3_BUCKET: bucket, S3_REGION: 'us-east-1', S3_ENDPOINT: endpoint, S3_FORCE_PATH_STYLE: 'true' };
  if (prefix) env.S3_PREFIX = prefix;
  return {
    endpoint,
    bucket,
    env,
    settings,
    client,
    async keys() {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
      if (saved.id === undefined) delete process.env.AWS_ACCESS_KEY_ID;
      else process.env.AWS_ACCESS_KEY_ID = saved.id;
      if (saved.secret === undefined) delete process.env.AWS_SECRET_ACCESS_KEY;
      else process.env.AWS_SECRET_ACCESS_KEY = saved.secret;
    },
  };
}
