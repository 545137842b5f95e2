/** The document-requests module's face: what other modules may import from it. */
export { documentRequestRoutes } from './routes';
export { emailDocumentRequest, i693FormUrl, reminderPeople, type SendDocumentRequestContext } from './send';
