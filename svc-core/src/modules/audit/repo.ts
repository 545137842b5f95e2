import type { Knex } from '@clinic/server-kit';

export interface AuditEntry {
  actorUserId: number | null;
  /** What was done, e.g. read, update, export. */
  action: string;
  /** The kind of record, e.g. payments, i693_application. */
  entity: string;
  entityId?: string | null;
  details?: Record<string, unknown>;
  /** The client address of the request, as svc-core sees it (ctx.ip behind the gateway); null outside a request. */
  clientIp?: string | null;
}

export interface AuditRow {
  id: string;
  actor_user_id: number | null;
  action: string;
  entity: string;
  entity_id: string | null;
  created_on: Date;
  details: Record<string, unknown>;
  client_ip: string | null;
}

/**
 * Records a staff read or write of applicant data (DESIGN.md 4), and every staff account change,
 * sign-in and failed sign-in. Pass the trx when inside a transaction.
 */
export async function recordAudit(db: Knex | Knex.Transaction, entry: AuditEntry): Promise<void> {
  await db('audit_log').insert({
    actor_user_id: entry.actorUserId,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId ?? null,
    details: JSON.stringify(entry.details ?? {}),
    client_ip: entry.clientIp ?? null,
  });
}

export function auditEntriesFor(db: Knex | Knex.Transaction, entity: string): Promise<AuditRow[]> {
  return db<AuditRow>('audit_log').where({ entity }).orderBy('id');
}
