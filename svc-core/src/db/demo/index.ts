import type { Config, Knex } from '@clinic/server-kit';
import { fileStorageFor } from '../../modules/files';
import { seedDemoAvailability } from './availability';
import { seedDemoDocumentRequest } from './document-requests';
import { DEMO_ID_IMAGE, seedDemoApplications } from './i693';
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
export async function seedDemoData(knex: Knex, config: Pick<Config, 'dataDir'> & Partial<Pick<Config, 'fileStorage'>>): Promise<DemoSeedReport> {
  const idImages: string[] = [];
  const report = await seedDemoTables(knex, idImages);
  // The demo ID images go to the file storage (FILE_STORAGE) after the commit: no network call inside the transaction.
  const files = fileStorageFor(config);
  for (const name of idImages) await files.put(name, DEMO_ID_IMAGE, 'image/png');
  return report;
}

function seedDemoTables(knex: Knex, idImages: string[]): Promise<DemoSeedReport> {
  return knex.transaction(async (trx) => {
    const leads = await seedDemoLeads(trx);
    const applications = await seedDemoApplications(trx, idImages);
    const documentRequests = await seedDemoDocumentRequest(trx);
    const { availabilities, appointments } = await seedDemoAvailability(trx);
    await seedDemoLabOrders(trx);
    return { leads, applications, documentRequests, availabilities, appointments };
  });
}
