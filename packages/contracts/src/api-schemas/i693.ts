import { z } from 'zod';
import { BATCH_PDF_STATUSES, type BatchPdfStarted, type BatchPdfTask } from '../batch-pdf';
import type { I693FormPdfLink } from '../documents';
import type { I693Application, I693ApplicationPage, I693FileLink } from '../i693-applications';
import type { I693ExportColumn } from '../i693-export';
import type { I693SubmitResponse } from '../i693-form';
import type { StaffVaccineInfo } from '../i693-vaccine-info';
import { isoInstant, objectOf, pageOf, replyOf } from './reply';

/* Replies of the I-693 form, the staff's application list and its documents, batch PDFs and the export. */

export const i693SubmitReplySchema = replyOf<I693SubmitResponse>()(z.object({ uuid: z.string() }));

export const i693ApplicationReplySchema = replyOf<I693Application>()(
  z.object({
    uuid: z.string(),
    email: z.string(),
    pdf_email: z.string(),
    first_name: z.string(),
    middle_name: z.string(),
    last_name: z.string(),
    a_number: z.string(),
    gender: z.string(),
    dob: z.string(),
    phone: z.string(),
    city_of_birth: z.string(),
    country_of_birth: z.string(),
    apartment_number: z.string(),
    street_address: z.string(),
    city: z.string(),
    state: z.string(),
    zipcode: z.string(),
    photo_id_type: z.string(),
    photo_id: z.string(),
    is_active: z.boolean(),
    created_on: isoInstant,
    updated_on: isoInstant,
    last_updated_by: z.object({ name: z.string() }).nullable(),
    meta: z.object({
      appointment_office: z.string().nullable(),
      appointment_date: z.string().nullable(),
      vaccine_info: objectOf<StaffVaccineInfo>(),
      notes: z.object({ pre_confirm_checks: z.record(z.string(), z.union([z.number(), z.boolean()])) }),
      review_requested_on: isoInstant.nullable(),
    }),
    applicant_uuid: z.string().nullable(),
    lead_uuid: z.string().nullable(),
    checklist_done: z.array(z.string()),
    files: z.object({ front: z.boolean(), back: z.boolean() }),
  }),
);

export const i693ApplicationPageReplySchema = replyOf<I693ApplicationPage>()(pageOf(i693ApplicationReplySchema));

export const i693FileLinkReplySchema = replyOf<I693FileLink>()(z.object({ url: z.string(), content_type: z.string() }));

export const i693FormPdfLinkReplySchema = replyOf<I693FormPdfLink>()(z.object({ url: z.string() }));

export const batchPdfStartedReplySchema = replyOf<BatchPdfStarted>()(z.object({ task_id: z.string() }));

export const batchPdfTaskReplySchema = replyOf<BatchPdfTask>()(
  z.object({
    task_id: z.string(),
    status: z.enum(BATCH_PDF_STATUSES),
    progress: z.object({
      completed: z.number().int(),
      total: z.number().int(),
      successful: z.number().int(),
      failed: z.number().int(),
      upload_progress: z.number(),
    }),
    result: z.object({ stats: z.object({ successful: z.number().int(), failed: z.number().int() }), folder_link: z.string().nullable() }).nullable(),
    error: z.string().nullable(),
  }),
);

export const i693ExportColumnsReplySchema = replyOf<I693ExportColumn[]>()(z.array(z.object({ key: z.string(), label: z.string(), default: z.boolean() })));
