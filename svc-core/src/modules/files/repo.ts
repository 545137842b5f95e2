import type { Knex } from '@clinic/server-kit';

export interface FileRow {
  uuid: string;
  lead_uuid: string;
  /** null: one of the lead's common files. */
  applicant_uuid: string | null;
  file_name: string;
  stored_name: string;
  mime_type: string;
  size_bytes: string | number;
  is_active: boolean;
  meta: { uploaded_by?: string } & Record<string, unknown>;
  created_on: Date;
  updated_on: Date;
}

export type NewFileRow = Pick<FileRow, 'uuid' | 'lead_uuid' | 'applicant_uuid' | 'file_name' | 'stored_name' | 'mime_type'> & {
  size_bytes: number;
  /** 'client' for public uploads, else the staff username. */
  uploaded_by: string;
};

export async function insertFiles(db: Knex | Knex.Transaction, files: readonly NewFileRow[]): Promise<void> {
  if (files.length === 0) return;
  await db('files').insert(files.map(({ uploaded_by, ...f }) => ({ ...f, meta: JSON.stringify({ uploaded_by }) })));
}

/** The active files of several leads, oldest first. */
export async function listFilesOfLeads(db: Knex | Knex.Transaction, leadUuids: readonly string[]): Promise<FileRow[]> {
  if (leadUuids.length === 0) return [];
  return (await db('files').whereIn('lead_uuid', leadUuids).where('is_active', true).orderBy('created_on', 'asc')) as FileRow[];
}

export async function findFile(db: Knex | Knex.Transaction, uuid: string): Promise<FileRow | undefined> {
  return (await db('files').where({ uuid }).first()) as FileRow | undefined;
}

/** Archives (or restores) one file of a lead; false when the lead has no such file. */
export async function setFileActive(db: Knex | Knex.Transaction, leadUuid: string, fileUuid: string, isActive: boolean): Promise<boolean> {
  const changed = await db('files').where({ uuid: fileUuid, lead_uuid: leadUuid }).update({ is_active: isActive, updated_on: db.fn.now() });
  return changed > 0;
}
