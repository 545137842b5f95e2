import { css } from '@emotion/react';
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { theme } from './theme';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** Shown under the field and announced with it; marks the field invalid. */
  error?: string | null;
  hint?: ReactNode;
  id?: string;
}

const wrapper = css({ display: 'flex', flexDirection: 'column', gap: theme.space(1), marginBlockEnd: theme.space(4), minWidth: 0 });
const labelCss = css({ fontWeight: 600, color: theme.colors.text });
const inputCss = css({
  font: 'inherit',
  minHeight: '44px',
  paddingBlock: theme.space(2),
  paddingInline: theme.space(3),
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius,
  width: '100%',
  boxSizing: 'border-box',
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: '1px' },
  '&[aria-invalid="true"]': { borderColor: theme.colors.error },
});
const errorCss = css({ color: theme.colors.error, fontSize: theme.font.size.small });
const hintCss = css({ color: theme.colors.mutedText, fontSize: theme.font.size.small });

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, error, hint, id, ...rest }, ref) {
  const generated = useId();
  const inputId = id ?? `field-${generated}`;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div css={wrapper}>
      <label htmlFor={inputId} css={labelCss}>
        {label}
      </label>
      <input ref={ref} id={inputId} css={inputCss} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...rest} />
      {hint ? (
        <span id={hintId} css={hintCss}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} css={errorCss} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
});
