import { css } from '@emotion/react';
import { I693_ORDERINGS, OFFICES, type I693Ordering } from '@clinic/contracts';
import { fieldStyles, mq, SelectField, TextField, theme } from '@clinic/platform';
import { Checkbox } from '@clinic/platform/staff';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';
import type { ListFilters } from './listFilters';

export interface ApplicationFiltersProps {
  filters: ListFilters;
  onChange: (change: Partial<ListFilters>) => void;
}

const OFFICE_OPTIONS = OFFICES.map((o) => ({ value: o.value, label: o.label }));

/** The list's filter bar: Archived, Dosage Pending, TB Positive, office, appointment date, sort and search. */
export function ApplicationFilters({ filters, onChange }: ApplicationFiltersProps) {
  const { t } = useTranslation(NS.staff);
  const dateId = `appointment-date-${useId()}`;
  const orderings = I693_ORDERINGS.map((o) => ({ value: o.value, label: t(`filters.orderings.${o.value}`) }));
  return (
    <div role="search" aria-label={t('filters.label')} css={css({ display: 'grid', gap: theme.space(3), marginBlockEnd: theme.space(4) })}>
      <div
        css={css({
          display: 'grid',
          gridTemplateColumns: '2fr 1fr 1fr 1fr',
          columnGap: theme.space(3),
          alignItems: 'start',
          [mq.mobile]: { gridTemplateColumns: '1fr 1fr', '& > :first-of-type': { gridColumn: '1 / -1' } },
        })}
      >
        <TextField
          type="search"
          label={t('filters.search')}
          hint={t('filters.searchHint')}
          value={filters.search}
          onChange={(e) => onChange({ search: e.target.value })}
          autoComplete="off"
        />
        <SelectField
          label={t('filters.office')}
          placeholder={t('filters.allOffices')}
          options={OFFICE_OPTIONS}
          value={filters.office}
          onChange={(e) => onChange({ office: e.target.value })}
        />
        <div css={fieldStyles.wrapper}>
          <label htmlFor={dateId} css={fieldStyles.label}>
            {t('filters.appointmentDate')}
          </label>
          <input
            id={dateId}
            type="date"
            css={css(fieldStyles.control)}
            value={filters.appointmentDate}
            onChange={(e) => onChange({ appointmentDate: e.target.value })}
          />
        </div>
        <SelectField
          label={t('filters.sort')}
          options={orderings}
          value={filters.ordering}
          onChange={(e) => onChange({ ordering: e.target.value as I693Ordering })}
        />
      </div>
      <div css={css({ display: 'flex', flexWrap: 'wrap', columnGap: theme.space(5) })}>
        <Checkbox label={t('filters.archived')} checked={filters.archived} onChange={(e) => onChange({ archived: e.target.checked })} />
        <Checkbox label={t('filters.dosagePending')} checked={filters.dosagePending} onChange={(e) => onChange({ dosagePending: e.target.checked })} />
        <Checkbox label={t('filters.tbPositive')} checked={filters.tbPositive} onChange={(e) => onChange({ tbPositive: e.target.checked })} />
      </div>
    </div>
  );
}
