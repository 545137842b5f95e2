import { EXT_STAFF_GROUP, MAP_LOCATIONS, OFFICES } from '@clinic/contracts';
import type { Config, Knex } from '@clinic/server-kit';
import { hashPassword } from '../modules/credentials';
import { seedLabProducts } from '../modules/lab-products';
import { insertMissingLocations } from '../modules/locations';
import { insertMissingOffices } from '../modules/offices';
import { insertMissingSeedReviews } from '../modules/reviews';
import { insertUserIfMissing, usernamesPresent, type NewUser } from '../modules/users';
import { seedDemoData, type DemoSeedReport } from './demo';

/** The demo logins of DESIGN.md 2; seeded only outside production, all with SEED_PASSWORD. */
export const DEMO_USERS: ReadonlyArray<Omit<NewUser, 'password_hash'>> = [
  { username: 'admin', first_name: 'Admin', last_name: 'User', email: 'admin@clinic.local', is_admin: true, is_staff: true, group: null },
  { username: 'staff', first_name: 'Staff', last_name: 'User', email: 'staff@clinic.local', is_admin: false, is_staff: true, group: null },
  { username: 'ext', first_name: 'External', last_name: 'Staff', email: 'ext@clinic.local', is_admin: false, is_staff: true, group: EXT_STAFF_GROUP },
];

export interface SeedReport {
  offices: number;
  locations: number;
  users: string[];
  /** Outside production: the demo data added (none when present already). */
  demo: DemoSeedReport | null;
}

/**
 * Runs on every start: inserts what is missing (offices, map locations and, outside production, the
 * seeded reviews, the demo users and the demo data) and never changes existing rows, so edits and changed passwords are kept.
 */
export async function runSeeds(
  knex: Knex,
  config: Pick<Config, 'isProduction' | 'seedPassword' | 'dataDir'> & Partial<Pick<Config, 'fileStorage'>>,
): Promise<SeedReport> {
  const offices = await insertMissingOffices(knex, OFFICES);
  const locations = await insertMissingLocations(knex, MAP_LOCATIONS);
  await seedLabProducts(knex, config.isProduction);
  // The seeded reviews are invented: production never has them (DESIGN.md 4).
  if (!config.isProduction) await insertMissingSeedReviews(knex);
  const users: string[] = [];
  if (!config.isProduction) {
    const present = await usernamesPresent(
      knex,
      DEMO_USERS.map((u) => u.username),
    );
    const missing = DEMO_USERS.filter((u) => !present.has(u.username));
    if (missing.length > 0) {
      const passwordHash = await hashPassword(config.seedPassword);
      for (const user of missing) {
        if (await insertUserIfMissing(knex, { ...user, password_hash: passwordHash })) users.push(user.username);
      }
    }
  }
  const demo = config.isProduction ? null : await seedDemoData(knex, config);
  return { offices, locations, users, demo };
}
