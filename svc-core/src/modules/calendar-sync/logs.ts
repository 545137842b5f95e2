import {
  CALENDAR_LOG_PAGE_SIZE,
  calendarLogQuerySchema,
  calendarLogSummaryQuerySchema,
  type CalendarLog,
  type CalendarLogSummary,
  type Paginated,
} from '@clinic/contracts';
import { parseWith, type Knex } from '@clinic/server-kit';
import { numberedPage } from '../../api';
import { recordAudit } from '../audit';
import { calendarLogSummary, listCalendarLogs } from './repo';

export const CALENDAR_LOGS_PATH = '/admin/calendar-logs';

/** `GET /admin/calendar-logs`: the sync attempts of the last 3, 7, 14 or 30 days, 20 a page. The read of patient names is audited. */
export async function calendarLogPage(knex: Knex, publicUrl: string, query: unknown, actor: { userId: number }): Promise<Paginated<CalendarLog>> {
  const q = parseWith(calendarLogQuerySchema, query);
  const { count, rows } = await listCalendarLogs(knex, q, { limit: CALENDAR_LOG_PAGE_SIZE, offset: (q.page - 1) * CALENDAR_LOG_PAGE_SIZE });
  await recordAudit(knex, {
    actorUserId: actor.userId,
    action: 'list',
    entity: 'calendar_logs',
    details: { days: q.days, page: q.page, returned: rows.length },
  });
  const filters = { days: q.days, status: q.status, action: q.action, office_uuid: q.office_uuid, ordering: q.ordering };
  return numberedPage(publicUrl, CALENDAR_LOGS_PATH, filters, { number: q.page, size: CALENDAR_LOG_PAGE_SIZE, count, results: rows });
}

/** `GET /admin/calendar-logs/summary/`: the counts of the same window, of one office or all. */
export function calendarLogSummaryOf(knex: Knex, query: unknown): Promise<CalendarLogSummary> {
  return calendarLogSummary(knex, parseWith(calendarLogSummaryQuerySchema, query));
}
