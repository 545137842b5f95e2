import {
  AVAILABILITY_CHANGE_MESSAGES,
  availabilityCreateSchema,
  availabilityListQuerySchema,
  availabilityProblems,
  addDays,
  ERROR_CODES,
  practiceDay,
  type Availability,
  type Paginated,
} from '@clinic/contracts';
import { AppError, errors, isExclusionViolation, parseWith, type Knex } from '@clinic/server-kit';
import { numberedPage } from '../../api';
import { recordAudit } from '../audit/repo';
import { AVAILABILITY_OVERLAP, AVAILABILITY_OVERLAP_MESSAGE } from './availability';
import { officeSlots, type Slot } from './slots';

const PAGE_SIZE = 100;

const AVAILABILITY_COLUMNS = `a.uuid, o.uuid as office, o.name as office_name, to_char(a.date, 'YYYY-MM-DD') as date,
  to_char(a.start_time, 'HH24:MI') as start_time, to_char(a.end_time, 'HH24:MI') as end_time, a.slot_duration_minutes, a.notes, a.is_available`;

/** `GET /admin/availability/`: the week from `start_date`, one office or all, in pages of 100 with `next`. */
export async function availabilityPage(knex: Knex, publicUrl: string, query: unknown): Promise<Paginated<Availability>> {
  const q = parseWith(availabilityListQuerySchema, query);
  const filter = (builder: Knex.QueryBuilder) =>
    builder
      .from('availabilities as a')
      .join('offices as o', 'o.uuid', 'a.office_uuid')
      .whereRaw('a.date between ?::date and ?::date', [q.start_date, addDays(q.start_date, 6)])
      .modify((b) => void (q.office_uuid ? b.where('a.office_uuid', q.office_uuid) : b));
  const [countRow, rows] = await Promise.all([
    filter(knex.queryBuilder()).count<{ n: string }[]>({ n: '*' }).first(),
    filter(knex.queryBuilder())
      .select(knex.raw(AVAILABILITY_COLUMNS))
      .orderBy([{ column: 'a.starts_at' }, { column: 'o.name' }])
      .limit(PAGE_SIZE)
      .offset((q.page - 1) * PAGE_SIZE),
  ]);
  const results = (rows as Array<Omit<Availability, 'break_times'>>).map((r) => ({ ...r, break_times: [] }));
  return numberedPage(
    publicUrl,
    '/admin/availability/',
    { office_uuid: q.office_uuid, start_date: q.start_date },
    { number: q.page, size: PAGE_SIZE, count: Number(countRow?.n ?? 0), results },
  );
}

/** The availability, locked, with whether a live appointment lies within it. */
async function lockAvailability(trx: Knex.Transaction, uuid: string): Promise<{ office_uuid: string; has_bookings: boolean }> {
  const row = (await trx('availabilities as a')
    .where('a.uuid', uuid)
    .forUpdate()
    .first(
      'a.office_uuid',
      trx.raw(
        `exists (select 1 from appointments p where p.office_uuid = a.office_uuid and p.status <> 'cancelled' and tstzrange(p.starts_at, p.ends_at) && tstzrange(a.starts_at, a.ends_at)) as has_bookings`,
      ),
    )) as { office_uuid: string; has_bookings: boolean } | undefined;
  if (!row) throw errors.notFound('This availability does not exist.');
  return row;
}

/**
 * `PUT /admin/availability/{id}/`: the same form (no repeat); refused while a booked slot lies in it,
 * or when the new times overlap another availability of the office. Audited.
 */
export async function updateAvailability(
  knex: Knex,
  uuid: string,
  body: unknown,
  actor: { userId: number },
  today: string = practiceDay(),
): Promise<{ msg: string }> {
  const input = parseWith(availabilityCreateSchema, body);
  const problems = availabilityProblems({ ...input, repeat: 'none' }, today);
  if (problems.length > 0) throw new AppError(400, ERROR_CODES.validation, problems.join(' '), { reasons: problems });
  await knex.transaction(async (trx) => {
    const current = await lockAvailability(trx, uuid);
    if (current.has_bookings) throw errors.conflict(AVAILABILITY_CHANGE_MESSAGES.cannotEdit);
    try {
      const changed = await trx.raw(
        `update availabilities a set office_uuid = o.uuid, date = ?::date, start_time = ?::time, end_time = ?::time,
           starts_at = (?::date + ?::time) at time zone o.timezone, ends_at = (?::date + ?::time) at time zone o.timezone,
           slot_duration_minutes = ?, notes = ?
         from offices o where o.uuid = ? and a.uuid = ?`,
        [
          input.date,
          input.start_time,
          input.end_time,
          input.date,
          input.start_time,
          input.date,
          input.end_time,
          input.slot_duration_minutes,
          input.notes,
          input.office || current.office_uuid,
          uuid,
        ],
      );
      if ((changed as { rowCount: number }).rowCount === 0)
        throw new AppError(400, ERROR_CODES.validation, 'Please select an office', { reasons: ['Please select an office'] });
    } catch (err) {
      if (isExclusionViolation(err, AVAILABILITY_OVERLAP)) throw errors.conflict(AVAILABILITY_OVERLAP_MESSAGE);
      throw err;
    }
    await recordAudit(trx, { actorUserId: actor.userId, action: 'update', entity: 'availabilities', entityId: uuid });
  });
  return { msg: AVAILABILITY_CHANGE_MESSAGES.updated };
}

/** `DELETE /admin/availability/{id}/`: refused while a booked slot lies in it. Audited. */
export async function deleteAvailability(knex: Knex, uuid: string, actor: { userId: number }): Promise<{ msg: string }> {
  await knex.transaction(async (trx) => {
    const current = await lockAvailability(trx, uuid);
    if (current.has_bookings) throw errors.conflict(AVAILABILITY_CHANGE_MESSAGES.cannotDelete);
    await trx('availabilities').where({ uuid }).delete();
    await recordAudit(trx, { actorUserId: actor.userId, action: 'delete', entity: 'availabilities', entityId: uuid });
  });
  return { msg: AVAILABILITY_CHANGE_MESSAGES.deleted };
}

/** `GET /admin/availability/{id}/slots/`: its slots, each free or booked. */
export async function slotsOfAvailability(knex: Knex, uuid: string): Promise<Slot[]> {
  const row = (await knex('availabilities').where({ uuid }).first('office_uuid', knex.raw(`to_char(date, 'YYYY-MM-DD') as date`))) as
    { office_uuid: string; date: string } | undefined;
  if (!row) throw errors.notFound('This availability does not exist.');
  return (await officeSlots(knex, [row.office_uuid], row.date, row.date)).filter((slot) => slot.availability_uuid === uuid);
}
