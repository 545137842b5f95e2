import { API_PREFIX, PAYMENTS_PAGE_SIZE, type Paginated, type Payment, type PaymentListQuery } from '@clinic/contracts';
import type { Knex } from '@clinic/server-kit';
import { recordAudit } from '../audit/repo';
import { listPayments, type PaymentRow } from './repo';

function testNames(tests: unknown): string[] {
  if (!Array.isArray(tests)) return [];
  return tests.map((t) => (typeof t === 'string' ? t : typeof t === 'object' && t && 'name' in t ? String(t.name) : String(t)));
}

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

function pageLink(baseUrl: string, page: number, search: string | undefined): string {
  const params = new URLSearchParams({ page: String(page) });
  if (search) params.set('search', search);
  return `${baseUrl}${API_PREFIX}/payments/?${params.toString()}`;
}

/**
 * A page of the payments list (Orders screen). A page past the last one is answered as an empty
 * page with the true count, so a client holding a stale page number after a new search can recover.
 * Staff reads of these personal details are audited.
 */
export async function paymentPage(
  knex: Knex,
  { page, search }: PaymentListQuery,
  { actorUserId, publicUrl }: { actorUserId: number; publicUrl: string },
): Promise<Paginated<Payment>> {
  const term = search || undefined;
  const { count, rows } = await listPayments(knex, { search: term, limit: PAYMENTS_PAGE_SIZE, offset: (page - 1) * PAYMENTS_PAGE_SIZE });
  const lastPage = Math.max(1, Math.ceil(count / PAYMENTS_PAGE_SIZE));
  await recordAudit(knex, {
    actorUserId,
    action: 'list',
    entity: 'payments',
    details: { page, search: term ?? null, returned: rows.length },
  });
  return {
    count,
    next: page < lastPage ? pageLink(publicUrl, page + 1, term) : null,
    previous: page > 1 ? pageLink(publicUrl, Math.min(page - 1, lastPage), term) : null,
    results: rows.map(toPayment),
  };
}
