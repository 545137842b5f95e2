import type { Knex } from '@clinic/server-kit';

export interface PaymentRow {
  uuid: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  gender: string;
  email: string;
  phone: string;
  amount_cents: number;
  tests: unknown;
  status: string;
  provider: string;
  provider_ref: string | null;
  created_on: Date;
  updated_on: Date;
}

export type NewPayment = Omit<PaymentRow, 'uuid' | 'created_on' | 'updated_on' | 'tests' | 'status' | 'provider' | 'provider_ref'> & {
  tests: string[];
  status?: string;
  provider?: string;
  provider_ref?: string | null;
  created_on?: Date;
};

/** `%` and `_` typed by a user are literal characters, not wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function searchFilter(search: string | undefined) {
  return (query: Knex.QueryBuilder) => {
    if (!search) return;
    const pattern = likePattern(search);
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

/** One page of payments, newest first, and the number of all matches. */
export async function listPayments(
  db: Knex | Knex.Transaction,
  { search, limit, offset }: { search?: string; limit: number; offset: number },
): Promise<{ count: number; rows: PaymentRow[] }> {
  const filter = searchFilter(search);
  const [totals, rows] = await Promise.all([
    db('payments').modify(filter).count<{ count: string | number }[]>('* as count'),
    db<PaymentRow>('payments').modify(filter).orderBy([{ column: 'created_on', order: 'desc' }, { column: 'uuid', order: 'asc' }]).limit(limit).offset(offset),
  ]);
  return { count: Number(totals[0]?.count ?? 0), rows: rows as PaymentRow[] };
}

export async function insertPayment(db: Knex | Knex.Transaction, payment: NewPayment): Promise<PaymentRow> {
  const [row] = await db('payments').insert({ ...payment, tests: JSON.stringify(payment.tests) }).returning('*');
  return row as PaymentRow;
}
