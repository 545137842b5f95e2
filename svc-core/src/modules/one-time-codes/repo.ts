import type { Knex } from '@clinic/server-kit';

type Db = Knex | Knex.Transaction;

/** What a code opens; a code for one purpose never opens another. */
export type CodePurpose = 'document-request' | 'booking' | 'booking-lookup';

export interface CodeRow {
  id: string;
  code_hash: string;
  expires_at: Date;
  wrong_tries: number;
  spent_at: Date | null;
}

export type NewCode = Pick<CodeRow, 'code_hash' | 'expires_at'> & { purpose: CodePurpose; subject: string; created_on: Date };

/** Serialises the work on one subject until the transaction ends, so concurrent requests cannot both pass a count or both use a code. */
export async function lockSubject(trx: Knex.Transaction, purpose: CodePurpose, subject: string): Promise<void> {
  await trx.raw('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`one-time-code\n${purpose}\n${subject}`]);
}

/** When each of the subject's codes created after `since` was sent, oldest first. */
export async function codesSentAfter(db: Db, purpose: CodePurpose, subject: string, since: Date): Promise<Date[]> {
  const rows = (await db('one_time_codes')
    .where({ purpose, subject })
    .where('created_on', '>', since)
    .orderBy('created_on', 'asc')
    .select('created_on')) as Array<{ created_on: Date }>;
  return rows.map((row) => row.created_on);
}

/** The subject's newest code. */
export async function latestCode(db: Db, purpose: CodePurpose, subject: string): Promise<CodeRow | undefined> {
  return (await db('one_time_codes')
    .where({ purpose, subject })
    .orderBy([
      { column: 'created_on', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .first('id', 'code_hash', 'expires_at', 'wrong_tries', 'spent_at')) as CodeRow | undefined;
}

/** Deletes the subject's codes created at or before `until` (out of the sending window). */
export async function deleteCodesUntil(trx: Knex.Transaction, purpose: CodePurpose, subject: string, until: Date): Promise<void> {
  await trx('one_time_codes').where({ purpose, subject }).where('created_on', '<=', until).delete();
}

/** Spends the subject's codes still unspent (a newer code replaces them). */
export async function spendUnspentCodes(trx: Knex.Transaction, purpose: CodePurpose, subject: string, at: Date): Promise<void> {
  await trx('one_time_codes').where({ purpose, subject }).whereNull('spent_at').update({ spent_at: at });
}

export async function insertCode(trx: Knex.Transaction, code: NewCode): Promise<void> {
  await trx('one_time_codes').insert(code);
}

export async function spendCode(trx: Knex.Transaction, id: string, at: Date): Promise<void> {
  await trx('one_time_codes').where({ id }).update({ spent_at: at });
}

export async function countWrongTry(trx: Knex.Transaction, id: string): Promise<void> {
  await trx('one_time_codes').where({ id }).increment('wrong_tries', 1);
}
