import type { CalendarLogSummary } from '@clinic/contracts';
import { Alert, Spinner, theme } from '@clinic/platform';
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';
import type { SummaryState } from './useCalendarLogs';

const gridCss = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(7.5rem, 1fr))',
  gap: theme.space(2),
  margin: `0 0 ${theme.space(4)}`,
});
const cardCss = css({
  margin: 0,
  padding: theme.space(3),
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius,
  background: theme.colors.surface,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: theme.space(1),
});

function counts(summary: CalendarLogSummary) {
  return [
    ['total', summary.total_events],
    ['successful', summary.successful_events],
    ['failed', summary.failed_events],
    ['created', summary.actions.created],
    ['updated', summary.actions.updated],
    ['cancelled', summary.actions.cancelled],
  ] as const;
}

/** The counts of the period: Total Events, Successful, Failed, Created, Updated, Cancelled. */
export function LogSummary({ state }: { state: SummaryState }) {
  const { t } = useTranslation(NS.staff);
  if (state.status === 'loading') return <Spinner label={t('logs.summary.loading')} size={24} />;
  if (state.status === 'failed') return <Alert type="error">{t('logs.summary.loadFailed')}</Alert>;
  return (
    <dl aria-label={t('logs.summary.label')} css={gridCss}>
      {counts(state.summary).map(([key, value]) => (
        <div key={key} css={cardCss} data-testid={`log-summary-${key}`}>
          <dt css={css({ fontSize: theme.font.size.small, color: theme.colors.mutedText })}>{t(`logs.summary.${key}`)}</dt>
          <dd css={css({ margin: 0, fontSize: theme.font.size.large, fontWeight: 700 })}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
