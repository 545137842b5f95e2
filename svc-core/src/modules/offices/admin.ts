import { OFFICE_MESSAGES, officeSchema, type Office } from '@clinic/contracts';
import { errors, isUniqueViolation, parseWith, type Knex } from '@clinic/server-kit';
import { recordAudit } from '../audit/repo';
import { listOffices } from './repo';

const COLUMNS = ['uuid', 'name', 'code', 'address', 'phone', 'timezone', 'default_slot_duration_minutes'];
const CODE_UNIQUE = 'offices_code_unique';

function refuseTakenCode(err: unknown): never {
  if (isUniqueViolation(err, CODE_UNIQUE)) throw errors.conflict(OFFICE_MESSAGES.codeTaken);
  throw err;
}

export const officeList = (knex: Knex): Promise<Office[]> => listOffices(knex);

/** `POST /admin/offices/`. Audited. */
export async function createOffice(knex: Knex, body: unknown, actor: { userId: number }): Promise<Office> {
  const input = parseWith(officeSchema, body);
  const [office] = (await knex('offices').insert(input).returning(COLUMNS).catch(refuseTakenCode)) as Office[];
  await recordAudit(knex, { actorUserId: actor.userId, action: 'create', entity: 'offices', entityId: office!.uuid });
  return office!;
}

/** `PUT /admin/offices/{id}/`. Audited. */
export async function updateOffice(knex: Knex, uuid: string, body: unknown, actor: { userId: number }): Promise<Office> {
  const input = parseWith(officeSchema, body);
  const [office] = (await knex('offices').where({ uuid }).update(input).returning(COLUMNS).catch(refuseTakenCode)) as Office[];
  if (!office) throw errors.notFound('This office does not exist.');
  await recordAudit(knex, { actorUserId: actor.userId, action: 'update', entity: 'offices', entityId: uuid });
  return office;
}

/** `DELETE /admin/offices/{id}/`: only an office no availability or appointment names. Audited. */
export async function deleteOffice(knex: Knex, uuid: string, actor: { userId: number }): Promise<{ msg: string }> {
  await knex.transaction(async (trx) => {
    const office = await trx('offices').where({ uuid }).forUpdate().first('uuid');
    if (!office) throw errors.notFound('This office does not exist.');
    const used =
      (await trx('availabilities').where({ office_uuid: uuid }).first('uuid')) ?? (await trx('appointments').where({ office_uuid: uuid }).first('uuid'));
    if (used) throw errors.conflict(OFFICE_MESSAGES.inUse);
    await trx('offices').where({ uuid }).delete();
    await recordAudit(trx, { actorUserId: actor.userId, action: 'delete', entity: 'offices', entityId: uuid });
  });
  return { msg: 'Office deleted.' };
}
