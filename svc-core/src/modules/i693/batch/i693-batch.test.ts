/**
 * Batch I-693 PDFs against a real database and a real job queue (the jobs table, and BullMQ when
 * REDIS_URL is set): a batch of 20 makes a zip of 20 PDFs, a broken application fails alone,
 * workers stopped mid-batch are resumed by new ones without making a PDF twice, generated PDFs
 * are kept unless forced, and only internal staff may start or follow a batch.
 */
import JSZip from 'jszip';
import { BATCH_PDF_MESSAGES, BATCH_PDF_SERVER_MESSAGES, DOCUMENT_MESSAGES, ERROR_CODES, I693_GENERATED_FORM_KIND, type BatchPdfTask } from '@clinic/contracts';
import { createLogger } from '@clinic/server-kit';
import { BLANK_I693_FIXTURE, pdfFormFields } from '../../documents/official-i693/test-support';
import { fileStorageFor } from '../../files/store';
import { documentAppointment, generateI693Form } from '../documents/service';
import { insertApplications, startBatchTestCore, type BatchTestCore, type QueueBackend } from './test-support';

jest.setTimeout(180_000);

const backends: QueueBackend[] = process.env.REDIS_URL ? ['table', 'redis'] : ['table'];
const FREMONT = { office: 'fremont', appointment_date: '04/20/2026' };

