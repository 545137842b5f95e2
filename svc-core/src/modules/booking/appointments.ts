import {
  APPOINTMENT_MESSAGES,
  appointmentSlotsQuerySchema,
  addDays,
  BOOKING_MESSAGES,
  cancelAppointmentSchema,
  ERROR_CODES,
  postponeAppointmentSchema,
  practiceDay,
  type AppointmentSlot,
} from '@clinic/contracts';
import { AppError, errors, isExclusionViolation, parseWith, type Knex } from '@clinic/server-kit';
import { recordAudit } from '../audit/repo';
import type { AppointmentChanges } from '../appointment-changes/changes';
import { offeredSlot } from './book';
import { slotTaken } from './errors';

/**
 * The calendar's appointments of one office or all over a week (or up to 62 days), cancelled ones included,
 * each with its people: how to reach them (their own phone and e-mail, else the lead's), their lead and their
 * I-693 applications (the name the staff list's search finds them by is the newest active one's, as it stores it).
 */
export async function listAppointmentSlots(db: Knex, query: unknown): Promise<AppointmentSlot[]> {
  const q = parseWith(appointmentSlotsQuerySchema, query);
  const end = q.end_date ?? addDays(q.start_date, 6);
  if (end < q.start_date || end > addDays(q.start_date, 62)) throw new AppError(400, ERROR_CODES.validation, 'Ask for at most 62 days from start_date.');
  const { rows } = (await db.raw(
    `select p.uuid, p.status, p.office_uuid, o.code as office, o.name as office_name, o.address as office_address,
       to_char(p.starts_at at time zone o.timezone, 'YYYY-MM-DD') as appointment_date,
       to_char(p.starts_at at time zone o.timezone, 'HH24:MI') as start_time,
       to_char(p.ends_at at time zone o.timezone, 'HH24:MI') as end_time,
       array(select trim(a.first_name || ' ' || a.last_name) from appointment_applicants aa join applicants a on a.uuid = aa.applicant_uuid
             where aa.appointment_uuid = p.uuid order by aa.is_primary desc, a.created_on) as all_applicant_names,
       coalesce((select json_agg(json_build_object(
           'uuid', a.uuid, 'name', trim(a.first_name || ' ' || a.last_name),
           'phone', coalesce(nullif(a.phone, ''), l.phone), 'email', coalesce(nullif(a.email, ''), l.email), 'lead_email', l.email,
           'i693_count', (select count(*) from i693_applications i where i.applicant_uuid = a.uuid and i.is_active),
           'i693_search', (select lower(i.first_name || ' ' || i.middle_name || ' ' || i.last_name) from i693_applications i
                           where i.applicant_uuid = a.uuid and i.is_active order by i.created_on desc limit 1))
         order by aa.is_primary desc, a.created_on)
         from appointment_applicants aa join applicants a on a.uuid = aa.applicant_uuid join leads l on l.uuid = a.lead_uuid
         where aa.appointment_uuid = p.uuid), '[]'::json) as applicants
     from appointments p join offices o on o.uuid = p.office_uuid
     where (?::uuid is null or p.office_uuid = ?::uuid)
       and p.starts_at >= (?::date + time '00:00') at time zone o.timezone and p.starts_at < ((?::date + 1) + time '00:00') at time zone o.timezone
     order by p.starts_at, o.name`,
    [q.office_uuid ?? null, q.office_uuid ?? null, q.start_date, end],
  )) as { rows: Array<Omit<AppointmentSlot, 'applicant_name'>> };
  return rows.map((row) => ({ ...row, applicant_name: row.all_applicant_names[0] ?? '' }));
}

interface BookedAppointment {
  uuid: string;
  office_code: string;
  date: string;
}

/** The booked appointment, locked for the change; 404 when missing, 409 when no longer booked. */
async function lockBooked(trx: Knex.Transaction, uuid: string): Promise<BookedAppointment> {
  const row = (await trx('appointments as p')
    .join('offices as o', 'o.uuid', 'p.office_uuid')
    .where('p.uuid', uuid)
    .forUpdate('p')
    .first('p.uuid', 'p.status', 'o.code as office_code', trx.raw(`to_char(p.starts_at at time zone o.timezone, 'YYYY-MM-DD') as date`))) as
    (BookedAppointment & { status: string }) | undefined;
  if (!row) throw errors.notFound('This appointment does not exist.');
  if (row.status !== 'booked') throw errors.conflict(APPOINTMENT_MESSAGES.notBooked);
  return row;
}

