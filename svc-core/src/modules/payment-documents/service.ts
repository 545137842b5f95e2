import {
  DEFAULT_LAB_PROVIDER,
  DOCUMENT_MESSAGES,
  LAB_PROVIDERS,
  fileNamePart,
  practiceDay,
  usDateOfIso,
  type AdhocLabOrderQuery,
  type LabOrderType,
} from '@clinic/contracts';
import { errors, type Knex, type Logger } from '@clinic/server-kit';
import type { Clock } from '../../deps';
import { recordAudit } from '../audit';
import { chestXrayOrderPdf, invoicePdf, labRequisitionPdf } from '../documents';
import type { NamedPdf } from '../i693/documents';
import type { Outbox } from '../outbox';
import { loadPracticeSettings, type PracticeSettingsConfig } from '../practice-settings';
import { sendChestXrayOrder } from '../leads';
import { testLines, testNames } from '../payments';
import { findDocumentPayment, type DocumentPayment } from './repo';

/** What the payment documents need besides the request. */
export interface PaymentDocumentsContext {
  knex: Knex;
  logger: Logger;
  outbox: Outbox;
  /** The practice settings' defaults (documents print the practice's identity). */
  config: PracticeSettingsConfig;
  /** Documents are dated the practice day it tells. */
  clock: Clock;
}

export interface Actor {
  userId: number;
}

const AUDIT_ENTITY = 'payments';

/** A paid order (404 for an unknown id; 409 while it is not paid: nothing was bought yet). */
async function requirePaidPayment(knex: Knex, uuid: string): Promise<DocumentPayment> {
  const payment = await findDocumentPayment(knex, uuid);
  if (!payment) throw errors.notFound(DOCUMENT_MESSAGES.paymentNotFound);
  if (payment.status !== 'paid') throw errors.conflict(DOCUMENT_MESSAGES.paymentNotPaid);
  return payment;
}

const nameParts = (person: { first_name: string; last_name: string }) => `${fileNamePart(person.last_name)}-${fileNamePart(person.first_name)}`;

/** The practice day of an instant, MM/DD/YYYY. */
const dayOf = (instant: Date) => usDateOfIso(practiceDay(instant));

function labProviderLabel(code: string): string {
  return (LAB_PROVIDERS.find((p) => p.code === code) ?? LAB_PROVIDERS.find((p) => p.code === DEFAULT_LAB_PROVIDER)!).label;
}

/** The chest x-ray order, the same document the leads' Send X-Ray Order Email attaches. */
async function chestXrayOrder(ctx: PaymentDocumentsContext, person: { first_name: string; last_name: string; dob: string }): Promise<NamedPdf> {
  const pdf = await chestXrayOrderPdf(
    await loadPracticeSettings(ctx.knex, ctx.config),
    { firstName: person.first_name, lastName: person.last_name, dob: person.dob },
    practiceDay(ctx.clock()),
  );
  return { pdf, fileName: `Chest-X-Ray-Order-${nameParts(person)}.pdf` };
}

/**
 * `GET /payments/{id}/lab-order`: the payer's chest x-ray order, or the requisition of the tests
 * they bought for the lab provider they chose. Audited.
 */
export async function paymentLabOrder(ctx: PaymentDocumentsContext, uuid: string, type: LabOrderType, actor: Actor): Promise<NamedPdf> {
  const payment = await requirePaidPayment(ctx.knex, uuid);
  let document: NamedPdf;
  if (type === 'chest-x-ray') {
    document = await chestXrayOrder(ctx, { ...payment, dob: payment.dob ? usDateOfIso(payment.dob) : 'Not on file' });
  } else {
    const pdf = await labRequisitionPdf(await loadPracticeSettings(ctx.knex, ctx.config), {
      orderReference: payment.transaction_id,
      orderedOn: dayOf(payment.paid_on ?? payment.created_on),
      labProvider: labProviderLabel(payment.lab_provider_preference),
      patient: { ...payment, dob: payment.dob ? usDateOfIso(payment.dob) : '' },
      tests: testNames(payment.tests),
    });
    document = { pdf, fileName: `Lab-Requisition-${nameParts(payment)}.pdf` };
  }
  await recordAudit(ctx.knex, {
    actorUserId: actor.userId,
    action: 'generate_lab_order',
    entity: AUDIT_ENTITY,
    entityId: uuid,
    details: { lab_order_type: type },
  });
  return document;
}

/**
 * `GET /payments/lab-order`: a chest x-ray order for anyone (the orders screen's Generate Adhoc
 * Order). With `send_pdf=false` it is e-mailed to the client as the leads' Send X-Ray Order Email
 * does (audited there) and the answer is its message; otherwise the PDF, audited here.
 */
export async function adhocLabOrder(ctx: PaymentDocumentsContext, query: AdhocLabOrderQuery, actor: Actor): Promise<NamedPdf | { msg: string }> {
  const person = { first_name: query.first_name, last_name: query.last_name, email: query.email, dob: query.dob };
  if (!query.send_pdf) return sendChestXrayOrder(ctx, person, actor);
  const document = await chestXrayOrder(ctx, person);
  await recordAudit(ctx.knex, {
    actorUserId: actor.userId,
    action: 'generate_lab_order',
    entity: AUDIT_ENTITY,
    details: { lab_order_type: query.lab_order_type, adhoc: true, email: query.email.toLowerCase() },
  });
  return document;
}

const PAID_WITH: Record<string, string> = { stripe: 'Card (Stripe)', local: 'Card (local checkout)' };

/** `GET /payments/{id}/invoice`: the paid order's tests, amounts, total and paid date. Audited. */
export async function paymentInvoice(ctx: PaymentDocumentsContext, uuid: string, actor: Actor): Promise<NamedPdf> {
  const payment = await requirePaidPayment(ctx.knex, uuid);
  const invoiceNumber = `INV-${payment.transaction_id.slice(0, 8).toUpperCase()}`;
  const pdf = await invoicePdf(await loadPracticeSettings(ctx.knex, ctx.config), {
    invoiceNumber,
    issuedOn: dayOf(ctx.clock()),
    paidOn: dayOf(payment.paid_on ?? payment.created_on),
    payer: {
      name: [payment.first_name, payment.middle_name, payment.last_name].filter((part) => part.trim()).join(' '),
      email: payment.email,
      phone: payment.phone,
    },
    lines: testLines(payment.tests).map((line) => ({ name: line.name, amountCents: line.price_cents })),
    totalCents: payment.amount_cents,
    paidWith: PAID_WITH[payment.provider] ?? payment.provider,
    labProvider: labProviderLabel(payment.lab_provider_preference),
  });
  await recordAudit(ctx.knex, {
    actorUserId: actor.userId,
    action: 'generate_invoice',
    entity: AUDIT_ENTITY,
    entityId: uuid,
    details: { invoice: invoiceNumber },
  });
  return { pdf, fileName: `Invoice-${invoiceNumber}-${nameParts(payment)}.pdf` };
}
