import { createHash } from 'node:crypto';
import {
  DEFAULT_LANGUAGE,
  LAB_CATALOGUE_MESSAGES,
  PAYMENTS_PAGE_SIZE,
  dollarsToCents,
  type LabPaymentInitiation,
  type LabPaymentInitiationResponse,
  type Paginated,
  type Payment,
  type PaymentListQuery,
} from '@clinic/contracts';
import { AppError, isUuid, type Knex, type Logger } from '@clinic/server-kit';
import type { Clock } from '../../deps';
import { numberedPage } from '../../api';
import { recordAudit } from '../audit';
import { priceSelection } from '../lab-products';
import { ensureLeadForEmail } from '../leads';
import type { Outbox } from '../outbox';
import { loadPracticeSettings, type PracticeSettingsConfig } from '../practice-settings';
import { WebhookPayloadError, WebhookSignatureError, localCheckoutEvent, type PaymentProviders, type PaymentWebhookEvent } from '../payment-providers';
import { labInstructionsMessage } from './instructions-email';
import {
  claimInstructions,
  findPaymentByTransactionId,
  findPendingByIdempotencyKey,
  insertPayment,
  listPayments,
  lockIdempotencyKey,
  markPaid,
  recordPaymentEvent,
  setCheckout,
  transitionPayment,
  type PaymentRow,
} from './repo';
import { testNames } from './tests-snapshot';

export function toPayment(row: PaymentRow): Payment {
  return {
    uuid: row.uuid,
    first_name: row.first_name,
    middle_name: row.middle_name,
    last_name: row.last_name,
    gender: row.gender,
    email: row.email,
    phone: row.phone,
    amount: row.amount_cents / 100,
    tests: testNames(row.tests),
    status: row.status,
    provider: row.provider,
    provider_ref: row.provider_ref,
    created_on: row.created_on.toISOString(),
    updated_on: row.updated_on.toISOString(),
  };
}

/**
 * A page of the payments list (Orders screen): paid orders only. Staff reads of these personal
 * details are audited.
 */
export async function paymentPage(
  knex: Knex,
  { page, search }: PaymentListQuery,
  { actorUserId, publicUrl }: { actorUserId: number; publicUrl: string },
): Promise<Paginated<Payment>> {
  const term = search || undefined;
  const { count, rows } = await listPayments(knex, { search: term, limit: PAYMENTS_PAGE_SIZE, offset: (page - 1) * PAYMENTS_PAGE_SIZE });
  await recordAudit(knex, {
    actorUserId,
    action: 'list',
    entity: 'payments',
    details: { page, search: term ?? null, returned: rows.length },
  });
  return numberedPage(publicUrl, '/payments/', { search: term }, { number: page, size: PAYMENTS_PAGE_SIZE, count, results: rows.map(toPayment) });
}

/** Everything the payment flows need besides the request. */
export interface PaymentsContext {
  knex: Knex;
  logger: Logger;
  clock: Clock;
  providers: PaymentProviders;
  outbox: Outbox;
  /** The practice settings' defaults (the instructions e-mail names the practice). */
  config: PracticeSettingsConfig;
}

/** An identical initiation within this window, while its payment is still pending, gets the same payment back. */
export const IDEMPOTENCY_WINDOW_MINUTES = 30;

