import {
  DOCUMENT_MESSAGES,
  ERROR_CODES,
  RECEIPT_TEMPLATES,
  i693FormFileName,
  practiceDay,
  receiptFileName,
  showsGonorrhea,
  usDateOfIso,
  usDateToIso,
  type CustomReceiptQuery,
  type DocumentAppointmentQuery,
  type I693FormPdfLink,
  type ReceiptQuery,
} from '@clinic/contracts';
import { AppError, errors, type Knex, type Logger, type TokenKey } from '@clinic/server-kit';
import type { Clock } from '../../../deps';
import { recordAudit } from '../../audit';
import { i693FormPdf, type OfficialI693Filler, receiptPdf } from '../../documents';
import { downloadLink } from '../../downloads';
import { type FileStorage, newStoredName } from '../../files';
import { findApplication, updateApplication, type ApplicationRow } from '../records';
import { toApplication } from '../applications';
import { loadPracticeSettings, type PracticeSettingsConfig } from '../../practice-settings';
import { findOfficeByCode, insertReceipt, lockApplication, replaceGeneratedForm, type DocumentOffice, type NewReceipt } from './repo';

/** What the application documents need besides the request. */
export interface DocumentsContext {
  knex: Knex;
  logger: Logger;
  /** Documents are dated the practice day it tells. */
  clock: Clock;
  signingKey: TokenKey;
  /** The data folder: temporary working files (a batch's zip while it is written). */
  dataDir: string;
  /** Where the generated PDFs and batch zips are kept (FILE_STORAGE). */
  files: FileStorage;
  /** The practice settings' defaults (documents print the practice's identity). */
  config: PracticeSettingsConfig;
  /** The official Form I-693 (I693_FORM_PDF); without it the I-693 PDF is the data sheet. */
  officialI693?: OfficialI693Filler;
}

/** Who generates: every document is audited under this user. */
export interface Actor {
  userId: number;
}

/** A PDF to answer with its download name. */
export interface NamedPdf {
  pdf: Buffer;
  fileName: string;
}

const AUDIT_ENTITY = 'i693_application';

/** The office and appointment date a document is made for: the office as the offices table has it. */
export interface DocumentAppointment {
  office: DocumentOffice;
  /** YYYY-MM-DD; written MM/DD/YYYY only on the documents and their file names. */
  date: string;
}

/** The office of that code (400 when no office has it) on that day (YYYY-MM-DD). */
export async function documentAppointmentAt(knex: Knex, officeCode: string, date: string): Promise<DocumentAppointment> {
  const office = await findOfficeByCode(knex, officeCode);
  if (!office) {
    const msg = DOCUMENT_MESSAGES.officeUnknown(officeCode);
    throw new AppError(400, ERROR_CODES.validation, msg, { details: { office: msg } });
  }
  return { office, date };
}

/** The query's office and date (MM/DD/YYYY, as the staff's screens send it). */
export function documentAppointment(knex: Knex, query: DocumentAppointmentQuery): Promise<DocumentAppointment> {
  return documentAppointmentAt(knex, query.office, usDateToIso(query.appointment_date)!);
}

async function requireApplication(knex: Knex, uuid: string): Promise<ApplicationRow> {
  const row = await findApplication(knex, uuid);
  if (!row) throw errors.notFound(DOCUMENT_MESSAGES.applicationNotFound);
  return row;
}

/** The I-693 of an application for an office and date, as a PDF: the official form when installed, else the data sheet. */
async function renderI693Form(ctx: DocumentsContext, row: ApplicationRow, appointment: DocumentAppointment): Promise<Buffer> {
  const application = toApplication(row);
  const practice = await loadPracticeSettings(ctx.knex, ctx.config);
  const data = {
    applicant: { ...application, dob: usDateOfIso(application.dob) },
    vaccineInfo: application.meta.vaccine_info,
    office: appointment.office,
    appointmentDate: usDateOfIso(appointment.date),
    preparedOn: usDateOfIso(practiceDay(ctx.clock())),
    gonorrheaApplies: showsGonorrhea(application.dob, appointment.date),
  };
  return ctx.officialI693 ? ctx.officialI693.fill(practice, data) : i693FormPdf(practice, data);
}

/** The generated I-693 as stored (file storage key `storedName`), downloaded as `fileName`. */
export interface StoredI693Form {
  storedName: string;
  fileName: string;
}

/**
 * Generates the I-693 (official form or data sheet) of an application for an office and appointment date, stores it as
 * the application's generated form (replacing the previous one) and saves the office and date on
 * the application, in one transaction with its audit entry. The file is written first and removed
 * again when the transaction fails; the replaced file is removed once the new one is committed.
 */
