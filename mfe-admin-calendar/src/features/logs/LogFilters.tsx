import { CALENDAR_LOG_ACTIONS, CALENDAR_LOG_DAYS, CALENDAR_LOG_STATUSES, type CalendarLogAction, type CalendarLogStatus, type Office } from '@clinic/contracts';
import { SelectField, theme } from '@clinic/platform';
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';
import type { LogFilters as Filters } from './useCalendarLogs';

const rowCss = css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))', columnGap: theme.space(3) });

/** Period (last 3, 7, 14 or 30 days), status, action and office. */
export function LogFilters({ filters, offices, onChange }: { filters: Filters; offices: Office[]; onChange: (change: Partial<Filters>) => void }) {
  const { t } = useTranslation(NS.staff);
  return (
    <div role="group" aria-label={t('logs.filters.label')} css={rowCss}>
      <SelectField
        label={t('logs.filters.days')}
        options={CALENDAR_LOG_DAYS.map((days) => ({ value: String(days), label: t('logs.filters.lastDays', { days }) }))}
        value={String(filters.days)}
        onChange={(e) => onChange({ days: Number(e.target.value) })}
      />
      <SelectField
        label={t('logs.filters.status')}
        placeholder={t('logs.filters.all')}
        options={CALENDAR_LOG_STATUSES.map((status) => ({ value: status, label: t(`logs.statuses.${status}`) }))}
        value={filters.status}
        onChange={(e) => onChange({ status: e.target.value as CalendarLogStatus | '' })}
      />
      <SelectField
        label={t('logs.filters.action')}
        placeholder={t('logs.filters.all')}
        options={CALENDAR_LOG_ACTIONS.map((action) => ({ value: action, label: t(`logs.actions.${action}`) }))}
        value={filters.action}
        onChange={(e) => onChange({ action: e.target.value as CalendarLogAction | '' })}
      />
      <SelectField
        label={t('logs.filters.office')}
        placeholder={t('logs.filters.allOffices')}
        options={offices.map((office) => ({ value: office.uuid, label: office.name }))}
        value={filters.officeUuid}
        onChange={(e) => onChange({ officeUuid: e.target.value })}
      />
    </div>
  );
}