describe.each(backends)('batch PDFs on the %s queue', (backend) => {
  let core: BatchTestCore;

  beforeAll(async () => {
    core = await startBatchTestCore(backend);
  });
  afterAll(() => core?.close());

  const audits = async (action: string, entityIds?: readonly string[]) => {
    const query = core.knex('audit_log').where({ action });
    if (entityIds) void query.whereIn('entity_id', entityIds);
    return (await query.orderBy('id')) as Array<{ entity_id: string; actor_user_id: number; details: Record<string, unknown> }>;
  };
  const userId = async (username: string) => ((await core.knex('users').where({ username }).first()) as { id: number }).id;
  const generatedNames = async (uuids: readonly string[]) =>
    new Map(
      (
        (await core.knex('i693_documents').whereIn('application_uuid', uuids).where({ kind: I693_GENERATED_FORM_KIND })) as Array<{
          application_uuid: string;
          stored_name: string;
        }>
      ).map((d) => [d.application_uuid, d.stored_name]),
    );

  /** The zip behind a task's folder_link: its file names and whether each is a PDF. */
  async function zipOf(task: BatchPdfTask): Promise<{ names: string[]; allPdf: boolean; type: string | null }> {
    const res = await fetch(`${core.url}${task.result!.folder_link}`);
    expect(res.status).toBe(200);
    const zip = await JSZip.loadAsync(Buffer.from(await res.arrayBuffer()));
    const names = Object.keys(zip.files).sort();
    const heads = await Promise.all(names.map(async (name) => (await zip.file(name)!.async('nodebuffer')).subarray(0, 5).toString('latin1')));
    return { names, allPdf: heads.every((h) => h === '%PDF-'), type: res.headers.get('content-type') };
  }

  it('makes a zip of 20 PDFs, saves the office and date on each application and audits the start and each PDF', async () => {
    const uuids = await insertApplications(core.knex, `Twenty${backend}`, 20);
    const started = await core.post({ application_uuids: uuids, ...FREMONT, force_regenerate: false });
    expect(started.status).toBe(202);
    expect(started.body).toEqual({ task_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });

    const { task, statuses } = await core.finished(started.body.task_id);
    expect(task).toEqual({
      task_id: started.body.task_id,
      status: 'completed',
      progress: { completed: 20, total: 20, successful: 20, failed: 0, upload_progress: 100 },
      result: { stats: { successful: 20, failed: 0 }, folder_link: expect.stringMatching(/^\/api\/v1\/downloads\/[^/]+\/$/) },
      error: null,
    });
    expect(statuses.at(-1)).toBe('completed');
    expect(statuses.every((s) => ['starting', 'processing', 'creating_zip', 'uploading', 'completed'].includes(s))).toBe(true);

    const zip = await zipOf(task);
    expect(zip.type).toBe('application/zip');
    expect(zip.names).toHaveLength(20);
    expect(zip.names[0]).toBe(`I-693_Twenty${backend}_Applicant01_04-20-2026.pdf`);
    expect(zip.allPdf).toBe(true);

    const saved = await core
      .knex('i693_applications')
      .whereIn('uuid', uuids)
      .select('appointment_office', core.knex.raw(`to_char(appointment_date, 'YYYY-MM-DD') as appointment_date`));
    expect(saved.every((a) => a.appointment_office === 'fremont' && a.appointment_date === '2026-04-20')).toBe(true);
    const staff = await userId('staff');
    expect(await audits('start_batch_pdf', [started.body.task_id])).toEqual([
      expect.objectContaining({
        actor_user_id: staff,
        details: { office: 'fremont', appointment_date: '2026-04-20', force_regenerate: false, applications: uuids },
      }),
    ]);
    const generated = await audits('generate_i693_pdf', uuids);
    expect(generated).toHaveLength(20);
    expect(generated.every((a) => a.actor_user_id === staff)).toBe(true);
    expect(await audits('generate_batch_pdf_zip', [started.body.task_id])).toHaveLength(1);
  });

  it('keeps the PDFs already generated for that office and date, regenerates them when forced, for another date or after an edit', async () => {
    const uuids = await insertApplications(core.knex, `Kept${backend}`, 4);
    await core.finished((await core.post({ application_uuids: uuids, ...FREMONT })).body.task_id);
    const first = await generatedNames(uuids);

    const again = await core.finished((await core.post({ application_uuids: uuids, ...FREMONT })).body.task_id);
    expect(again.task.result!.stats).toEqual({ successful: 4, failed: 0 });
    expect((await zipOf(again.task)).names).toHaveLength(4);
    expect(await generatedNames(uuids)).toEqual(first);
    expect(await audits('generate_i693_pdf', uuids)).toHaveLength(4);

    const forced = await core.finished((await core.post({ application_uuids: uuids, ...FREMONT, force_regenerate: true })).body.task_id);
    expect(forced.task.result!.stats).toEqual({ successful: 4, failed: 0 });
    const regenerated = await generatedNames(uuids);
    expect(uuids.every((id) => regenerated.get(id) !== first.get(id))).toBe(true);
    expect(await audits('generate_i693_pdf', uuids)).toHaveLength(8);

    const otherDate = await core.finished(
      (await core.post({ application_uuids: uuids.slice(0, 1), office: 'fremont', appointment_date: '04/21/2026' })).body.task_id,
    );
    expect((await zipOf(otherDate.task)).names).toEqual([`I-693_Kept${backend}_Applicant01_04-21-2026.pdf`]);
    expect(await audits('generate_i693_pdf', uuids)).toHaveLength(9);

    // Applicant02 edited since its PDF, Applicant01's PDF now of another date: both made again, the other two kept.
    await core.knex('i693_applications').where({ uuid: uuids[1] }).update({ city: 'Oakland', updated_on: core.knex.fn.now() });
    const before = await generatedNames(uuids);
    await core.finished((await core.post({ application_uuids: uuids, ...FREMONT })).body.task_id);
    const after = await generatedNames(uuids);
    expect(uuids.map((id) => after.get(id) === before.get(id))).toEqual([false, false, true, true]);
    expect(await audits('generate_i693_pdf', uuids)).toHaveLength(11);
  });

  it('reports 19 successful and 1 failed when an application is deleted mid-batch, and zips the 19', async () => {
    const uuids = await insertApplications(core.knex, `Broken${backend}`, 20);
    await core.stopWorkers();
    const started = await core.post({ application_uuids: uuids, ...FREMONT });
    expect(started.status).toBe(202);
    expect((await core.get(started.body.task_id)).body.status).toBe('starting');
    await core.knex('i693_applications').where({ uuid: uuids[7] }).delete();
    await core.startWorkers();

    const { task } = await core.finished(started.body.task_id);
    expect(task).toMatchObject({
      status: 'completed',
      progress: { completed: 20, total: 20, successful: 19, failed: 1 },
      result: { stats: { successful: 19, failed: 1 } },
      error: null,
    });
    expect((await zipOf(task)).names).toHaveLength(19);
    const failed = await core.knex('i693_batch_items').where({ task_uuid: task.task_id, status: 'failed' });
    expect(failed).toEqual([expect.objectContaining({ application_uuid: uuids[7], error: DOCUMENT_MESSAGES.applicationNotFound })]);
  });

  it('fails a batch none of whose PDFs could be made', async () => {
    const [gone] = await insertApplications(core.knex, `Gone${backend}`, 1);
    await core.stopWorkers();
    const started = await core.post({ application_uuids: [gone!], ...FREMONT });
    await core.knex('i693_applications').where({ uuid: gone }).delete();
    await core.startWorkers();
    const { task } = await core.finished(started.body.task_id);
    expect(task).toEqual({
      task_id: started.body.task_id,
      status: 'failed',
      progress: { completed: 1, total: 1, successful: 0, failed: 1, upload_progress: 0 },
      result: null,
      error: BATCH_PDF_SERVER_MESSAGES.noneGenerated,
    });
  });

  it('completes a batch whose workers stopped mid-way with the workers of a new svc-core, making no PDF twice', async () => {
    const uuids = await insertApplications(core.knex, `Restart${backend}`, 20);
    const started = await core.post({ application_uuids: uuids, ...FREMONT });
    const done = () => core.knex('i693_batch_items').where({ task_uuid: started.body.task_id, status: 'done' }).count<{ c: string }[]>('* as c');
    while (Number((await done())[0]!.c) < 3) await new Promise((r) => setTimeout(r, 5));
    await core.stopWorkers();
    const doneWhenStopped = Number((await done())[0]!.c);
    expect(doneWhenStopped).toBeLessThan(20);
    expect((await core.get(started.body.task_id)).body).toMatchObject({ status: 'processing', progress: { completed: doneWhenStopped, total: 20 } });

    await core.startWorkers();
    const { task } = await core.finished(started.body.task_id);
    expect(task).toMatchObject({ status: 'completed', result: { stats: { successful: 20, failed: 0 } } });
    expect((await zipOf(task)).names).toHaveLength(20);
    const generated = await audits('generate_i693_pdf', uuids);
    expect(generated.map((a) => a.entity_id).sort()).toEqual([...uuids].sort());
  });

  it('does not make again, even when forced, a PDF its stopped worker generated but had not recorded', async () => {
    const uuids = await insertApplications(core.knex, `Unrecorded${backend}`, 3);
    await core.stopWorkers();
    const started = await core.post({ application_uuids: uuids, ...FREMONT, force_regenerate: true });
    const ctx = {
      knex: core.knex,
      logger: createLogger('test'),
      clock: () => new Date(),
      signingKey: core.keys.signingKey,
      dataDir: core.config.dataDir,
      files: fileStorageFor(core.config),
      config: core.config,
    };
    await generateI693Form(ctx, uuids[0]!, await documentAppointment(core.knex, FREMONT), { userId: await userId('staff') });
    const before = await generatedNames(uuids);
    await core.startWorkers();
    const { task } = await core.finished(started.body.task_id);
    expect(task.result!.stats).toEqual({ successful: 3, failed: 0 });
    expect((await generatedNames(uuids)).get(uuids[0]!)).toBe(before.get(uuids[0]!));
    expect((await audits('generate_i693_pdf', uuids)).map((a) => a.entity_id).sort()).toEqual([...uuids].sort());
  });

  if (backend === 'table') {
    it('takes over the PDFs of workers that died mid-PDF once their lease runs out', async () => {
      const uuids = await insertApplications(core.knex, `Died${backend}`, 5);
      await core.stopWorkers();
      const started = await core.post({ application_uuids: uuids, ...FREMONT });
      // As a killed svc-core leaves them: claimed, never finished, the lease already past.
      await core
        .knex('jobs')
        .where({ queue: 'i693-batch-pdf' })
        .whereLike('id', `%${started.body.task_id}%`)
        .update({ status: 'active', attempts: 1, locked_until: core.knex.raw(`now() - interval '1 minute'`) });
      await core.startWorkers();
      const { task } = await core.finished(started.body.task_id);
      expect(task.result!.stats).toEqual({ successful: 5, failed: 0 });
      expect(await audits('generate_i693_pdf', uuids)).toHaveLength(5);
    });
  }

  it('queues again a batch that was recorded but never queued (svc-core stopped while starting it)', async () => {
    const uuids = await insertApplications(core.knex, `Lost${backend}`, 3);
    await core.stopWorkers();
    const started = await core.post({ application_uuids: uuids, ...FREMONT });
    await core.loseQueuedPdfs();
    await core.startWorkers();
    const { task } = await core.finished(started.body.task_id);
    expect(task.result!.stats).toEqual({ successful: 3, failed: 0 });
  });

  it('gives the zip link only to the staff member who started the batch; others see the status', async () => {
    const uuids = await insertApplications(core.knex, `Owner${backend}`, 2);
    const started = await core.post({ application_uuids: uuids, ...FREMONT }, 'admin');
    const { task } = await core.finished(started.body.task_id, 'admin');
    expect(task.result!.folder_link).toMatch(/^\/api\/v1\/downloads\//);
    const seenByStaff = await core.get(started.body.task_id, 'staff');
    expect(seenByStaff).toMatchObject({
      status: 200,
      body: { status: 'completed', progress: { successful: 2 }, result: { stats: { successful: 2, failed: 0 }, folder_link: null } },
    });
  });

  it('refuses external staff (403) and anonymous callers (401), starting nothing', async () => {
    const uuids = await insertApplications(core.knex, `Ext${backend}`, 1);
    const tasks = await core.knex('i693_batch_tasks').count<{ c: string }[]>('* as c');
    expect((await core.post({ application_uuids: uuids, ...FREMONT }, 'ext')).status).toBe(403);
    expect((await core.post({ application_uuids: uuids, ...FREMONT }, null)).status).toBe(401);
    expect(await core.knex('i693_batch_tasks').count<{ c: string }[]>('* as c')).toEqual(tasks);
    const started = await core.post({ application_uuids: uuids, ...FREMONT });
    expect((await core.get(started.body.task_id, 'ext')).status).toBe(403);
    expect((await core.get(started.body.task_id, null)).status).toBe(401);
    await core.finished(started.body.task_id);
  });

  it("refuses a batch without office or date with 'Please select both office and appointment date', and unknown offices, dates and applications", async () => {
    const uuids = await insertApplications(core.knex, `Invalid${backend}`, 2);
    const tasks = await core.knex('i693_batch_tasks').count<{ c: string }[]>('* as c');
    for (const missing of [{ office: 'fremont' }, { appointment_date: '04/20/2026' }, { office: '', appointment_date: '' }]) {
      expect(await core.post({ application_uuids: uuids, ...missing })).toEqual({
        status: 400,
        body: expect.objectContaining({ error: ERROR_CODES.validation, msg: BATCH_PDF_MESSAGES.selectOfficeAndDate }),
      });
    }
    expect(await core.post({ application_uuids: uuids, office: 'atlantis', appointment_date: '04/20/2026' })).toMatchObject({
      status: 400,
      body: { msg: DOCUMENT_MESSAGES.officeUnknown('atlantis') },
    });
    expect(await core.post({ application_uuids: uuids, office: 'fremont', appointment_date: '2026-04-20' })).toMatchObject({
      status: 400,
      body: { msg: DOCUMENT_MESSAGES.appointmentDate },
    });
    expect(await core.post({ application_uuids: [], ...FREMONT })).toMatchObject({ status: 400, body: { msg: BATCH_PDF_SERVER_MESSAGES.selectApplications } });
    const unknown = ['00000000-0000-4000-8000-000000000000', 'not-an-id'];
    expect(await core.post({ application_uuids: [...uuids, ...unknown], ...FREMONT })).toEqual({
      status: 400,
      body: expect.objectContaining({ msg: BATCH_PDF_SERVER_MESSAGES.unknownApplications(2), unknown_application_uuids: unknown }),
    });
    expect(await core.knex('i693_batch_tasks').count<{ c: string }[]>('* as c')).toEqual(tasks);
    expect(await core.get('00000000-0000-4000-8000-000000000000')).toMatchObject({ status: 404, body: { msg: BATCH_PDF_SERVER_MESSAGES.taskNotFound } });
    expect((await core.get('not-a-task')).status).toBe(404);
  });
});

describe('batch PDFs with the official form installed (I693_FORM_PDF)', () => {
  let core: BatchTestCore;

  beforeAll(async () => {
    core = await startBatchTestCore('table', { I693_FORM_PDF: BLANK_I693_FIXTURE });
  });
  afterAll(() => core?.close());

  it('zips the official Form I-693 of each application, filled', async () => {
    const uuids = await insertApplications(core.knex, 'Official', 4);
    const started = await core.post({ application_uuids: uuids, ...FREMONT, force_regenerate: false });
    const { task } = await core.finished(started.body.task_id);
    expect(task.result?.stats).toEqual({ successful: 4, failed: 0 });
    const res = await fetch(`${core.url}${task.result!.folder_link}`);
    const zip = await JSZip.loadAsync(Buffer.from(await res.arrayBuffer()));
    const names = Object.keys(zip.files).sort();
    expect(names).toHaveLength(4);
    for (const [i, name] of names.entries()) {
      const fields = await pdfFormFields(await zip.file(name)!.async('nodebuffer'));
      expect(fields['form1[0].#subform[0].Pt1Line1a_FamilyName[0]']?.value).toBe('Official');
      expect(fields['form1[0].#subform[0].Pt1Line1b_GivenName[0]']?.value).toBe(`Applicant${String(i + 1).padStart(2, '0')}`);
      expect(fields['form1[0].#subform[3].Pt7Line3_StreetNumberName[0]']?.value).toBe('39500 Stevenson Pl');
    }
  });
});
