import { appointmentRequestFieldsSchema, PROFANITY_ALERT, PROFANITY_ALERT_MESSAGE, type AppointmentRequestFields } from '@clinic/contracts';
import { AppError, containsProfanity, parseWith, type Knex } from '@clinic/server-kit';
import type { IncomingUpload } from '../files/multipart';
import { checkUploads, transactionWithUploads } from '../files/uploads';
import { placeApplicant, type ApplicantPlacement } from '../leads/service';

/** Most documents one request may carry. */
export const MAX_APPOINTMENT_FILES = 10;

function refuseProfanity(fields: AppointmentRequestFields): void {
  if (containsProfanity(fields.first_name, fields.middle_name, fields.last_name)) {
    throw new AppError(400, PROFANITY_ALERT, PROFANITY_ALERT_MESSAGE);
  }
}

/**
 * A public appointment request (public-site.md 3 and 4): validates the fields, refuses profanity and
 * documents that are not images, PDF or Word files, then in one transaction places the person under
 * the lead of their e-mail and records the documents, moving them from the incoming folder to
 * `DATA_DIR/files/<uuid>`. Nothing is kept when any step fails. Location and insurance are not sent
 * by the form and not read here.
 */
export async function submitAppointmentRequest(
  knex: Knex,
  dataDir: string,
  request: { fields: Record<string, string>; files: readonly IncomingUpload[] },
): Promise<ApplicantPlacement & { files: number }> {
  const fields = parseWith(appointmentRequestFieldsSchema, request.fields);
  refuseProfanity(fields);
  const uploads = await checkUploads(request.files);

  return transactionWithUploads(knex, dataDir, async (trx, store) => {
    const placement = await placeApplicant(trx, fields);
    const files = await store(uploads, { leadUuid: placement.leadUuid, applicantUuid: placement.applicantUuid, uploadedBy: 'client' });
    return { ...placement, files };
  });
}
