/** The i693/documents module's face: what other modules may import from it. */
export { replyWithPdf } from './pdf-reply';
export { i693DocumentRoutes } from './routes';
export { documentAppointment, documentAppointmentAt, generateI693Form, type Actor, type DocumentsContext, type NamedPdf } from './service';
