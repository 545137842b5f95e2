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
import { recordAudit } from '../audit';
import { AVAILABILITY_OVERLAP_MESSAGE } from './availability';
import { officeSlots, type Slot } from './slots';
import { availabilityDay, AVAILABILITY_OVERLAP, deleteAvailabilityRow, listAvailabilities, lockAvailability, updateAvailabilityRow } from './repo';

const PAGE_SIZE = 100;

const notFound = () => errors.notFound('This availability does not exist.');

/** `GET /admin/availability/`: the week from `start_date`, one office or all, in pages of 100 with `next`. */
export async function availabilityPage(knex: Knex, publicUrl: string, query: unknown): Promise<Paginated<Availability>> {
  const q = parseWith(availabilityListQuerySchema, query);
  const { count, rows } = await listAvailabilities(
    knex,
    { officeUuid: q.office_uuid, from: q.start_date, to: addDays(q.start_date, 6) },
    { limit: PAGE_SIZE, offset: (q.page - 1) * PAGE_SIZE },
  );
  const results = rows.map((r) => ({ ...r, break_times: [] }));
  return numberedPage(
    publicUrl,
    '/admin/availability/',
    { office_uuid: q.office_uuid, start_date: q.start_date },
    { number: q.page, size: PAGE_SIZE, count, results },
  );
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
    if (!current) throw notFound();
    if (current.has_bookings) throw errors.conflict(AVAILABILITY_CHANGE_MESSAGES.cannotEdit);
    try {
      const changed = await updateAvailabilityRow(trx, uuid, {
        officeUuid: input.office || current.office_uuid,
        date: input.date,
        startTime: input.start_time,
        endTime: input.end_time,
        slotDurationMinutes: input.slot_duration_minutes,
        notes: input.notes,
      });
      if (!changed) throw new AppError(400, ERROR_CODES.validation, 'Please select an office', { reasons: ['Please select an office'] });
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
    if (!current) throw notFound();
    if (current.has_bookings) throw errors.conflict(AVAILABILITY_CHANGE_MESSAGES.cannotDelete);
    await deleteAvailabilityRow(trx, uuid);
    await recordAudit(trx, { actorUserId: actor.userId, action: 'delete', entity: 'availabilities', entityId: uuid });
  });
  return { msg: AVAILABILITY_CHANGE_MESSAGES.deleted };
}

/** `GET /admin/availability/{id}/slots/`: its slots, each free or booked. */
export async function slotsOfAvailability(knex: Knex, uuid: string): Promise<Slot[]> {
  const availability = await availabilityDay(knex, uuid);
  if (!availability) throw notFound();
  return (await officeSlots(knex, [availability.office_uuid], availability.date, availability.date)).filter((slot) => slot.availability_uuid === uuid);
}
