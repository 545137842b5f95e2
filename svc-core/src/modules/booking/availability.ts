import {
  AVAILABILITY_MESSAGES,
  availabilityCreateSchema,
  availabilityDays,
  availabilityProblems,
  ERROR_CODES,
  practiceDay,
  segmentsAroundBreaks,
  type AvailabilityCreateAnswer,
} from '@clinic/contracts';
import { AppError, errors, isExclusionViolation, isUuid, type Knex, parseWith } from '@clinic/server-kit';
import { recordAudit } from '../audit';
import { officeExists } from '../offices';
import { AVAILABILITY_OVERLAP, insertAvailabilityRow, type NewAvailability } from './repo';

type Db = Knex | Knex.Transaction;

export const AVAILABILITY_OVERLAP_MESSAGE = 'It overlaps an existing availability of this office.';

/**
 * One availability segment of an office's day. The local times become UTC instants in the office's
 * time zone, so a 14:00 stays 14:00 across daylight-saving changes. An overlap with another of the
 * office's availabilities is refused by the database (409), whatever the concurrency.
 */
export async function insertAvailability(db: Db, availability: NewAvailability): Promise<string> {
  try {
    const uuid = await insertAvailabilityRow(db, availability);
    if (!uuid) throw errors.notFound('This office does not exist.');
    return uuid;
  } catch (err) {
    if (isExclusionViolation(err, AVAILABILITY_OVERLAP)) throw errors.conflict(AVAILABILITY_OVERLAP_MESSAGE);
    throw err;
  }
}

/**
 * `POST /admin/availability/`: every rule of the form checked together (400 with `reasons`), then one
 * availability per day of the repetition and per segment around the breaks, each on its own: one
 * that overlaps an existing availability fails with its reason and the others are still made.
 * Audited.
 */
export async function createAvailability(
  knex: Knex,
  body: unknown,
  actor: { userId: number },
  today: string = practiceDay(),
): Promise<AvailabilityCreateAnswer> {
  const input = parseWith(availabilityCreateSchema, body);
  const problems = availabilityProblems(input, today);
  const office = isUuid(input.office) && (await officeExists(knex, input.office));
  if (input.office && !office) problems.unshift(AVAILABILITY_MESSAGES.office);
  if (problems.length > 0) throw new AppError(400, ERROR_CODES.validation, problems.join(' '), { reasons: [...new Set(problems)] });

  const answer: AvailabilityCreateAnswer = { created: 0, failed: 0, reasons: [], breaks: input.break_times.length };
  const segments = segmentsAroundBreaks(input.start_time, input.end_time, input.break_times);
  for (const date of availabilityDays(input)) {
    for (const segment of segments) {
      try {
        await knex.transaction((trx) =>
          insertAvailability(trx, {
            officeUuid: input.office,
            date,
            startTime: segment.start_time,
            endTime: segment.end_time,
            slotDurationMinutes: input.slot_duration_minutes,
            notes: input.notes,
            createdBy: actor.userId,
          }),
        );
        answer.created += 1;
      } catch (err) {
        if (!(err instanceof AppError) || err.status !== 409) throw err;
        answer.failed += 1;
        answer.reasons.push(`${date} ${segment.start_time}-${segment.end_time}: ${err.msg}`);
      }
    }
  }
  await recordAudit(knex, {
    actorUserId: actor.userId,
    action: 'create',
    entity: 'availabilities',
    details: { office: input.office, created: answer.created, failed: answer.failed },
  });
  return answer;
}