export async function generateI693Form(ctx: DocumentsContext, uuid: string, appointment: DocumentAppointment, actor: Actor): Promise<StoredI693Form> {
  const row = await requireApplication(ctx.knex, uuid);
  const pdf = await renderI693Form(ctx, row, appointment);
  const fileName = i693FormFileName(row, usDateOfIso(appointment.date));
  const storedName = newStoredName();
  await ctx.files.put(storedName, pdf, 'application/pdf');
  let replaced: string | undefined;
  try {
    replaced = await ctx.knex.transaction(async (trx) => {
      if (!(await lockApplication(trx, uuid))) throw errors.notFound(DOCUMENT_MESSAGES.applicationNotFound);
      await updateApplication(trx, uuid, { appointment_office: appointment.office.code, appointment_date: appointment.date }, actor.userId);
      const previous = await replaceGeneratedForm(trx, {
        application_uuid: uuid,
        file_name: fileName,
        stored_name: storedName,
        mime_type: 'application/pdf',
        size_bytes: pdf.length,
      });
      await recordAudit(trx, {
        actorUserId: actor.userId,
        action: 'generate_i693_pdf',
        entity: AUDIT_ENTITY,
        entityId: uuid,
        details: { office: appointment.office.code, appointment_date: appointment.date, file: storedName },
      });
      return previous;
    });
  } catch (err) {
    await ctx.files.delete([storedName]).catch(() => undefined);
    throw err;
  }
  if (replaced) {
    await ctx.files.delete([replaced]).catch((err: unknown) => ctx.logger.warn({ err, file: replaced }, 'replaced I-693 PDF not removed'));
  }
  return { storedName, fileName };
}

/** `GET /i693-application/{id}/file/i693/pdf/`: generates the I-693 and answers a short-lived download of it. */
export async function i693FormLink(ctx: DocumentsContext, uuid: string, query: DocumentAppointmentQuery, actor: Actor): Promise<I693FormPdfLink> {
  const appointment = await documentAppointment(ctx.knex, query);
  const form = await generateI693Form(ctx, uuid, appointment, actor);
  return {
    url: await downloadLink(ctx.signingKey, { storedName: form.storedName, fileName: form.fileName, mimeType: 'application/pdf', disposition: 'attachment' }),
  };
}

/** Registers a receipt (its number) with its audit entry, then renders it. */
async function issueReceipt(
  ctx: DocumentsContext,
  receipt: NewReceipt,
  appointment: DocumentAppointment,
  audit: { entityId: string | null; entity: string },
): Promise<Buffer> {
  const number = await ctx.knex.transaction(async (trx) => {
    const issued = await insertReceipt(trx, receipt);
    await recordAudit(trx, {
      actorUserId: receipt.issued_by,
      action: 'generate_receipt',
      entity: audit.entity,
      entityId: audit.entityId ?? String(issued),
      details: {
        receipt_number: issued,
        receipt_type: receipt.receipt_type,
        custom: receipt.is_custom,
        amount_cents: receipt.amount_cents,
        office: receipt.office_code,
        appointment_date: receipt.appointment_date,
      },
    });
    return issued;
  });
  return receiptPdf(await loadPracticeSettings(ctx.knex, ctx.config), {
    number: String(number),
    templateName: receipt.is_custom ? 'Custom' : RECEIPT_TEMPLATES[receipt.receipt_type].name,
    issuedOn: usDateOfIso(practiceDay(ctx.clock())),
    client: receipt,
    office: appointment.office,
    appointmentDate: usDateOfIso(appointment.date),
    amountCents: receipt.amount_cents,
    paymentMethod: receipt.payment_method,
  });
}

/** `GET /i693-application/{id}/receipt`: the R200 (cash) or R220 (card) receipt of an application's client. */
export async function applicationReceipt(ctx: DocumentsContext, uuid: string, query: ReceiptQuery, actor: Actor): Promise<NamedPdf> {
  const appointment = await documentAppointment(ctx.knex, query);
  const row = await requireApplication(ctx.knex, uuid);
  const template = RECEIPT_TEMPLATES[query.receipt_type];
  const pdf = await issueReceipt(
    ctx,
    {
      receipt_type: query.receipt_type,
      is_custom: false,
      application_uuid: uuid,
      first_name: row.first_name,
      middle_name: row.middle_name,
      last_name: row.last_name,
      email: row.email,
      office_code: appointment.office.code,
      appointment_date: appointment.date,
      amount_cents: template.amountCents,
      payment_method: template.paymentMethod,
      issued_by: actor.userId,
    },
    appointment,
    { entity: AUDIT_ENTITY, entityId: uuid },
  );
  return { pdf, fileName: receiptFileName(query.receipt_type, row, usDateOfIso(appointment.date)) };
}

/**
 * `GET /i693-application/receipt/custom/`: a receipt for any client. With `custom_amount` (the
 * list's CR) it is of that many dollars; without, of its template's amount (the ad-hoc receipt).
 * The template (200 or 220) gives the payment method either way.
 */
export async function customReceipt(ctx: DocumentsContext, query: CustomReceiptQuery, actor: Actor): Promise<NamedPdf> {
  const appointment = await documentAppointment(ctx.knex, query);
  const template = RECEIPT_TEMPLATES[query.receipt_type];
  const isCustom = query.custom_amount !== undefined;
  const pdf = await issueReceipt(
    ctx,
    {
      receipt_type: query.receipt_type,
      is_custom: isCustom,
      application_uuid: null,
      first_name: query.first_name,
      middle_name: query.middle_name,
      last_name: query.last_name,
      email: query.email.toLowerCase(),
      office_code: appointment.office.code,
      appointment_date: appointment.date,
      amount_cents: isCustom ? query.custom_amount! * 100 : template.amountCents,
      payment_method: template.paymentMethod,
      issued_by: actor.userId,
    },
    appointment,
    { entity: 'receipts', entityId: null },
  );
  return { pdf, fileName: receiptFileName(isCustom ? 'custom' : query.receipt_type, query, usDateOfIso(appointment.date)) };
}
