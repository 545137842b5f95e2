/** The i693/batch module's face: what other modules may import from it. */
export { batchPdfWorkers, createBatchPdf, type BatchPdf } from './queue';
export { i693BatchRoutes } from './routes';
