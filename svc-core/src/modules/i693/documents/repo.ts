import { I693_GENERATED_FORM_KIND, type ReceiptPaymentMethod, type ReceiptType } from '@clinic/contracts';
import type { Knex } from '@clinic/server-kit';
import type { DocumentRow } from '../records';

type Db = Knex | Knex.Transaction;

/** An office as the documents show it. */
export interface DocumentOffice {
  code: string;
  name: string;
  address: string;
  phone: string;
}

export async function findOfficeByCode(db: Db, code: string): Promise<DocumentOffice | undefined> {
  return (await db('offices').select('code', 'name', 'address', 'phone').where({ code }).first()) as DocumentOffice | undefined;
}

export interface NewReceipt {
  receipt_type: ReceiptType;
  is_custom: boolean;
  application_uuid: string | null;
  first_name: string;
  middle_name: string;
  last_name: string;
  email: string;
  office_code: string;
  /** YYYY-MM-DD. */
  appointment_date: string;
  amount_cents: number;
  payment_method: ReceiptPaymentMethod;
  issued_by: number;
}

/** Records an issued receipt; answers its number (the next of the register). */
export async function insertReceipt(db: Db, receipt: NewReceipt): Promise<number> {
  const [row] = (await db('receipts').insert(receipt).returning('number')) as Array<{ number: string | number }>;
  if (!row) throw new Error('receipt insert returned no row');
  return Number(row.number);
}

/**
 * Makes `document` the application's generated I-693 (one per application) and answers the stored
 * name of the one it replaces. Call inside a transaction that holds the application's row lock.
 */
export async function replaceGeneratedForm(trx: Knex.Transaction, document: Omit<DocumentRow, 'uuid' | 'kind'>): Promise<string | undefined> {
  const where = { application_uuid: document.application_uuid, kind: I693_GENERATED_FORM_KIND };
  const previous = (await trx('i693_documents').select('uuid', 'stored_name').where(where).first()) as Pick<DocumentRow, 'uuid' | 'stored_name'> | undefined;
  if (previous) {
    await trx('i693_documents')
      .where({ uuid: previous.uuid })
      .update({ ...document, created_on: trx.fn.now() });
    return previous.stored_name;
  }
  await trx('i693_documents').insert({ ...document, kind: I693_GENERATED_FORM_KIND });
  return undefined;
}

/** Locks an application's row until the transaction ends; false when it does not exist. */
export async function lockApplication(trx: Knex.Transaction, uuid: string): Promise<boolean> {
  return (await trx('i693_applications').select('uuid').where({ uuid }).forUpdate().first()) !== undefined;
}
