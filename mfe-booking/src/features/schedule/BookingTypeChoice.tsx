import { theme, visuallyHidden } from '@clinic/platform';
import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';
import { BOOKING_TYPES, type BookingType } from './selection';
import { bareFieldset, card, choiceInput, choiceLabel, hint, sectionHeading } from './styles';

export interface BookingTypeChoiceProps {
  value: BookingType;
  onChange: (value: BookingType) => void;
  maxApplicants: number;
  /** Shows the legend as a section heading (desktop); the wizard has its own step heading. */
  showLegend?: boolean;
}

/** Individual or Family/Group (values individual, family); changing it starts the choice of people over. */
export function BookingTypeChoice({ value, onChange, maxApplicants, showLegend = true }: BookingTypeChoiceProps) {
  const { t } = useTranslation(NS.client, { keyPrefix: 'schedule.bookingType' });
  const name = `booking-type-${useId()}`;
  return (
    <fieldset css={bareFieldset}>
      <legend css={[sectionHeading, css({ padding: 0, marginBlockEnd: theme.space(3) }), !showLegend && visuallyHidden]}>{t('legend')}</legend>
      <div css={css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))', gap: theme.space(2) })}>
        {BOOKING_TYPES.map((type) => (
          <label key={type} css={[card, choiceLabel]} data-chosen={value === type}>
            <input type="radio" name={name} value={type} checked={value === type} onChange={() => onChange(type)} css={choiceInput} />
            <span css={css({ display: 'flex', flexDirection: 'column', justifyContent: 'center', minHeight: 44 })}>
              <span css={css({ fontWeight: 600 })}>{t(type)}</span>
              <span css={hint}>{t(`${type}Hint`, { max: maxApplicants })}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