const applicantsOf = (trx: Knex.Transaction, appointmentUuid: string) =>
  trx('appointment_applicants').where({ appointment_uuid: appointmentUuid }).select('applicant_uuid');

/** The I-693 applications of the appointment's applicants follow it: moved, or cleared when it ends. */
async function moveApplications(
  trx: Knex.Transaction,
  appointmentUuid: string,
  from: { office: string; date: string },
  to: { office: string; date: string } | null,
): Promise<void> {
  await trx('i693_applications')
    .whereIn('applicant_uuid', applicantsOf(trx, appointmentUuid))
    .where({ appointment_office: from.office })
    .whereRaw('appointment_date = ?::date', [from.date])
    .update({ appointment_office: to?.office ?? null, appointment_date: to?.date ?? null, updated_on: trx.fn.now() });
}

/** Cancel (reason 'Cancelled by doctor' by default): the slot is free again and the applicants can book again. Audited. */
export async function cancelAppointment(
  knex: Knex,
  changes: AppointmentChanges,
  uuid: string,
  body: unknown,
  actor: { userId: number },
): Promise<{ msg: string }> {
  const { reason } = parseWith(cancelAppointmentSchema, body ?? {});
  await knex.transaction(async (trx) => {
    const appointment = await lockBooked(trx, uuid);
    await trx('appointments').where({ uuid }).update({ status: 'cancelled', cancel_reason: reason, updated_on: trx.fn.now() });
    await trx('appointment_applicants').where({ appointment_uuid: uuid }).update({ is_booked: false });
    await moveApplications(trx, uuid, { office: appointment.office_code, date: appointment.date }, null);
    await recordAudit(trx, { actorUserId: actor.userId, action: 'cancel', entity: 'appointments', entityId: uuid, details: { reason } });
    await changes.record(trx, uuid, 'cancelled');
  });
  return { msg: APPOINTMENT_MESSAGES.cancelled };
}

/** Completed or no-show: the appointment stays on the calendar, its applicants can book again. Audited. */
export async function markAppointment(knex: Knex, uuid: string, status: 'completed' | 'no_show', actor: { userId: number }): Promise<{ msg: string }> {
  await knex.transaction(async (trx) => {
    await lockBooked(trx, uuid);
    await trx('appointments').where({ uuid }).update({ status, updated_on: trx.fn.now() });
    await trx('appointment_applicants').where({ appointment_uuid: uuid }).update({ is_booked: false });
    await recordAudit(trx, { actorUserId: actor.userId, action: status, entity: 'appointments', entityId: uuid });
  });
  return { msg: status === 'completed' ? APPOINTMENT_MESSAGES.completed : APPOINTMENT_MESSAGES.noShow };
}

/**
 * Postpone: the whole appointment moves to an offered slot (another office too), every applicant with
 * it, or nothing moves; a taken slot is 409 SLOT_TAKEN. The I-693 applications move along. Audited.
 */
export async function postponeAppointment(
  knex: Knex,
  changes: AppointmentChanges,
  uuid: string,
  body: unknown,
  actor: { userId: number },
  today: string = practiceDay(),
): Promise<{ msg: string }> {
  const input = parseWith(postponeAppointmentSchema, body);
  if (input.new_date < today) throw new AppError(400, ERROR_CODES.validation, BOOKING_MESSAGES.pastDate);
  await knex.transaction(async (trx) => {
    const appointment = await lockBooked(trx, uuid);
    const officeUuid = input.new_office_uuid ?? (await trx('appointments').where({ uuid }).first('office_uuid')).office_uuid;
    const slot = await offeredSlot(trx, { officeUuid, date: input.new_date, startTime: input.new_time });
    if (!slot) throw slotTaken();
    try {
      await trx('appointments').where({ uuid }).update({ office_uuid: officeUuid, starts_at: slot.starts_at, ends_at: slot.ends_at, updated_on: trx.fn.now() });
    } catch (err) {
      if (isExclusionViolation(err, 'appointments_no_double_booking')) throw slotTaken();
      throw err;
    }
    await moveApplications(trx, uuid, { office: appointment.office_code, date: appointment.date }, { office: slot.office_code, date: input.new_date });
    await recordAudit(trx, {
      actorUserId: actor.userId,
      action: 'postpone',
      entity: 'appointments',
      entityId: uuid,
      details: { to: `${input.new_date} ${input.new_time}`, office: officeUuid },
    });
    await changes.record(trx, uuid, 'rescheduled');
  });
  return { msg: APPOINTMENT_MESSAGES.postponed };
}
