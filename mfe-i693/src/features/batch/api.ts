import type { BatchPdfRequestBody, BatchPdfStarted, BatchPdfTask } from '@clinic/contracts';
import { api } from '@clinic/platform';

/** The batch PDF calls (back-office.md 7). Failures reject with the platform's ApiRequestError. */

/** Starts a batch of PDFs for one office and appointment date (MM/DD/YYYY); the server answers 202 with the task id. */
export function startBatchPdf(body: BatchPdfRequestBody): Promise<BatchPdfStarted> {
  return api.call('POST /i693-application/batch-pdf/', { body });
}

/** A batch task's status, progress and, once completed, its result. */
export function fetchBatchPdfTask(taskId: string, signal?: AbortSignal): Promise<BatchPdfTask> {
  return api.call('GET /i693-application/batch-pdf/:taskId/', { params: { taskId }, signal });
}
