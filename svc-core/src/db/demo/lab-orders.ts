import { addDays, practiceDay, LAB_PROVIDER_CODES } from '@clinic/contracts';
import type { Knex } from '@clinic/server-kit';

/** Days before the first start each demo order was paid: three today, two yesterday, the rest over the year. */
export const DEMO_LAB_ORDER_DAYS_AGO = [0, 0, 0, 1, 1, 2, 3, 5, 8, 12, 17, 23, 29, 41, 55, 70, 90, 115, 140, 170, 200, 235, 270, 305, 335, 360] as const;

/** What the demo payers ordered, by catalogue product id, taken in turn. */
const ORDERS: ReadonlyArray<readonly string[]> = [
  ['bundle-25-44'],
  ['bundle-18-24'],
  ['tb-quantiferon'],
  ['tb-quantiferon', 'syphilis-rpr'],
  ['immunity-bundle'],
  ['tb-quantiferon-pediatric'],
  ['bundle-25-44', 'varicella-immunity'],
  ['mmr-immunity', 'hepatitis-b-immunity'],
  ['gonorrhea-chlamydia-naat', 'syphilis-rpr', 'tb-quantiferon'],
  ['hepatitis-b-panel', 'tb-quantiferon'],
];

const PROVIDER_REF_PREFIX = 'demo-lab-order-';

interface Payer {
  first_name: string;
  last_name: string;
  gender: string;
  dob: string;
  phone: string;
  email: string;
  lead_uuid: string | null;
}

/**
 * DESIGN.md 2 "a few paid lab orders": 26 paid orders by the people of the demo I-693 applications
 * (linked to their leads), three of them today and two yesterday, the rest spread over the last
 * twelve months, so the Orders screen has a second page and the dashboard shows figures at once.
 * Seeded once: nothing is added while a demo order exists.
 */
export async function seedDemoLabOrders(trx: Knex.Transaction, now: Date = new Date()): Promise<number> {
  if (await trx('payments').whereLike('provider_ref', `${PROVIDER_REF_PREFIX}%`).first('uuid')) return 0;
  const payers = (await trx('i693_applications')
    .distinctOn('email', 'first_name')
    .select('first_name', 'last_name', 'gender', trx.raw("to_char(dob, 'YYYY-MM-DD') as dob"), 'phone', 'email', 'lead_uuid')
    .whereLike('email', '%@example.com')
    .orderBy([{ column: 'email' }, { column: 'first_name' }])) as Payer[];
  const products = new Map(
    ((await trx('lab_products').select('id', 'name', 'price_cents')) as Array<{ id: string; name: string; price_cents: number }>).map((p) => [p.id, p]),
  );
  if (payers.length === 0 || products.size === 0) return 0;

  const today = practiceDay(now);
  const rows = DEMO_LAB_ORDER_DAYS_AGO.map((daysAgo, i) => {
    const payer = payers[(i * 7) % payers.length]!;
    const tests = ORDERS[i % ORDERS.length]!.flatMap((id) => {
      const product = products.get(id);
      return product ? [{ id: product.id, name: product.name, price_cents: product.price_cents }] : [];
    });
    // Today's orders a few minutes apart before now; earlier ones around midday, Los Angeles.
    const paidOn =
      daysAgo === 0
        ? new Date(now.getTime() - (i + 1) * 7 * 60_000)
        : new Date(`${addDays(today, -daysAgo)}T${String(17 + (i % 6)).padStart(2, '0')}:${String((i * 13) % 60).padStart(2, '0')}:00Z`);
    return {
      first_name: payer.first_name,
      last_name: payer.last_name,
      gender: payer.gender,
      email: payer.email,
      phone: payer.phone,
      dob: payer.dob,
      lead_uuid: payer.lead_uuid,
      amount_cents: tests.reduce((sum, t) => sum + t.price_cents, 0),
      tests: JSON.stringify(tests),
      status: 'paid',
      provider: 'local',
      provider_ref: `${PROVIDER_REF_PREFIX}${String(i + 1).padStart(2, '0')}`,
      lab_provider_preference: LAB_PROVIDER_CODES[i % LAB_PROVIDER_CODES.length],
      created_on: new Date(paidOn.getTime() - 4 * 60_000),
      paid_on: paidOn,
      instructions_sent_on: paidOn,
      updated_on: paidOn,
    };
  });
  await trx('payments').insert(rows);
  return rows.length;
}
