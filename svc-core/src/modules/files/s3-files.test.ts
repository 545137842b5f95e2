/**
 * svc-core with FILE_STORAGE=s3 against s3rver: an upload through the HTTP API lands in the bucket
 * (nothing on the replica's disk), its short-lived download link streams it back from this replica and
 * from another one with a disk of its own, a rolled-back change leaves no object and a committed one
 * has its object, and a link to an object gone from the bucket answers 404.
 */
import { mkdtempSync, promises as fs, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLogger, startHttpServer } from '@clinic/server-kit';
import { createApp } from '../../app';
import { signIn, startTestCore, type TestCore } from '../../test-support';
import { findLeadByEmail } from '../lead-records/repo';
import { filesDir, incomingDir } from './storage';
import { fileStorageFor } from './store';
import { startTestS3, type TestS3 } from './test-s3';
import { transactionWithUploads } from './uploads';

jest.setTimeout(120_000);

let s3: TestS3;
let core: TestCore;
let token = '';
beforeAll(async () => {
  s3 = await startTestS3();
  core = await startTestCore(s3.env);
  token = await signIn(core, 'staff');
});
afterAll(async () => {
  await core?.close();
  await s3?.close();
});

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082',
  'hex',
);
/** A PDF of a few megabytes: several reads of the stream on the way out. */
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(3 * 1024 * 1024, 0x20), Buffer.from('\n%%EOF\n')]);

async function listDir(dir: string): Promise<string[]> {
  try {
    return await fs.readdir(dir);
  } catch {
    return [];
  }
}

async function staff<T = Record<string, any>>(method: string, url: string, body?: FormData): Promise<{ status: number; body: T }> {
  const res = await fetch(`${core.api}${url}`, { method, body, headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as T };
}

async function demoLead(): Promise<string> {
  const lead = await findLeadByEmail(core.knex, 'demo.family@example.com');
  if (!lead) throw new Error('demo lead missing');
  return lead.uuid;
}

it('stores an upload in the bucket and serves it behind the same short-lived link from any replica', async () => {
  const leadUuid = await demoLead();
  const before = await s3.keys();
  const form = new FormData();
  form.append('uploaded_files', new Blob([new Uint8Array(PDF)]), 'titer.pdf');
  form.append('uploaded_files', new Blob([new Uint8Array(PNG)]), 'card.png');
  expect((await staff('POST', `/appointments/misc/leads/${leadUuid}/files/`, form)).status).toBe(201);

  const rows = await core.knex('files').where({ lead_uuid: leadUuid }).whereIn('file_name', ['titer.pdf', 'card.png']).orderBy('file_name');
  expect(rows.map((r) => r.file_name)).toEqual(['card.png', 'titer.pdf']);
  expect((await s3.keys()).filter((k) => !before.includes(k)).sort()).toEqual(rows.map((r) => r.stored_name).sort());
  expect(await listDir(filesDir(core.config.dataDir))).toEqual([]);
  expect(await listDir(incomingDir(core.config.dataDir))).toEqual([]);

  const pdfRow = rows.find((r) => r.file_name === 'titer.pdf')!;
  const link = await staff<{ download_url: string }>('GET', `/appointments/misc/leads/files/${pdfRow.uuid}/url`);
  expect(link.status).toBe(200);
  const download = await fetch(`${core.url}${link.body.download_url}`);
  expect(download.status).toBe(200);
  expect(download.headers.get('content-type')).toBe('application/pdf');
  expect(download.headers.get('content-length')).toBe(String(PDF.length));
  expect(download.headers.get('content-disposition')).toContain('attachment; filename="titer.pdf"');
  expect(download.headers.get('cache-control')).toBe('private, no-store');
  expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);

  // Another replica: the same database and keys, a data folder of its own, nothing on its disk.
  const otherDataDir = mkdtempSync(path.join(os.tmpdir(), 'svc-core-replica-'));
  const replica = await startHttpServer(
    createApp({ ...core.deps, config: { ...core.config, dataDir: otherDataDir }, logger: createLogger('svc-core-replica') }),
    { port: 0 },
  );
  try {
    const fromReplica = await fetch(`${replica.url}${link.body.download_url}`);
    expect(fromReplica.status).toBe(200);
    expect(Buffer.from(await fromReplica.arrayBuffer()).equals(PDF)).toBe(true);
  } finally {
    await replica.close();
    rmSync(otherDataDir, { recursive: true, force: true });
  }

  // The link is the only way in: a forged one is refused, a link to an object gone from the bucket is 404.
  expect((await fetch(`${core.url}/api/v1/downloads/not-a-token/`)).status).toBe(401);
  await fileStorageFor(core.config).delete([pdfRow.stored_name]);
  expect((await fetch(`${core.url}${link.body.download_url}`)).status).toBe(404);
});

it('leaves no object for a rolled-back change and keeps the object of a committed one', async () => {
  const leadUuid = await demoLead();
  const files = fileStorageFor(core.config);
  const incoming = async (name: string) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'incoming-'));
    const tempPath = path.join(dir, name);
    await fs.writeFile(tempPath, PNG);
    return {
      upload: { field: 'uploaded_files', originalName: name, declaredType: 'image/png', tempPath, size: PNG.length },
      fileName: name,
      mime: 'image/png',
    };
  };
  const owner = { leadUuid, applicantUuid: null, uploadedBy: 'staff' };
  const before = await s3.keys();

  const rolledBack = [await incoming('rolled-back-1.png'), await incoming('rolled-back-2.png')];
  await expect(
    transactionWithUploads(core.knex, files, rolledBack, async (_trx, store) => {
      await store(rolledBack, owner);
      throw new Error('a later step failed');
    }),
  ).rejects.toThrow('a later step failed');
  expect(await s3.keys()).toEqual(before);
  expect(await core.knex('files').where({ file_name: 'rolled-back-1.png' })).toHaveLength(0);

  const committed = await incoming('committed.png');
  const unrecorded = await incoming('unrecorded.png');
  await transactionWithUploads(core.knex, files, [committed, unrecorded], async (_trx, store) => store([committed], owner));
  const [row] = await core.knex('files').where({ file_name: 'committed.png' });
  expect(await s3.keys()).toEqual([...before, row.stored_name].sort());
  expect(await files.stat(row.stored_name)).toEqual({ size: PNG.length });
});
