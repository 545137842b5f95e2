import { css } from '@emotion/react';
import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { theme } from './theme';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
}

/** A checkbox with its label beside it, at least 44px tall to touch; greyed when disabled. `className` styles the label. */
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
