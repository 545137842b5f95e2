import { OFFICE_MESSAGES, officeSchema, type Office } from '@clinic/contracts';
import { errors, isUniqueViolation, parseWith, type Knex } from '@clinic/server-kit';
import { recordAudit } from '../audit';
import { CODE_UNIQUE, deleteOfficeRow, insertOffice, listOffices, lockOffice, officeInUse, updateOfficeRow } from './repo';

function refuseTakenCode(err: unknown): never {
  if (isUniqueViolation(err, CODE_UNIQUE)) throw errors.conflict(OFFICE_MESSAGES.codeTaken);
  throw err;
}

export const officeList = (knex: Knex): Promise<Office[]> => listOffices(knex);

/** `POST /admin/offices/`. Audited. */
export async function createOffice(knex: Knex, body: unknown, actor: { userId: number }): Promise<Office> {
  const input = parseWith(officeSchema, body);
  const office = await insertOffice(knex, input).catch(refuseTakenCode);
  await recordAudit(knex, { actorUserId: actor.userId, action: 'create', entity: 'offices', entityId: office.uuid });
  return office;
}

/** `PUT /admin/offices/{id}/`. Audited. */
export async function updateOffice(knex: Knex, uuid: string, body: unknown, actor: { userId: number }): Promise<Office> {
  const input = parseWith(officeSchema, body);
  const office = await updateOfficeRow(knex, uuid, input).catch(refuseTakenCode);
  if (!office) throw errors.notFound('This office does not exist.');
  await recordAudit(knex, { actorUserId: actor.userId, action: 'update', entity: 'offices', entityId: uuid });
  return office;
}

/** `DELETE /admin/offices/{id}/`: only an office no availability or appointment names. Audited. */
export async function deleteOffice(knex: Knex, uuid: string, actor: { userId: number }): Promise<{ msg: string }> {
  await knex.transaction(async (trx) => {
    if (!(await lockOffice(trx, uuid))) throw errors.notFound('This office does not exist.');
    if (await officeInUse(trx, uuid)) throw errors.conflict(OFFICE_MESSAGES.inUse);
    await deleteOfficeRow(trx, uuid);
    await recordAudit(trx, { actorUserId: actor.userId, action: 'delete', entity: 'offices', entityId: uuid });
  });
  return { msg: 'Office deleted.' };
}
