import type { OfficeSlot } from '@clinic/contracts';
import { fieldStyles, theme } from '@clinic/platform';
import { css } from '@emotion/react';
import { useId } from 'react';
import { formatTime } from '../calendar/dates';

const gridCss = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(6.5rem, 1fr))',
  gap: theme.space(2),
  maxHeight: '16rem',
  overflowY: 'auto',
  padding: theme.space(0.5),
});

const choiceCss = css({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '44px',
  border: `1px solid ${theme.colors.primary}`,
  borderRadius: theme.radius,
  color: theme.colors.primary,
  fontWeight: 600,
  cursor: 'pointer',
  '& input': { position: 'absolute', opacity: 0, inset: 0, margin: 0, cursor: 'pointer' },
  '&:has(input:checked)': { background: theme.colors.primary, color: theme.colors.primaryText },
  '&:has(input:focus-visible)': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: '1px' },
});

/** The free times of the chosen day as one radio group (arrow keys move between them). */
export function TimeChoices({ legend, slots, value, onChange }: { legend: string; slots: OfficeSlot[]; value: string; onChange: (time: string) => void }) {
  const name = `booking-time-${useId()}`;
  return (
    <fieldset css={css({ border: 'none', margin: 0, padding: 0, minWidth: 0 })}>
      <legend css={[fieldStyles.label, css({ padding: 0, marginBlockEnd: theme.space(2) })]}>{legend}</legend>
      <div css={gridCss}>
        {slots.map((slot) => (
          <label key={slot.start_time} css={choiceCss}>
            <input type="radio" name={name} value={slot.start_time} checked={value === slot.start_time} onChange={() => onChange(slot.start_time)} />
            {formatTime(slot.start_time)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
