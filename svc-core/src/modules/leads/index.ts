/** The leads module's face: what other modules may import from it. */
export { markChecklistFromI693 } from './i693-entries';
export { recordInitialChecklistEmail } from './initial-email';
export { leadRoutes } from './routes';
export { ensureLeadForEmail, initialChecklist, placeApplicant, type ApplicantPlacement } from './service';
export { sendChestXrayOrder } from './xray-order';
