import { z } from 'zod';
import { pageNumberSchema } from './request-text';

/**
 * Calendar sync logs (booking-leads-calendar.md 3 "Calendar log", 7, 9): every attempt to push an
 * appointment change to an office's calendar is one row.
 */
export const CALENDAR_LOG_STATUSES = ['success', 'failed', 'retry'] as const;
export type CalendarLogStatus = (typeof CALENDAR_LOG_STATUSES)[number];
export const CALENDAR_LOG_ACTIONS = ['created', 'updated', 'cancelled', 'rescheduled'] as const;
export type CalendarLogAction = (typeof CALENDAR_LOG_ACTIONS)[number];
/** The log filter's day choices; 7 by default. Failed logs use 30 days. */
export const CALENDAR_LOG_DAYS = [3, 7, 14, 30] as const;
export const DEFAULT_CALENDAR_LOG_DAYS = 7;
export const CALENDAR_LOG_PAGE_SIZE = 20;

export interface CalendarLog {
  uuid: string;
  /** ISO instant. */
  created_on: string;
  patient_name: string | null;
  office_name: string | null;
  /** YYYY-MM-DD, in the office's zone. */
  appointment_date: string | null;
  /** HH:mm, in the office's zone. */
  appointment_time: string | null;
  action: CalendarLogAction;
  status: CalendarLogStatus;
  /** Only set when a Google Calendar event was written. */
  google_event_id: string | null;
  error_message: string | null;
}

export interface CalendarLogSummary {
  total_events: number;
  successful_events: number;
  failed_events: number;
  actions: { created: number; updated: number; cancelled: number };
}

/** `GET /admin/calendar-logs`: paginated (`page`), newest first unless `ordering=created_on`. */
export const calendarLogQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'days must be 3, 7, 14 or 30' })
    .refine((d) => (CALENDAR_LOG_DAYS as readonly number[]).includes(d), 'days must be 3, 7, 14 or 30')
    .default(DEFAULT_CALENDAR_LOG_DAYS),
  status: z.enum(CALENDAR_LOG_STATUSES, { error: 'status must be success, failed or retry' }).optional(),
  action: z.enum(CALENDAR_LOG_ACTIONS, { error: 'action must be created, updated, cancelled or rescheduled' }).optional(),
  office_uuid: z.uuid({ error: 'office_uuid must be an office id' }).optional(),
  ordering: z.enum(['-created_on', 'created_on'], { error: 'ordering must be -created_on or created_on' }).default('-created_on'),
  page: pageNumberSchema,
});
export type CalendarLogQuery = z.infer<typeof calendarLogQuerySchema>;

/** `GET /admin/calendar-logs/summary/`: the counts over the last `days` days, of one office or of all. */
export const calendarLogSummaryQuerySchema = calendarLogQuerySchema.pick({ days: true, office_uuid: true });
export type CalendarLogSummaryQuery = z.infer<typeof calendarLogSummaryQuerySchema>;

/**
 * `GET /admin/offices/{id}/ics-url/`: the secret address of the office's read-only calendar feed
 * (iCalendar), for any calendar app to subscribe to.
 */
export interface OfficeIcsUrl {
  url: string;
}

export const CALENDAR_LOG_MESSAGES = {
  logsFailed: 'Failed to fetch calendar logs',
  summaryFailed: 'Failed to fetch summary',
} as const;
