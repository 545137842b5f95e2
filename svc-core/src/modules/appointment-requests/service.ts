import {
  appointmentRequestFieldsSchema,
  LEAD_PAGE_SIZE,
  PROFANITY_ALERT,
  PROFANITY_ALERT_MESSAGE,
  type AppointmentRequestEntry,
  type AppointmentRequestFields,
  type LeadListQuery,
  type Paginated,
} from '@clinic/contracts';
import { AppError, containsProfanity, parseWith, type Knex } from '@clinic/server-kit';
import { type IncomingUpload, type FileStorage, checkUploads, transactionWithUploads } from '../files';
import { numberedPage } from '../../api';
import { recordAudit } from '../audit';
import { placeApplicant, type ApplicantPlacement } from '../leads';
import { insertAppointmentRequest, listAppointmentRequests } from './repo';

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
 * the lead of their e-mail and records the documents, putting them from the incoming folder in the
 * file storage before it commits. Nothing is kept when any step fails. Location and insurance are not sent
 * by the form and not read here. `onNewLead` runs in the same transaction when the request made a lead.
 */
export async function submitAppointmentRequest(
  knex: Knex,
  files: FileStorage,
  request: { fields: Record<string, string>; files: readonly IncomingUpload[] },
  onNewLead: (trx: Knex.Transaction, leadUuid: string) => Promise<unknown> = async () => undefined,
): Promise<ApplicantPlacement & { files: number }> {
  const fields = parseWith(appointmentRequestFieldsSchema, request.fields);
  refuseProfanity(fields);
  const uploads = await checkUploads(request.files);

  return transactionWithUploads(knex, files, uploads, async (trx, store) => {
    const placement = await placeApplicant(trx, fields);
    const files = await store(uploads, { leadUuid: placement.leadUuid, applicantUuid: placement.applicantUuid, uploadedBy: 'client' });
    await insertAppointmentRequest(trx, {
      lead_uuid: placement.leadUuid,
      applicant_uuid: placement.applicantUuid,
      first_name: fields.first_name,
      middle_name: fields.middle_name ?? '',
      last_name: fields.last_name,
      email: fields.email.toLowerCase(),
      phone: fields.phone,
      dob: fields.dob,
      preferred_language: fields.preferred_language,
      files,
    });
    if (placement.leadCreated) await onNewLead(trx, placement.leadUuid);
    return { ...placement, files };
  });
}

/** The public appointment requests for staff (`GET /appointments/`), newest first, 20 a page. Audited. */
export async function appointmentRequestPage(
  knex: Knex,
  publicUrl: string,
  query: LeadListQuery,
  actor: { userId: number },
): Promise<Paginated<AppointmentRequestEntry>> {
  const search = query.search?.toLowerCase() || undefined;
  const { count, rows } = await listAppointmentRequests(knex, { search, limit: LEAD_PAGE_SIZE, offset: (query.page - 1) * LEAD_PAGE_SIZE });
  await recordAudit(knex, {
    actorUserId: actor.userId,
    action: 'list',
    entity: 'appointment_requests',
    details: { page: query.page, search: search ?? null, returned: rows.length },
  });
  const results = rows.map(({ applicant_uuid: _applicant, created_on, ...row }) => ({ ...row, created_on: created_on.toISOString() }));
  return numberedPage(publicUrl, '/appointments/', { search }, { number: query.page, size: LEAD_PAGE_SIZE, count, results });
}
