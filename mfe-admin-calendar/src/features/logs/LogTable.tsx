import type { CalendarLogStatus } from '@clinic/contracts';
import { mq, StatusBadge, theme, visuallyHidden, type StatusTone } from '@clinic/platform';
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';
import type { LogRowView } from './logRows';

const COLUMNS = ['time', 'patient', 'office', 'appointment', 'action', 'status', 'eventId', 'error'] as const;

const STATUS_TONES: Record<CalendarLogStatus, StatusTone> = { success: 'success', failed: 'error', retry: 'warning' };

/** A table on wide screens, scrolling inside its own box if needed; one card per row on phones, each value under its column's name. */
const boxCss = css({
  position: 'relative',
  overflowX: 'auto',
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius,
  [mq.mobile]: { overflowX: 'visible', border: 'none' },
});
const tableCss = css({
  width: '100%',
  minWidth: '56rem',
  borderCollapse: 'collapse',
  fontSize: theme.font.size.small,
  '& th, & td': { textAlign: 'start', verticalAlign: 'top', padding: theme.space(2), borderBlockEnd: `1px solid ${theme.colors.border}` },
  '& th': { background: theme.colors.surface, whiteSpace: 'nowrap' },
  // The dialog breaks long words anywhere; only the event id and the error may break inside a word here.
  '& td': { overflowWrap: 'normal' },
  '& td[data-column="time"], & td[data-column="appointment"], & td[data-column="action"], & td[data-column="status"]': { whiteSpace: 'nowrap' },
  '& td[data-column="eventId"], & td[data-column="error"]': { overflowWrap: 'anywhere', maxWidth: '14rem' },
  '& td[data-column="eventId"]': { fontFamily: 'ui-monospace, monospace' },
  [mq.mobile]: {
    minWidth: 0,
    '& thead': { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' },
    '&, & tbody, & tr': { display: 'block' },
    '& tr': { border: `1px solid ${theme.colors.border}`, borderRadius: theme.radius, padding: theme.space(2), marginBlockEnd: theme.space(3) },
    '& td': {
      display: 'grid',
      gridTemplateColumns: '7.5rem minmax(0, 1fr)',
      columnGap: theme.space(2),
      borderBlockEnd: 'none',
      paddingBlock: theme.space(1),
      whiteSpace: 'normal !important',
      maxWidth: 'none !important',
    },
    '& td > span': { justifySelf: 'start' },
    '& td::before': { content: 'attr(data-label)', fontFamily: theme.font.family, fontWeight: 600, color: theme.colors.mutedText },
  },
});

type Column = (typeof COLUMNS)[number];

/** A row's cell of one column: the action in words, the status as a badge, the rest as shown. */
function LogCell({ row, column }: { row: LogRowView; column: Column }) {
  const { t } = useTranslation(NS.staff);
  if (column === 'action') return <>{t(`logs.actions.${row.action}`)}</>;
  if (column === 'status')
    return (
      <StatusBadge tone={STATUS_TONES[row.status]} data-status={row.status}>
        {t(`logs.statuses.${row.status}`)}
      </StatusBadge>
    );
  return <>{row[column]}</>;
}

/** The page of calendar events: Time, Patient, Office, Appointment, Action, Status, Google Event ID, Error. */
export function LogTable({ rows }: { rows: LogRowView[] }) {
  const { t } = useTranslation(NS.staff);
  const label = (column: Column) => t(`logs.columns.${column}`);
  return (
    <div css={boxCss} role="region" aria-label={t('logs.columns.caption')} tabIndex={0}>
      <table css={tableCss}>
        <caption css={visuallyHidden}>{t('logs.columns.caption')}</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {label(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.uuid} data-testid="calendar-log-row">
              {COLUMNS.map((column) => (
                <td key={column} data-column={column} data-label={label(column)}>
                  <LogCell row={row} column={column} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
