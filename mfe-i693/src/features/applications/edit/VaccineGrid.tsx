import { css } from '@emotion/react';
import { COMPLETION_COLUMN, DOSE_COLUMNS, FLAG_COLUMNS, gridKey, rowHasColumn, VACCINE_ROWS } from '@clinic/contracts';
import { theme, visuallyHidden } from '@clinic/platform';
import { Checkbox } from '@clinic/platform/staff';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../texts';

import { ChecklistRowMark } from './ChecklistDone';
import { cellChecked, cellText, flagsLocked, withCompletion, withDoseDate, type VaccineGridValues } from './vaccineGrid';

export interface VaccineGridProps {
  grid: VaccineGridValues;
  onChange: (grid: VaccineGridValues) => void;
  /** The matched applicant's checklist items done (keys): their rows are marked. */
  checklistDone: readonly string[];
}

const cellInput = css({
  font: 'inherit',
  boxSizing: 'border-box',
  width: '100%',
  minWidth: 0,
  minHeight: '40px',
  paddingInline: theme.space(1),
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius,
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: '1px' },
});

const cellCss = css({ padding: theme.space(1), borderBlockEnd: `1px solid ${theme.colors.border}`, verticalAlign: 'top', overflowWrap: 'normal' });
/** Fixed columns: the vaccine, completion and flag columns sized, the five dose dates sharing the rest. */
const colWidths = { vaccine: '12rem', completion: '8.5rem', flag: '4.25rem' } as const;

/**
 * The vaccine table: a row per vaccine, dose dates 1-5 (mm/dd/yyyy as typed), completion text, and the
 * flags NA, Contradiction, Insufficient Time Interval and See Below (rows that have it), their headers
 * shortened on screen and whole in their names and titles. It fits a 1280 px screen; on a phone it
 * scrolls sideways inside its own region, positioned so the flags' hidden labels (absolutely
 * positioned) stay inside it instead of widening the page.
 */
export function VaccineGrid({ grid, onChange, checklistDone }: VaccineGridProps) {
  const { t } = useTranslation(NS.staff);
  const flagLabel = (column: number) => t(`edit.vaccines.flags.${column}`);
  return (
    <div
      role="region"
      aria-label={t('edit.vaccines.title')}
      tabIndex={0}
      css={css({
        position: 'relative',
        overflowX: 'auto',
        maxWidth: '100%',
        contain: 'inline-size',
        '&:focus-visible': { outline: `3px solid ${theme.colors.focus}` },
      })}
    >
      <table
        data-testid="vaccine-grid"
        css={css({ borderCollapse: 'collapse', tableLayout: 'fixed', width: '100%', minWidth: '68rem', fontSize: theme.font.size.small })}
      >
        <caption css={css({ textAlign: 'start', fontWeight: 700, paddingBlock: theme.space(2) })}>{t('edit.vaccines.title')}</caption>
        <thead>
          <tr>
            <th scope="col" css={[cellCss, css({ textAlign: 'start', width: colWidths.vaccine })]}>
              {t('edit.vaccines.vaccine')}
            </th>
            {DOSE_COLUMNS.map((column) => (
              <th key={column} scope="col" css={[cellCss, css({ textAlign: 'start' })]}>
                {t('edit.vaccines.dose', { n: column + 1 })}
              </th>
            ))}
            <th scope="col" css={[cellCss, css({ textAlign: 'start', width: colWidths.completion })]}>
              {t('edit.vaccines.completion')}
            </th>
            {FLAG_COLUMNS.map(({ column }) => (
              <th
                key={column}
                scope="col"
                aria-label={flagLabel(column)}
                title={flagLabel(column)}
                css={[cellCss, css({ textAlign: 'center', width: colWidths.flag, lineHeight: 1.2 })]}
              >
                <span aria-hidden="true">{t(`edit.vaccines.flagsShort.${column}`)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {VACCINE_ROWS.map(({ row, subOptions, brandKey }) => {
            const locked = flagsLocked(grid, row);
            const vaccine = t(`edit.vaccines.rows.${row}`);
            return (
              <tr key={row} data-vaccine-row={row}>
                <th scope="row" css={[cellCss, css({ textAlign: 'start' })]}>
                  <span>{vaccine}</span>
                  <ChecklistRowMark row={row} done={checklistDone} />
                  {subOptions ? (
                    <div css={css({ display: 'flex', flexWrap: 'wrap', columnGap: theme.space(2), fontWeight: 400 })}>
                      {subOptions.map((option) => (
                        <Checkbox
                          key={option.key}
                          label={option.label}
                          checked={cellChecked(grid, option.key)}
                          onChange={(e) => onChange({ ...grid, [option.key]: e.target.checked })}
                        />
                      ))}
                    </div>
                  ) : null}
                  {brandKey ? (
                    <input
                      css={[cellInput, css({ marginBlockStart: theme.space(1), fontWeight: 400 })]}
                      aria-label={t('edit.vaccines.brand', { vaccine })}
                      placeholder={t('edit.vaccines.brandPlaceholder')}
                      value={cellText(grid, brandKey)}
                      onChange={(e) => onChange({ ...grid, [brandKey]: e.target.value })}
                    />
                  ) : null}
                </th>
                {DOSE_COLUMNS.map((column) => (
                  <td key={column} css={cellCss}>
                    <input
                      css={cellInput}
                      inputMode="numeric"
                      placeholder="mm/dd/yyyy"
                      aria-label={t('edit.vaccines.doseLabel', { vaccine, n: column + 1 })}
                      value={cellText(grid, gridKey(row, column))}
                      onChange={(e) => onChange(withDoseDate(grid, row, column, e.target.value))}
                    />
                  </td>
                ))}
                <td css={cellCss}>
                  <input
                    css={cellInput}
                    aria-label={t('edit.vaccines.completionLabel', { vaccine })}
                    value={cellText(grid, gridKey(row, COMPLETION_COLUMN))}
                    onChange={(e) => onChange(withCompletion(grid, row, e.target.value))}
                  />
                </td>
                {FLAG_COLUMNS.map(({ column }) => (
                  <td key={column} css={[cellCss, css({ textAlign: 'center', verticalAlign: 'middle' })]}>
                    {rowHasColumn(row, column) ? (
                      <Checkbox
                        label={<span css={visuallyHidden}>{t('edit.vaccines.flagLabel', { vaccine, flag: flagLabel(column) })}</span>}
                        checked={cellChecked(grid, gridKey(row, column))}
                        disabled={locked}
                        onChange={(e) => onChange({ ...grid, [gridKey(row, column)]: e.target.checked })}
                      />
                    ) : null}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