/** The identity of an initiation request: who pays, for what, how much, at which lab. */
export function idempotencyKey(input: LabPaymentInitiation, amountCents: number): string {
  const fields = [
    input.email.trim().toLowerCase(),
    input.first_name.trim(),
    (input.middle_name ?? '').trim(),
    input.last_name.trim(),
    input.dob,
    input.gender,
    input.phone,
    [...input.tests].sort(),
    amountCents,
    input.lab_provider_preference,
  ];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

/**
 * Starts a lab payment: prices the tests on the server (the client's amount must agree), stores a
 * pending payment linked to the lead of the e-mail (created as system-generated when unknown) in
 * one transaction, then opens the provider's checkout. A retried identical request gets the same
 * transaction and link.
 */
export async function initiateLabPayment(ctx: PaymentsContext, input: LabPaymentInitiation): Promise<LabPaymentInitiationResponse> {
  const { products, amountCents } = await priceSelection(ctx.knex, input.tests);
  if (dollarsToCents(input.amount) !== amountCents) {
    // The visitor's page showed other prices (an admin changed them since it loaded): charge nothing, say the new total.
    throw new AppError(400, 'AMOUNT_MISMATCH', LAB_CATALOGUE_MESSAGES.amountMismatch(amountCents), { expected: amountCents / 100 });
  }
  const key = idempotencyKey(input, amountCents);
  const since = new Date(ctx.clock().getTime() - IDEMPOTENCY_WINDOW_MINUTES * 60_000);
  const email = input.email.trim().toLowerCase();

  let payment = await ctx.knex.transaction(async (trx) => {
    await lockIdempotencyKey(trx, key);
    const existing = await findPendingByIdempotencyKey(trx, key, since);
    if (existing) return existing;
    const lead = await ensureLeadForEmail(
      trx,
      { email, first_name: input.first_name, middle_name: input.middle_name ?? '', last_name: input.last_name, phone: input.phone, dob: input.dob },
      { systemGenerated: true },
    );
    return insertPayment(trx, {
      first_name: input.first_name,
      middle_name: input.middle_name ?? '',
      last_name: input.last_name,
      gender: input.gender,
      email,
      phone: input.phone,
      dob: input.dob,
      amount_cents: amountCents,
      tests: products.map((p) => ({ id: p.id, name: p.name, price_cents: p.price_cents })),
      provider: ctx.providers.active.name,
      lab_provider_preference: input.lab_provider_preference,
      language: input.language ?? DEFAULT_LANGUAGE,
      lead_uuid: lead.uuid,
      idempotency_key: key,
    });
  });

  if (!payment.payment_link) {
    let checkout;
    try {
      // Outside the transaction: a provider call must not hold the database.
      checkout = await ctx.providers.active.createCheckout({
        transactionId: payment.transaction_id,
        email,
        amountCents,
        items: products.map((p) => ({ name: p.name, amountCents: p.price_cents })),
      });
    } catch (err) {
      ctx.logger.error({ err, transaction_id: payment.transaction_id }, 'payment provider refused the checkout');
      await transitionPayment(ctx.knex, payment.uuid, ['pending'], 'failed');
      throw new AppError(502, 'PAYMENT_PROVIDER_ERROR', 'The payment could not be started. Please try again in a moment.');
    }
    payment = await setCheckout(ctx.knex, payment.uuid, checkout);
  }
  return { transaction_id: payment.transaction_id, payment_link: payment.payment_link! };
}

export type WebhookResult = { received: true; duplicate?: true };

const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

function transactionIdOf(event: PaymentWebhookEvent): string | undefined {
  const session = event.data.object;
  const id = session.client_reference_id ?? session.metadata?.transaction_id;
  return isUuid(id) ? id : undefined;
}

/** The status an event moves a pending payment to, if any. */
function outcomeOf(event: PaymentWebhookEvent): 'paid' | 'failed' | 'cancelled' | undefined {
  const session = event.data.object;
  if (PAID_EVENTS.has(event.type)) {
    // A completed session with a delayed method (bank debit) is paid later by async_payment_succeeded.
    if (event.type === 'checkout.session.completed' && !['paid', 'no_payment_required'].includes(session.payment_status ?? '')) return undefined;
    return 'paid';
  }
  if (event.type === 'checkout.session.async_payment_failed') return 'failed';
  if (event.type === 'checkout.session.expired') return 'cancelled';
  return undefined;
}

export class WebhookRejected extends AppError {
  constructor(msg: string) {
    super(400, 'INVALID_WEBHOOK', msg);
  }
}

/**
 * One webhook delivery (from Stripe, or from the local checkout): verified over its raw body,
 * processed once per event id. A payment that becomes paid records its instructions e-mail in the
 * same transaction (once per payment), sent after commit and retried while svc-notify is down.
 */
export async function handleWebhookDelivery(ctx: PaymentsContext, rawBody: Buffer, signature: string | undefined): Promise<WebhookResult> {
  let event: PaymentWebhookEvent;
  try {
    event = await ctx.providers.active.verifyWebhook(rawBody, signature);
  } catch (err) {
    if (err instanceof WebhookSignatureError || err instanceof WebhookPayloadError) throw new WebhookRejected(err.message);
    throw err;
  }
  const transactionId = transactionIdOf(event);
  const outcome = outcomeOf(event);

  const fresh = await ctx.knex.transaction(async (trx) => {
    const fresh = await recordPaymentEvent(trx, {
      event_id: event.id,
      type: event.type,
      provider: ctx.providers.active.name,
      transaction_id: transactionId ?? null,
    });
    if (!fresh || !transactionId) return fresh;
    const current = await findPaymentByTransactionId(trx, transactionId);
    if (!current) {
      ctx.logger.warn({ event_id: event.id, transaction_id: transactionId }, 'webhook event for an unknown payment');
      return fresh;
    }
    if (!outcome) return fresh;
    const total = event.data.object.amount_total;
    if (outcome === 'paid' && typeof total === 'number' && total !== current.amount_cents) {
      ctx.logger.error(
        { event_id: event.id, transaction_id: transactionId, amount_total: total, amount_cents: current.amount_cents },
        'paid amount differs from the order; not marked paid',
      );
      return fresh;
    }
    // A late success pays a checkout already given up as failed or cancelled.
    const changed =
      outcome === 'paid'
        ? await markPaid(trx, current.uuid, ['pending', 'failed', 'cancelled'], current.provider_ref ?? event.data.object.id)
        : await transitionPayment(trx, current.uuid, ['pending'], outcome);
    const payment = changed ?? current;
    if (payment.status === 'paid' && (await claimInstructions(trx, payment.uuid)))
      await ctx.outbox.send(trx, labInstructionsMessage(await loadPracticeSettings(trx, ctx.config), payment));
    return fresh;
  });
  return fresh ? { received: true } : { received: true, duplicate: true };
}

/** The payment of a local checkout page's transaction id; undefined for any other id or provider. */
export async function findLocalPayment(knex: Knex, transactionId: string | undefined): Promise<PaymentRow | undefined> {
  if (!transactionId || !isUuid(transactionId)) return undefined;
  const payment = await findPaymentByTransactionId(knex, transactionId);
  return payment?.provider === 'local' ? payment : undefined;
}

/**
 * The local checkout's Pay or Cancel: builds the event Stripe would send, signs it like Stripe and
 * hands it to the webhook processing. Answers the payment's resulting status.
 */
export async function completeLocalCheckout(ctx: PaymentsContext, payment: PaymentRow, decision: 'pay' | 'cancel'): Promise<string> {
  if (payment.status !== 'pending') return payment.status;
  const event = localCheckoutEvent(
    {
      transactionId: payment.transaction_id,
      providerRef: payment.provider_ref ?? payment.transaction_id,
      amountCents: payment.amount_cents,
      email: payment.email,
    },
    decision,
  );
  const { rawBody, signature } = ctx.providers.local.sign(event);
  await handleWebhookDelivery(ctx, rawBody, signature);
  return (await findPaymentByTransactionId(ctx.knex, payment.transaction_id))?.status ?? payment.status;
}
