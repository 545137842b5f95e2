import type { MapLocation } from '@clinic/contracts';
import type { Knex } from '@clinic/server-kit';

/** Inserts the map locations whose code is missing, keeping the list order; returns how many were added. */
export async function insertMissingLocations(db: Knex | Knex.Transaction, locations: readonly MapLocation[]): Promise<number> {
  if (locations.length === 0) return 0;
  const rows = await db('map_locations')
    .insert(locations.map((l, i) => ({ code: l.code, name: l.name, address: l.address, lat: l.lat, lng: l.lng, sort_order: i })))
    .onConflict('code')
    .ignore()
    .returning('code');
  return rows.length;
}

export function listLocations(db: Knex | Knex.Transaction): Promise<MapLocation[]> {
  return db<MapLocation>('map_locations').select('code', 'name', 'address', 'lat', 'lng').orderBy('sort_order');
}
