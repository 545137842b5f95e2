import type { CalendarLogAction } from '@clinic/contracts';
import { createJobQueue, errorMessage, type JobQueue, type Knex, type Logger, type StopWorkersOptions } from '@clinic/server-kit';
import { eventTextOf, namesOf, patientNameOf } from './event-text';
import { eventIdOf, type GoogleCalendar } from './google-calendar';
import { appointmentSnapshot, forgetGoogleEvent, insertCalendarLog, storedGoogleEvent, storeGoogleEvent, type AppointmentSnapshot } from './repo';

export const CALENDAR_SYNC_QUEUE = 'calendar-sync';
const SYNC_JOB = 'sync-appointment';

export interface SyncJobData {
  appointment_uuid: string;
  action: CalendarLogAction;
}

export interface SyncPolicy {
  /** Total tries per change. */
  attempts: number;
  /** First retry delay; each further retry doubles it. */
  backoffMs: number;
}

/** 5 tries over about 7.5 minutes (30 s, 1, 2 and 4 min between them): a Google outage of a few minutes loses nothing. */
export const DEFAULT_SYNC_POLICY: SyncPolicy = { attempts: 5, backoffMs: 30_000 };

const MAX_ERROR_LENGTH = 1000;
/** settled() follows at most this many unfinished jobs (the oldest are let go). */
const MAX_FOLLOWED_JOBS = 1000;

export interface CalendarSync {
  /** Google Calendar is written to as well as the ICS feeds. */
  readonly google: boolean;
  /** Queues the push of one appointment change (call it once the change is committed); a repeated jobId queues nothing more. */
  enqueue(appointmentUuid: string, action: CalendarLogAction, options?: { jobId?: string }): Promise<string>;
  /** Resolves once every change this process queued has been pushed or has finally failed. */
  settled(): Promise<void>;
  /** Stops the worker taking jobs (graceful shutdown): the running one finishes, or is handed back after graceMs; enqueue() keeps working. */
  stopWorkers(options?: StopWorkersOptions): Promise<void>;
  /** Stops the worker after its running job and releases the queue's connections. */
  close(options?: StopWorkersOptions): Promise<void>;
}

export interface CalendarSyncOptions {
  knex: Knex;
  logger: Logger;
  /** Absent: the ICS feeds are the only calendars (they read the database live). */
  google?: GoogleCalendar;
  /** When set, BullMQ on this Redis; otherwise the database's jobs table. */
  redisUrl?: string;
  /** Redis key prefix (REDIS_PREFIX). */
  prefix?: string;
  policy?: Partial<SyncPolicy>;
  /** Table backend: how often an idle worker looks for jobs queued by other processes. */
  pollIntervalMs?: number;
  /** Run this process's worker (default true); false in an API-only process, which only enqueues. */
  worker?: boolean;
}

/**
 * The calendar sync: each appointment change is a job on the job queue; the worker makes the
 * office's calendars show the appointment as it is now and writes one calendar log row per attempt
 * (success, or retry while tries are left, then failed). Several changes of one appointment in a row
 * each push its current state, so a late retry never brings back an old one.
 */
export function createCalendarSync(options: CalendarSyncOptions): CalendarSync {
  const { knex, logger, google } = options;
  const policy = { ...DEFAULT_SYNC_POLICY, ...options.policy };
  const queue: JobQueue = createJobQueue({
    name: CALENDAR_SYNC_QUEUE,
    redisUrl: options.redisUrl,
    knex,
    logger,
    prefix: options.prefix,
    pollIntervalMs: options.pollIntervalMs,
  });
  /** The jobs queued by this process and not yet seen finishing here, for settled(). */
  const queued = new Set<string>();

  /** Brings Google in line with the appointment; answers the id of the Google event written or removed, if any. */
  async function pushToGoogle(appointment: AppointmentSnapshot): Promise<string | null> {
    if (!google) return null;
    const stored = await storedGoogleEvent(knex, appointment.uuid);
    const calendarId = appointment.status === 'cancelled' ? undefined : google.calendarIdOf(appointment.office_code);
    if (stored && stored.calendar_id !== calendarId) {
      // Cancelled, or moved to another office's calendar (or to an office without one).
      await google.remove(stored.calendar_id, stored.google_event_id);
      await forgetGoogleEvent(knex, appointment.uuid);
      if (!calendarId) return stored.google_event_id;
    }
    if (!calendarId) return null;
    const text = eventTextOf({
      uuid: appointment.uuid,
      status: appointment.status,
      names: namesOf(appointment.applicants),
      office: { name: appointment.office_name, address: appointment.office_address, phone: appointment.office_phone },
    });
    const eventId = await google.save(
      calendarId,
      { id: eventIdOf(appointment.uuid), ...text, startsAt: appointment.starts_at, endsAt: appointment.ends_at, timeZone: appointment.timezone },
      stored?.calendar_id === calendarId,
    );
    await storeGoogleEvent(knex, appointment.uuid, { calendar_id: calendarId, google_event_id: eventId });
    return eventId;
  }

  if (options.worker !== false)
    queue.process<SyncJobData, { google_event_id: string | null } | null>(SYNC_JOB, async (job) => {
      const { appointment_uuid: uuid, action } = job.data;
      const appointment = await appointmentSnapshot(knex, uuid);
      if (!appointment) {
        logger.warn({ appointment: uuid, action }, 'calendar sync for an appointment that does not exist');
        return null;
      }
      const patientName = patientNameOf(namesOf(appointment.applicants));
      let googleEventId: string | null;
      try {
        googleEventId = await pushToGoogle(appointment);
      } catch (err) {
        const final = job.attempt >= job.maxAttempts;
        const message = errorMessage(err).slice(0, MAX_ERROR_LENGTH);
        await insertCalendarLog(knex, {
          appointment,
          action,
          status: final ? 'failed' : 'retry',
          googleEventId: null,
          errorMessage: message,
          attempt: job.attempt,
          patientName,
        });
        logger.warn({ appointment: uuid, action, attempt: job.attempt, final, err: message }, 'calendar sync attempt failed');
        if (final) queued.delete(job.id);
        throw err;
      }
      await insertCalendarLog(knex, { appointment, action, status: 'success', googleEventId, errorMessage: null, attempt: job.attempt, patientName });
      queued.delete(job.id);
      return { google_event_id: googleEventId };
    });

  return {
    google: Boolean(google),
    async enqueue(appointmentUuid, action, options = {}) {
      const id = await queue.add<SyncJobData>(
        SYNC_JOB,
        { appointment_uuid: appointmentUuid, action },
        { attempts: policy.attempts, backoffMs: policy.backoffMs, jobId: options.jobId },
      );
      queued.add(id);
      if (queued.size > MAX_FOLLOWED_JOBS) queued.delete(queued.values().next().value!);
      return id;
    },
    async settled() {
      while (queued.size > 0) {
        const ids = [...queued];
        await Promise.all(ids.map((id) => queue.waitFor(id)));
        for (const id of ids) queued.delete(id);
      }
    },
    stopWorkers: (stop) => queue.stopWorkers(stop),
    close: (stop) => queue.close(stop),
  };
}
