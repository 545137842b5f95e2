import {
  LAB_CATALOGUE_MESSAGES,
  type AdminLabProduct,
  type AdminLabProductList,
  type LabProduct,
  type LabProductsResponse,
  type LabProductUpdate,
} from '@clinic/contracts';
import { AppError, errors, type Knex } from '@clinic/server-kit';
import { recordAudit } from '../audit';
import { LAB_PRODUCT_CATALOGUE, LAB_PRODUCT_CONFLICT_PAIRS } from './catalogue';
import {
  findLabProductForUpdate,
  insertMissingLabProducts,
  listActiveConflicts,
  listActiveLabProducts,
  listAllLabProducts,
  updateLabProduct,
  type LabProductRow,
} from './repo';

/** The audit log's entity of a catalogue change. */
export const LAB_PRODUCT_ENTITY = 'lab_product';

/**
 * Inserts the catalogue's missing products. Its prices are the demo practice's: in production the
 * products come in inactive, so nothing is for sale until an admin has set each price and activated it.
 */
export function seedLabProducts(db: Knex | Knex.Transaction, isProduction: boolean): Promise<number> {
  return insertMissingLabProducts(db, LAB_PRODUCT_CATALOGUE, LAB_PRODUCT_CONFLICT_PAIRS, !isProduction);
}

function toAdminLabProduct(row: LabProductRow): AdminLabProduct {
  return { id: row.id, name: row.name, price_cents: row.price_cents, type: row.type, age_group: row.age_group, is_active: row.is_active };
}

export async function adminLabProducts(db: Knex | Knex.Transaction): Promise<AdminLabProductList> {
  return { products: (await listAllLabProducts(db)).map(toAdminLabProduct) };
}

/** An admin's change of a product's name, price or availability; orders made before keep their amounts. Audited with what changed. */
export async function changeLabProduct(
  db: Knex,
  id: string,
  change: LabProductUpdate,
  actor: { userId: number; clientIp: string | null },
): Promise<AdminLabProduct> {
  return db.transaction(async (trx) => {
    const before = await findLabProductForUpdate(trx, id);
    if (!before) throw errors.notFound(LAB_CATALOGUE_MESSAGES.productNotFound);
    const after = await updateLabProduct(trx, id, change);
    const changed = Object.fromEntries(
      (['name', 'price_cents', 'is_active'] as const).filter((key) => before[key] !== after[key]).map((key) => [key, { from: before[key], to: after[key] }]),
    );
    await recordAudit(trx, {
      actorUserId: actor.userId,
      clientIp: actor.clientIp,
      action: 'update',
      entity: LAB_PRODUCT_ENTITY,
      entityId: id,
      details: { changed },
    });
    return toAdminLabProduct(after);
  });
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
