import { z } from 'zod';
import { DOCUMENT_MESSAGES } from './documents';
import { usDateToIso } from './i693-vaccine-info';
import { requestString } from './request-text';

/**
 * Batch I-693 PDFs (back-office.md 2.4, 2.6, 3 "Batch task", 4, 5, 7, 8, 9): the request that starts
 * a batch, the task as its status call answers it, the statuses, the polling constants of the
 * progress widget and the spec's messages. Shared by svc-core and the staff list.
 */

export const BATCH_PDF_STATUSES = ['starting', 'processing', 'creating_zip', 'uploading', 'completed', 'failed'] as const;
export type BatchPdfStatus = (typeof BATCH_PDF_STATUSES)[number];

/** The statuses polled every 3 s (back-office.md 4); any other unfinished status is polled every 5 s. */
export const BATCH_PDF_BUSY_STATUSES: readonly BatchPdfStatus[] = ['processing', 'creating_zip', 'uploading'];
export const BATCH_PDF_FINISHED_STATUSES: readonly BatchPdfStatus[] = ['completed', 'failed'];

export function isBatchPdfFinished(status: BatchPdfStatus): boolean {
  return BATCH_PDF_FINISHED_STATUSES.includes(status);
}

/** The widget's polling (back-office.md 4, 9). */
export const BATCH_PDF_POLLING = {
  /** While processing, creating_zip or uploading. */
  busyIntervalMs: 3_000,
  /** Any other status (starting). */
  idleIntervalMs: 5_000,
  /** A task is polled at most this often (about 10 minutes), then the widget warns and stops. */
  maxPolls: 120,
  /** A failed poll is tried again after this long... */
  retryAfterFailureMs: 5_000,
  /** ...until this many polls of a task failed in a row (not worded by the spec). */
  maxFailedPollsInARow: 5,
  /** The widget forgets a finished run this long after its summary. */
  resetAfterMs: 5_000,
} as const;

/** Most applications one batch may hold (not worded by the spec; a list page holds 20). */
export const BATCH_PDF_MAX_APPLICATIONS = 1_000;

/** back-office.md 5 and 8, word for word; the counts are filled in by the functions. */
export const BATCH_PDF_MESSAGES = {
  selectOfficeAndDate: 'Please select both office and appointment date',
  started: (count: number) => `PDF generation started! Processing ${count} applications...`,
  startFailed: 'Failed to start batch PDF generation. Please try again.',
  noTaskId: 'Invalid response from server (no task id)',
  smartSplit: (auto: number, manual: number) => `${auto} apps auto-processed by office/date, ${manual} apps need manual selection`,
  smartStarting: (batches: number) => `Starting ${batches} batch operations...`,
  smartStartFailed: 'Failed to start smart batch PDF generation. Please try again.',
  pollingFailed: 'Batch PDF status polling failed too many times.',
} as const;

/** Not worded by the spec. */
export const BATCH_PDF_SERVER_MESSAGES = {
  selectApplications: 'Select at least one application.',
  tooManyApplications: `A batch holds at most ${BATCH_PDF_MAX_APPLICATIONS} applications.`,
  unknownApplications: (count: number) =>
    `${count === 1 ? 'One selected application no longer exists' : `${count} selected applications no longer exist`}. Refresh the list and select again.`,
  taskNotFound: 'This batch does not exist.',
  unavailable: 'Batch PDF generation is not available right now. Please try again later.',
  pdfFailed: 'The PDF could not be generated.',
  noneGenerated: 'None of the PDFs could be generated.',
  zipFailed: 'The zip of the PDFs could not be made.',
} as const;

const M = BATCH_PDF_MESSAGES;
const S = BATCH_PDF_SERVER_MESSAGES;

/** An optional text field of the body: absent, null or blank all mean "not chosen". */
const chosenText = requestString()
  .max(50)
  .nullish()
  .transform((v) => (v ?? '').trim());

/**
 * Body of `POST /i693-application/batch-pdf/`. Office and appointment date (MM/DD/YYYY, as the single
 * PDF takes it) are both required, refused together with the spec's one message when either is
 * missing. Application ids are checked against the database by the service.
 */
export const batchPdfRequestSchema = z
  .object({
    application_uuids: z
      .array(requestString().max(100), { error: S.selectApplications })
      .min(1, S.selectApplications)
      .max(BATCH_PDF_MAX_APPLICATIONS, S.tooManyApplications),
    office: chosenText,
    appointment_date: chosenText,
    force_regenerate: z.boolean({ error: 'force_regenerate must be true or false.' }).default(false),
  })
  .superRefine((body, ctx) => {
    if (!body.office || !body.appointment_date) {
      ctx.addIssue({ code: 'custom', path: [], message: M.selectOfficeAndDate });
      return;
    }
    if (!usDateToIso(body.appointment_date)) ctx.addIssue({ code: 'custom', path: ['appointment_date'], message: DOCUMENT_MESSAGES.appointmentDate });
  });
export type BatchPdfRequest = z.infer<typeof batchPdfRequestSchema>;
export type BatchPdfRequestBody = z.input<typeof batchPdfRequestSchema>;

/** 202 answer of the start call. */
export interface BatchPdfStarted {
  task_id: string;
}

export interface BatchPdfProgress {
  /** Applications finished, successfully or not. */
  completed: number;
  total: number;
  successful: number;
  failed: number;
  /** 0-100: how far the zip of the PDFs is written (creating_zip) and stored for download (uploading). */
  upload_progress: number;
}

export interface BatchPdfResult {
  stats: { successful: number; failed: number };
  /** A short-lived download of the zip, given only to the staff member who started the batch; null for anyone else. */
  folder_link: string | null;
}

/** Answer of `GET /i693-application/batch-pdf/{task_id}/` (back-office.md 3 "Batch task"). */
export interface BatchPdfTask {
  task_id: string;
  status: BatchPdfStatus;
  progress: BatchPdfProgress;
  /** Once completed; null before and when failed. */
  result: BatchPdfResult | null;
  error: string | null;
}
