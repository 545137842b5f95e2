import { css } from '@emotion/react';
import { fieldStyles, theme } from '@clinic/platform';
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

const controlCss = css(fieldStyles.control);

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The text of the empty choice; none when left out. */
  placeholder?: string;
}

/** A labelled select styled as the platform's fields. */
export function SelectField({ label, options, placeholder, ...rest }: SelectFieldProps) {
  const id = `select-${useId()}`;
  return (
    <div css={fieldStyles.wrapper}>
      <label htmlFor={id} css={fieldStyles.label}>
        {label}
      </label>
      <select id={id} css={controlCss} {...rest}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
}

/** A checkbox with its label beside it, at least 44px tall to touch. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox({ label, className, ...rest }, ref) {
  return (
    <label
      className={className}
      css={css({
        display: 'inline-flex',
        alignItems: 'center',
        gap: theme.space(2),
        minHeight: '44px',
        cursor: 'pointer',
        '&:has(input:disabled)': { cursor: 'not-allowed', color: theme.colors.mutedText },
      })}
    >
      <input ref={ref} type="checkbox" css={css({ width: 18, height: 18, margin: 0, flex: 'none' })} {...rest} />
      <span>{label}</span>
    </label>
  );
});

/** The button look of a small link-like action (ID Front, Copy). */
export const linkButtonCss = css({
  background: 'none',
  border: 'none',
  padding: `${theme.space(1)} ${theme.space(1)}`,
  minHeight: '32px',
  font: 'inherit',
  color: theme.colors.primary,
  textDecoration: 'underline',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: '1px' },
  '&:disabled': { color: theme.colors.mutedText, textDecoration: 'none', cursor: 'not-allowed' },
});

/** Text only screen readers announce. */
export const visuallyHidden = css({ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' });
