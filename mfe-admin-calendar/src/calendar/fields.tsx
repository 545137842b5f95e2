import { css } from '@emotion/react';
import { fieldStyles, mq, theme } from '@clinic/platform';
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { formatTime, PICKER_TIMES } from './dates';

const controlCss = css(fieldStyles.control);

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The text of the empty choice; none when left out. */
  placeholder?: string;
  error?: string | null;
}

/** A labelled select styled as the platform's fields, with its error announced. */
export function SelectField({ label, options, placeholder, error, ...rest }: SelectFieldProps) {
  const id = `select-${useId()}`;
  return (
    <div css={fieldStyles.wrapper}>
      <label htmlFor={id} css={fieldStyles.label}>
        {label}
      </label>
      <select id={id} css={controlCss} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...rest}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error ? (
        <span id={`${id}-error`} css={fieldStyles.error} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** The picker times (11:00 to 23:55 in 5-minute steps) as select options, shown as 12-hour times. */
export const TIME_OPTIONS = PICKER_TIMES.map((time) => ({ value: time, label: formatTime(time) }));

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
}

/** A checkbox with its label beside it, at least 44px tall to touch. */
export function Checkbox({ label, ...rest }: CheckboxProps) {
  return (
    <label
      css={css({
        display: 'inline-flex',
        alignItems: 'center',
        gap: theme.space(2),
        minHeight: '44px',
        cursor: 'pointer',
        '&:has(input:disabled)': { cursor: 'not-allowed', color: theme.colors.mutedText },
      })}
    >
      <input type="checkbox" css={css({ width: 18, height: 18, margin: 0, flex: 'none' })} {...rest} />
      <span>{label}</span>
    </label>
  );
}

/** A label and its value in the details dialogs; on phones the label goes above, so names and e-mails get the whole width. */
export function Detail({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div
      css={css({
        display: 'grid',
        gridTemplateColumns: 'minmax(5rem, max-content) 1fr',
        gap: theme.space(3),
        marginBlockEnd: theme.space(2),
        [mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: 0 },
      })}
    >
      <dt css={css({ fontWeight: 600, margin: 0 })}>{label}</dt>
      <dd css={css({ margin: 0, minWidth: 0 })}>{children}</dd>
    </div>
  );
}
