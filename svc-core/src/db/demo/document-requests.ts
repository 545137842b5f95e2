import type { Knex } from '@clinic/server-kit';
import { findLeadByEmail } from '../../modules/lead-records';

/**
 * The demo document request: Wei Chen's lead (demo.pending@example.com, items pending) was asked for
 * the missing records, so the page `/appointments/doc/request/<DEMO_DOCUMENT_REQUEST_UUID>` can be
 * tried at once (its code arrives in the dev outbox of that address).
 */
export const DEMO_DOCUMENT_REQUEST_UUID = 'd0c0e5e1-7e57-4d0c-8a11-000000000001';

export async function seedDemoDocumentRequest(trx: Knex.Transaction): Promise<number> {
  const lead = await findLeadByEmail(trx, 'demo.pending@example.com');
  if (!lead) return 0;
  const inserted = (await trx('document_requests')
    .insert({
      uuid: DEMO_DOCUMENT_REQUEST_UUID,
      lead_uuid: lead.uuid,
      email_content: '<p>Please send the records of the vaccines and lab tests still missing.</p>',
    })
    .onConflict('uuid')
    .ignore()
    .returning('uuid')) as Array<{ uuid: string }>;
  return inserted.length;
}
