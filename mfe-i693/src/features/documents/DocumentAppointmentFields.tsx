import { css } from '@emotion/react';
import { OFFICES } from '@clinic/contracts';
import { fieldStyles, mq, theme } from '@clinic/platform';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';

export interface DocumentAppointmentFieldsProps {
  /** The applicant's name, for the fields' accessible names. */
  name: string;
  office: string;
  onOfficeChange: (office: string) => void;
  /** YYYY-MM-DD or empty. */
  date: string;
  onDateChange: (date: string) => void;
}

const OFFICE_OPTIONS = OFFICES.map((o) => ({ value: o.value, label: o.label }));

// On wide screens the column header (Template) and each field's accessible name say what the fields are.
const labelCss = css({
  fontSize: theme.font.size.small,
  fontWeight: 600,
  color: theme.colors.mutedText,
  [mq.desktop]: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
});
const controlCss = css({
  ...fieldStyles.control,
  width: '100%',
  minWidth: 0,
  minHeight: '40px',
  paddingBlock: theme.space(1),
  paddingInline: theme.space(1),
  fontSize: theme.font.size.small,
});

/** A row's office and appointment date: what its PDF and receipts are made for (back-office.md 2.4). */
export function DocumentAppointmentFields({ name, office, onOfficeChange, date, onDateChange }: DocumentAppointmentFieldsProps) {
  const { t } = useTranslation(NS.staff);
  const id = useId();
  return (
    <div css={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)', gap: theme.space(2), [mq.desktop]: { gap: theme.space(1) } })}>
      <div css={css({ display: 'grid', gap: '2px' })}>
        <label htmlFor={`office-${id}`} css={labelCss}>
          {t('documents.office')}
        </label>
        <select
          id={`office-${id}`}
          aria-label={t('documents.officeOf', { name })}
          css={controlCss}
          value={office}
          onChange={(e) => onOfficeChange(e.target.value)}
        >
          <option value="">{t('documents.chooseOffice')}</option>
          {OFFICE_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <div css={css({ display: 'grid', gap: '2px' })}>
        <label htmlFor={`date-${id}`} css={labelCss}>
          {t('documents.appointmentDate')}
        </label>
        <input
          id={`date-${id}`}
          type="date"
          aria-label={t('documents.appointmentDateOf', { name })}
          css={controlCss}
          value={date}
          onChange={(e) => onDateChange(e.target.value)}
        />
      </div>
    </div>
  );
}
