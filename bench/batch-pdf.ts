/**
 * Batch I-693 PDFs: 500 of the applications the staff-lists bench seeded, in one batch run by
 * svc-core's job queue with its default 2 workers (BATCH_PDF_WORKERS), forced so every PDF is made:
 * the official Form I-693, which the bench's stack installs (I693_FORM_PDF) as the e2e stack does.
 * Wall time from the start call to `completed` as the widget's polling would see it, PDFs per second,
 * and how long the zip took; then the zip is downloaded and its size printed.
 */
import { Client } from 'pg';
import { addDays, practiceDay, usDateOfIso, type BatchPdfTask } from '@clinic/contracts';

export const BATCH_PDF_BAR_MS = 60_000;
const APPLICATIONS = 500;
const POLL_MS = 100;

async function pickApplications(databaseUrl: string): Promise<string[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ uuid: string }>(`select uuid from i693_applications where is_active order by created_on desc, uuid limit $1`, [
      APPLICATIONS,
    ]);
    return rows.map((r) => r.uuid);
  } finally {
    await client.end();
  }
}

/** Starts one batch of 500 applications and follows it to the end; prints wall time, PDFs/s and the zip's share. */
export async function measureBatchPdf(coreUrl: string, token: string, databaseUrl: string | undefined): Promise<void> {
  console.log(`\nBatch I-693 PDFs (the official form): ${APPLICATIONS} applications in one batch, 2 workers, forced (bar ${BATCH_PDF_BAR_MS / 1000} s)`);
  if (!databaseUrl) {
    console.log("  skipped: the 500 applications are the staff-lists bench's, which needs DATABASE_URL (a PostgreSQL server)");
    return;
  }
  const uuids = await pickApplications(databaseUrl);
  if (uuids.length < APPLICATIONS) throw new Error(`only ${uuids.length} applications to batch: measureStaffLists seeds them first`);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

  const started = performance.now();
  const res = await fetch(`${coreUrl}/api/v1/i693-application/batch-pdf/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ application_uuids: uuids, office: 'fremont', appointment_date: usDateOfIso(addDays(practiceDay(), 7)), force_regenerate: true }),
  });
  if (res.status !== 202) throw new Error(`the batch start answered ${res.status}: ${await res.text()}`);
  const { task_id: taskId } = (await res.json()) as { task_id: string };
  const queuedMs = performance.now() - started;

  let task: BatchPdfTask;
  let zipStartedMs: number | null = null;
  for (;;) {
    const poll = await fetch(`${coreUrl}/api/v1/i693-application/batch-pdf/${taskId}/`, { headers });
    if (poll.status !== 200) throw new Error(`the batch status answered ${poll.status}`);
    task = (await poll.json()) as BatchPdfTask;
    if (zipStartedMs === null && ['creating_zip', 'uploading', 'completed'].includes(task.status)) zipStartedMs = performance.now() - started;
    if (task.status === 'completed' || task.status === 'failed') break;
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  const ms = performance.now() - started;
  if (task.status !== 'completed') throw new Error(`the batch failed: ${task.error}`);

  const zip = await fetch(`${coreUrl}${task.result!.folder_link}`);
  const bytes = (await zip.arrayBuffer()).byteLength;
  const pdfsMs = zipStartedMs ?? ms;
  console.log(
    `  ${task.progress.successful} PDFs (${task.progress.failed} failed)  all ${(ms / 1000).toFixed(1).padStart(5)} s  ${((task.progress.successful * 1000) / ms).toFixed(1)} PDFs/s` +
      `  (queued in ${queuedMs.toFixed(0)} ms, PDFs ${(pdfsMs / 1000).toFixed(1)} s, zip ${((ms - pdfsMs) / 1000).toFixed(1)} s, ${(bytes / 1024 / 1024).toFixed(1)} MB)` +
      `  ${ms <= BATCH_PDF_BAR_MS ? 'within' : 'OVER'} the bar`,
  );
}
