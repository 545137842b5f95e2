import type { Knex } from '@clinic/server-kit';
import type { LabProductSeed } from './catalogue';

export interface LabProductRow extends LabProductSeed {
  is_active: boolean;
  sort_order: number;
}

/** Inserts the products (active or not) and conflict pairs that are missing (pairs in both directions); existing rows are kept. */
export async function insertMissingLabProducts(
  db: Knex | Knex.Transaction,
  products: readonly LabProductSeed[],
  pairs: ReadonlyArray<readonly [string, string]>,
  isActive: boolean,
): Promise<number> {
  if (products.length === 0) return 0;
  const inserted = await db('lab_products')
    .insert(products.map((p, i) => ({ ...p, is_active: isActive, sort_order: (i + 1) * 10 })))
    .onConflict('id')
    .ignore()
    .returning('id');
  if (pairs.length > 0) {
    await db('lab_product_conflicts')
      .insert(
        pairs.flatMap(([a, b]) => [
          { product_id: a, conflicts_with: b },
          { product_id: b, conflicts_with: a },
        ]),
      )
      .onConflict(['product_id', 'conflicts_with'])
      .ignore();
  }
  return inserted.length;
}

export function listActiveLabProducts(db: Knex | Knex.Transaction): Promise<LabProductRow[]> {
  return db<LabProductRow>('lab_products')
    .where({ is_active: true })
    .orderBy([{ column: 'sort_order' }, { column: 'id' }]);
}

export function listAllLabProducts(db: Knex | Knex.Transaction): Promise<LabProductRow[]> {
  return db<LabProductRow>('lab_products').orderBy([{ column: 'sort_order' }, { column: 'id' }]);
}

export function findLabProductForUpdate(trx: Knex.Transaction, id: string): Promise<LabProductRow | undefined> {
  return trx<LabProductRow>('lab_products').where({ id }).forUpdate().first();
}

export async function updateLabProduct(
  db: Knex | Knex.Transaction,
  id: string,
  change: Pick<LabProductRow, 'name' | 'price_cents' | 'is_active'>,
): Promise<LabProductRow> {
  const [row] = await db<LabProductRow>('lab_products').where({ id }).update(change).returning('*');
  return row as LabProductRow;
}

/** The conflict pairs among active products. */
export function listActiveConflicts(db: Knex | Knex.Transaction): Promise<Array<{ product_id: string; conflicts_with: string }>> {
  return db('lab_product_conflicts as c')
    .join('lab_products as a', 'a.id', 'c.product_id')
    .join('lab_products as b', 'b.id', 'c.conflicts_with')
    .where('a.is_active', true)
    .andWhere('b.is_active', true)
    .select('c.product_id', 'c.conflicts_with')
    .orderBy([{ column: 'c.product_id' }, { column: 'c.conflicts_with' }]);
}
