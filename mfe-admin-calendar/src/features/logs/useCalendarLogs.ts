import {
  CALENDAR_LOG_PAGE_SIZE,
  DEFAULT_CALENDAR_LOG_DAYS,
  type CalendarLog,
  type CalendarLogAction,
  type CalendarLogStatus,
  type CalendarLogSummary,
  type Paginated,
} from '@clinic/contracts';
import { usePagedFilters } from '@clinic/platform/staff';
import { useCallback, useEffect, useState } from 'react';
import { fetchCalendarLogs, fetchCalendarLogSummary } from '../calendar/api';
import { serverReason } from '../calendar/serverReason';

export interface LogFilters {
  days: number;
  status: CalendarLogStatus | '';
  action: CalendarLogAction | '';
  officeUuid: string;
}

export const DEFAULT_LOG_FILTERS: LogFilters = { days: DEFAULT_CALENDAR_LOG_DAYS, status: '', action: '', officeUuid: '' };

export type LogsState = { status: 'loading' } | { status: 'failed'; message: string | null } | { status: 'ready'; page: Paginated<CalendarLog> };
export type SummaryState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; summary: CalendarLogSummary };

/** The request of one page: newest first, empty filters left out. */
export function logQuery(filters: LogFilters, page: number) {
  return {
    days: filters.days,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.action ? { action: filters.action } : {}),
    ...(filters.officeUuid ? { office_uuid: filters.officeUuid } : {}),
    ordering: '-created_on',
    page,
  };
}

export const lastPageOf = (count: number) => Math.max(1, Math.ceil(count / CALENDAR_LOG_PAGE_SIZE));

/**
 * The logs modal's state: filters, page, the page of logs and the summary of the period (days and
 * office; the summary ignores status and action). A changed filter goes back to page 1; a newer
 * load cancels the one in flight.
 */
export function useCalendarLogs() {
  const { filters, changeFilters, page, setPage } = usePagedFilters(DEFAULT_LOG_FILTERS);
  const [reloads, setReloads] = useState(0);
  const [logs, setLogs] = useState<LogsState>({ status: 'loading' });
  const [summary, setSummary] = useState<SummaryState>({ status: 'loading' });
  const queryKey = JSON.stringify(logQuery(filters, page));

  useEffect(() => {
    const controller = new AbortController();
    setLogs({ status: 'loading' });
    fetchCalendarLogs(JSON.parse(queryKey) as ReturnType<typeof logQuery>, controller.signal).then(
      (answer) => !controller.signal.aborted && setLogs({ status: 'ready', page: answer }),
      (err: unknown) => !controller.signal.aborted && setLogs({ status: 'failed', message: serverReason(err) }),
    );
    return () => controller.abort();
  }, [queryKey, reloads]);

  useEffect(() => {
    const controller = new AbortController();
    setSummary({ status: 'loading' });
    const query = { days: filters.days, ...(filters.officeUuid ? { office_uuid: filters.officeUuid } : {}) };
    fetchCalendarLogSummary(query, controller.signal).then(
      (answer) => !controller.signal.aborted && setSummary({ status: 'ready', summary: answer }),
      () => !controller.signal.aborted && setSummary({ status: 'failed' }),
    );
    return () => controller.abort();
  }, [filters.days, filters.officeUuid, reloads]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);

  return { filters, changeFilters, page, setPage, logs, summary, reload };
}
