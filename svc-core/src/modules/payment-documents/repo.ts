import type { Knex } from '@clinic/server-kit';
import type { PaymentRow } from '../payments';

/** A payment as its documents need it: the birth date as text (no time zone shifts a day). */
export type DocumentPayment = Pick<
  PaymentRow,
  | 'uuid'
  | 'transaction_id'
  | 'first_name'
  | 'middle_name'
  | 'last_name'
  | 'gender'
  | 'email'
  | 'phone'
  | 'amount_cents'
  | 'tests'
  | 'status'
  | 'provider'
  | 'lab_provider_preference'
  | 'paid_on'
  | 'created_on'
> & {
  /** YYYY-MM-DD, or null when the order kept none. */
  dob: string | null;
};

export async function findDocumentPayment(db: Knex | Knex.Transaction, uuid: string): Promise<DocumentPayment | undefined> {
  return (await db('payments')
    .select(
      'uuid',
      'transaction_id',
      'first_name',
      'middle_name',
      'last_name',
      'gender',
      'email',
      'phone',
      'amount_cents',
      'tests',
      'status',
      'provider',
      'lab_provider_preference',
      'paid_on',
      'created_on',
      db.raw(`to_char(dob, 'YYYY-MM-DD') as dob`),
    )
    .where({ uuid })
    .first()) as DocumentPayment | undefined;
}
