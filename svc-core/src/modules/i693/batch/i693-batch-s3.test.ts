/**
 * Batch PDFs with FILE_STORAGE=s3 (s3rver): the worker keeps each application's PDF as a copy in the
 * bucket, writes the zip in its temporary folder and puts it in the bucket; the zip is downloaded
 * through the task's short-lived link, with nothing left on the worker's disk, and the batch's own
 * copies of the PDFs are removed once the zip holds them.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import JSZip from 'jszip';
import { I693_GENERATED_FORM_KIND } from '@clinic/contracts';
import { filesDir } from '../../files/storage';
import { startTestS3, type TestS3 } from '../../files/test-s3';
import { insertApplications, startBatchTestCore, type BatchTestCore } from './test-support';

jest.setTimeout(180_000);

let s3: TestS3;
let core: BatchTestCore;
beforeAll(async () => {
  s3 = await startTestS3();
  core = await startBatchTestCore('table', s3.env);
});
afterAll(async () => {
  await core?.close();
  await s3?.close();
});

async function listDir(dir: string): Promise<string[]> {
  try {
    return await fs.readdir(dir);
  } catch {
    return [];
  }
}

it('makes the zip of a batch in the bucket and serves it behind the task link', async () => {
  const uuids = await insertApplications(core.knex, 'Bucket', 3);
  const started = await core.post({ application_uuids: uuids, office: 'fremont', appointment_date: '04/20/2026', force_regenerate: false });
  expect(started.status).toBe(202);
  const { task } = await core.finished(started.body.task_id);
  expect(task).toMatchObject({ status: 'completed', result: { stats: { successful: 3, failed: 0 } } });

  const row = await core.knex('i693_batch_tasks').where({ uuid: started.body.task_id }).first();
  const generated = (await core
    .knex('i693_documents')
    .whereIn('application_uuid', uuids)
    .where({ kind: I693_GENERATED_FORM_KIND })
    .pluck('stored_name')) as string[];
  // In the bucket: the applications' PDFs and the zip; the batch's own copies are gone. Nothing on disk.
  expect(await s3.keys()).toEqual(expect.arrayContaining([row.zip_stored_name, ...generated]));
  const items = (await core.knex('i693_batch_items').where({ task_uuid: started.body.task_id }).pluck('stored_name')) as string[];
  for (const kept of items.filter(Boolean)) expect(await s3.keys()).not.toContain(kept);
  expect(await listDir(filesDir(core.config.dataDir))).toEqual([]);
  expect(await listDir(path.join(core.config.dataDir, 'tmp', 'batch-pdf'))).toEqual([]);

  const res = await fetch(`${core.url}${task.result!.folder_link}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/zip');
  const zip = await JSZip.loadAsync(Buffer.from(await res.arrayBuffer()));
  const names = Object.keys(zip.files).sort();
  expect(names).toEqual(['I-693_Bucket_Applicant01_04-20-2026.pdf', 'I-693_Bucket_Applicant02_04-20-2026.pdf', 'I-693_Bucket_Applicant03_04-20-2026.pdf']);
  for (const name of names) expect((await zip.file(name)!.async('nodebuffer')).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
