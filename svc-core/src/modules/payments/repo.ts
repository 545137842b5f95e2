import { likeAnywhere, type Knex } from '@clinic/server-kit';

/** One ordered test as the payment keeps it: the product id and its name and price at ordering time. */
export interface PaymentTest {
  id: string;
  name: string;
  price_cents: number;
}

export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'cancelled';

export interface PaymentRow {
  uuid: string;
  transaction_id: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  gender: string;
  email: string;
  phone: string;
  dob: string | null;
  amount_cents: number;
  tests: unknown;
  status: string;
  provider: string;
  provider_ref: string | null;
  payment_link: string | null;
  lab_provider_preference: string;
  /** The language of the page the payment was started from ('en' by default). */
  language: string;
  lead_uuid: string | null;
  idempotency_key: string | null;
  paid_on: Date | null;
  instructions_sent_on: Date | null;
  created_on: Date;
  updated_on: Date;
}

export type NewPayment = Pick<PaymentRow, 'first_name' | 'middle_name' | 'last_name' | 'gender' | 'email' | 'phone' | 'amount_cents'> &
  Partial<Pick<PaymentRow, 'provider_ref' | 'dob' | 'lab_provider_preference' | 'language' | 'lead_uuid' | 'idempotency_key' | 'paid_on' | 'created_on'>> & {
    /** Test names, or the full snapshot of the ordered products. */
    tests: string[] | PaymentTest[];
    status?: PaymentStatus;
    provider?: 'local' | 'stripe';
  };

function searchFilter(search: string | undefined) {
  return (query: Knex.QueryBuilder) => {
    if (!search) return;
    const pattern = likeAnywhere(search);
    void query.where((q) => {
      for (const column of ['first_name', 'middle_name', 'last_name', 'email', 'phone']) {
        void q.orWhere(column, 'ilike', pattern);
      }
      void q
        .orWhereRaw("(first_name || ' ' || last_name) ilike ?", [pattern])
        .orWhereRaw("(first_name || ' ' || middle_name || ' ' || last_name) ilike ?", [pattern]);
    });
  };
}

/**
 * One page of the paid orders, most recently paid first, and the number of all matches. Pending,
 * failed and cancelled checkouts are not orders: nothing is sent to a lab for them.
 */
export async function listPayments(
  db: Knex | Knex.Transaction,
  { search, limit, offset }: { search?: string; limit: number; offset: number },
): Promise<{ count: number; rows: PaymentRow[] }> {
  const filter = searchFilter(search);
  const paid = (q: Knex.QueryBuilder) => void q.where('status', 'paid');
  const [totals, rows] = await Promise.all([
    db('payments').modify(paid).modify(filter).count<{ count: string | number }[]>('* as count'),
    db<PaymentRow>('payments').modify(paid).modify(filter).orderByRaw('coalesce(paid_on, created_on) desc, uuid asc').limit(limit).offset(offset),
  ]);
  return { count: Number(totals[0]?.count ?? 0), rows: rows as PaymentRow[] };
}

export async function insertPayment(db: Knex | Knex.Transaction, payment: NewPayment): Promise<PaymentRow> {
  const [row] = await db('payments')
    .insert({ ...payment, tests: JSON.stringify(payment.tests) })
    .returning('*');
  return row as PaymentRow;
}

export async function findPaymentByTransactionId(db: Knex | Knex.Transaction, transactionId: string): Promise<PaymentRow | undefined> {
  return db<PaymentRow>('payments').where({ transaction_id: transactionId }).first();
}

/** A pending payment of the same request (same idempotency key) created since `since`, newest first. */
export async function findPendingByIdempotencyKey(db: Knex.Transaction, key: string, since: Date): Promise<PaymentRow | undefined> {
  return db<PaymentRow>('payments')
    .where({ idempotency_key: key, status: 'pending' })
    .andWhere('created_on', '>=', since)
    .orderBy('created_on', 'desc')
    .first();
}

/** Serializes initiations of the same request until the transaction ends (PostgreSQL advisory lock). */
export async function lockIdempotencyKey(trx: Knex.Transaction, key: string): Promise<void> {
  await trx.raw('SELECT pg_advisory_xact_lock(hashtextextended(?, 0))', [`payments:${key}`]);
}

/** Records the provider's checkout once; a concurrent identical initiation keeps the first one. */
export async function setCheckout(db: Knex | Knex.Transaction, uuid: string, checkout: { payment_link: string; provider_ref: string }): Promise<PaymentRow> {
  const [updated] = await db('payments')
    .where({ uuid })
    .whereNull('payment_link')
    .update({ ...checkout, updated_on: db.fn.now() })
    .returning('*');
  return (updated as PaymentRow | undefined) ?? ((await db<PaymentRow>('payments').where({ uuid }).first()) as PaymentRow);
}

/** Moves a payment on from `from` statuses; returns the row when it changed. */
export async function transitionPayment(
  db: Knex | Knex.Transaction,
  uuid: string,
  from: readonly PaymentStatus[],
  to: PaymentStatus,
  extra: Record<string, unknown> = {},
): Promise<PaymentRow | undefined> {
  const [row] = await db('payments')
    .where({ uuid })
    .whereIn('status', from)
    .update({ status: to, ...extra, updated_on: db.fn.now() })
    .returning('*');
  return row as PaymentRow | undefined;
}

/** Moves a payment from `from` statuses to paid, noting when and the provider's reference; returns the row when it changed. */
export function markPaid(db: Knex | Knex.Transaction, uuid: string, from: readonly PaymentStatus[], providerRef: string): Promise<PaymentRow | undefined> {
  return transitionPayment(db, uuid, from, 'paid', { paid_on: db.fn.now(), provider_ref: providerRef });
}

/** Records a webhook event id; false when it was already processed. */
export async function recordPaymentEvent(
  trx: Knex.Transaction,
  event: { event_id: string; type: string; provider: string; transaction_id: string | null },
): Promise<boolean> {
  const rows = await trx('payment_events').insert(event).onConflict('event_id').ignore().returning('event_id');
  return rows.length > 0;
}

/** Claims the instructions e-mail of a paid payment (recorded in the outbox by the caller): true once per payment. */
export async function claimInstructions(db: Knex | Knex.Transaction, uuid: string): Promise<boolean> {
  const rows = await db('payments')
    .where({ uuid, status: 'paid' })
    .whereNull('instructions_sent_on')
    .update({ instructions_sent_on: db.fn.now() })
    .returning('uuid');
  return rows.length > 0;
}
