import type { LabProduct, LabProductsResponse } from '@clinic/contracts';
import { AppError, type Knex } from '@clinic/server-kit';
import { LAB_PRODUCT_CATALOGUE, LAB_PRODUCT_CONFLICT_PAIRS } from './catalogue';
import { insertMissingLabProducts, listActiveConflicts, listActiveLabProducts, type LabProductRow } from './repo';

export function seedLabProducts(db: Knex | Knex.Transaction): Promise<number> {
  return insertMissingLabProducts(db, LAB_PRODUCT_CATALOGUE, LAB_PRODUCT_CONFLICT_PAIRS);
}

export function toLabProduct(row: LabProductRow): LabProduct {
  return { id: row.id, name: row.name, price: row.price_cents / 100, type: row.type, age_group: row.age_group };
}

/** The active catalogue and, for each product, the products it excludes (symmetric). */
export async function labProductsResponse(db: Knex | Knex.Transaction): Promise<LabProductsResponse> {
  const [rows, pairs] = await Promise.all([listActiveLabProducts(db), listActiveConflicts(db)]);
  const conflicts: Record<string, string[]> = {};
  for (const { product_id, conflicts_with } of pairs) (conflicts[product_id] ??= []).push(conflicts_with);
  return { products: rows.map(toLabProduct), conflicts };
}

export interface PricedSelection {
  products: LabProductRow[];
  amountCents: number;
}

/**
 * Checks an order's product ids against the active catalogue: each id once, every id known and
 * active, no two that exclude each other. Returns the products (in the order asked) and the
 * amount the server charges for them.
 */
export async function priceSelection(db: Knex | Knex.Transaction, ids: readonly string[]): Promise<PricedSelection> {
  const duplicates = [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];
  if (duplicates.length > 0) {
    throw new AppError(400, 'DUPLICATE_PRODUCT', `Each test can be ordered once: ${duplicates.join(', ')}.`, { products: duplicates });
  }
  const [rows, pairs] = await Promise.all([listActiveLabProducts(db), listActiveConflicts(db)]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const unknown = ids.filter((id) => !byId.has(id));
  if (unknown.length > 0) {
    throw new AppError(400, 'UNKNOWN_PRODUCT', `These tests are not offered: ${unknown.join(', ')}.`, { products: unknown });
  }
  const wanted = new Set(ids);
  const clashes = pairs
    .filter((p) => p.product_id < p.conflicts_with && wanted.has(p.product_id) && wanted.has(p.conflicts_with))
    .map((p) => [p.product_id, p.conflicts_with] as [string, string]);
  if (clashes.length > 0) {
    const names = clashes.map(([a, b]) => `${byId.get(a)!.name} and ${byId.get(b)!.name}`);
    throw new AppError(400, 'CONFLICTING_PRODUCTS', `These tests overlap and cannot be ordered together: ${names.join('; ')}.`, { conflicts: clashes });
  }
  const products = ids.map((id) => byId.get(id)!);
  return { products, amountCents: products.reduce((sum, p) => sum + p.price_cents, 0) };
}
