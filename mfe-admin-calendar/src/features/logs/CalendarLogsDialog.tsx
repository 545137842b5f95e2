import type { Office } from '@clinic/contracts';
import { Alert, Button, Dialog, Spinner, theme } from '@clinic/platform';
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';
import { LogFilters } from './LogFilters';
import { logRow } from './logRows';
import { LogSummary } from './LogSummary';
import { LogTable } from './LogTable';
import { lastPageOf, useCalendarLogs } from './useCalendarLogs';

export interface CalendarLogsDialogProps {
  open: boolean;
  onClose: () => void;
  offices: Office[];
}

/** Calendar Event Logs: the summary of the period, the filters and 20 events a page. Opens fresh (last 7 days, page 1) each time. */
export function CalendarLogsDialog({ open, onClose, offices }: CalendarLogsDialogProps) {
  return open ? <LogsDialog onClose={onClose} offices={offices} /> : null;
}

function LogsDialog({ onClose, offices }: Omit<CalendarLogsDialogProps, 'open'>) {
  const { t } = useTranslation(NS.staff);
  const { filters, changeFilters, page, setPage, logs, summary, reload } = useCalendarLogs();
  const words = { notAvailable: t('logs.notAvailable'), none: t('logs.none') };
  const lastPage = logs.status === 'ready' ? lastPageOf(logs.page.count) : 1;

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('logs.title')}
      maxWidth="960px"
      testId="calendar-logs"
      actions={
        <>
          <Button variant="secondary" onClick={reload}>
            {t('logs.refresh')}
          </Button>
          <Button onClick={onClose}>{t('logs.close')}</Button>
        </>
      }
    >
      <LogSummary state={summary} />
      <LogFilters filters={filters} offices={offices} onChange={changeFilters} />
      <div aria-live="polite">
        {logs.status === 'loading' ? <Spinner label={t('logs.loading')} /> : null}
        {logs.status === 'failed' ? <Alert type="error">{logs.message ?? t('logs.loadFailed')}</Alert> : null}
        {logs.status === 'ready' && logs.page.results.length === 0 ? <Alert type="info">{t('logs.empty')}</Alert> : null}
      </div>
      {logs.status === 'ready' && logs.page.results.length > 0 ? (
        <>
          <LogTable rows={logs.page.results.map((log) => logRow(log, words))} />
          <nav
            aria-label={t('logs.pages.label')}
            css={css({
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: theme.space(2),
              marginBlockStart: theme.space(3),
            })}
          >
            <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('logs.pages.prev')}
            </Button>
            <span>
              {t('logs.pages.status', { page, last: lastPage })} · {t('logs.pages.events', { count: logs.page.count })}
            </span>
            <Button variant="secondary" disabled={page >= lastPage} onClick={() => setPage(page + 1)}>
              {t('logs.pages.next')}
            </Button>
          </nav>
        </>
      ) : null}
    </Dialog>
  );
}
