import { css } from '@emotion/react';
import { theme } from '@clinic/platform';
import type { InputHTMLAttributes, ReactNode } from 'react';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
}

/** A checkbox with its label beside it, 44px tall to touch; greyed when disabled. */
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
