import type { Config, Knex } from '@clinic/server-kit';
import { seedDemoAvailability } from './availability';
import { seedDemoDocumentRequest } from './document-requests';
import { seedDemoApplications } from './i693';
import { seedDemoLabOrders } from './lab-orders';
import { seedDemoLeads } from './leads';

export interface DemoSeedReport {
  leads: number;
  applications: number;
  documentRequests: number;
  availabilities: number;
  appointments: number;
}

/**
 * The demo data of DESIGN.md 2, seeded outside production into a database that lacks it: each area
 * adds its part here. Parts already present are left as they are, so staff edits survive restarts.
 */
export async function seedDemoData(knex: Knex, config: Pick<Config, 'dataDir'>): Promise<DemoSeedReport> {
  return knex.transaction(async (trx) => {
    const leads = await seedDemoLeads(trx);
    const applications = await seedDemoApplications(trx, config.dataDir);
    const documentRequests = await seedDemoDocumentRequest(trx);
    const { availabilities, appointments } = await seedDemoAvailability(trx);
    await seedDemoLabOrders(trx);
    return { leads, applications, documentRequests, availabilities, appointments };
  });
}
