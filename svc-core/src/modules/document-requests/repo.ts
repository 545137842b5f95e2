import type { Knex } from '@clinic/server-kit';

type Db = Knex | Knex.Transaction;

export interface DocumentRequestRow {
  uuid: string;
  lead_uuid: string;
  /** The lead's e-mail: where the codes go. */
  email: string;
  first_name: string;
}

/** Records a request for the lead's missing documents; its uuid is the id in the page's link. */
export async function insertDocumentRequest(db: Db, request: { leadUuid: string; emailContent: string; createdBy: number | null }): Promise<string> {
  const [row] = (await db('document_requests')
    .insert({ lead_uuid: request.leadUuid, email_content: request.emailContent, created_by: request.createdBy })
    .returning('uuid')) as Array<{ uuid: string }>;
  if (!row) throw new Error('document request insert returned no row');
  return row.uuid;
}

/** The request of an active lead, with where its codes go. */
export async function findDocumentRequest(db: Db, uuid: string): Promise<DocumentRequestRow | undefined> {
  return (await db('document_requests as r')
    .join('leads as l', 'l.uuid', 'r.lead_uuid')
    .where('r.uuid', uuid)
    .where('l.is_active', true)
    .first('r.uuid', 'r.lead_uuid', 'l.email', 'l.first_name')) as DocumentRequestRow | undefined;
}
