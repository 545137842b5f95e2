import { css } from '@emotion/react';
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { fieldStyles } from './fieldStyles';
import { inputDir } from './Ltr';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** Shown under the field and announced with it; marks the field invalid. */
  error?: string | null;
  hint?: ReactNode;
  id?: string;
}

const inputCss = css(fieldStyles.control);

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, error, hint, id, ...rest }, ref) {
  const generated = useId();
  const inputId = id ?? `field-${generated}`;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div css={fieldStyles.wrapper}>
      <label htmlFor={inputId} css={fieldStyles.label}>
        {label}
      </label>
      <input ref={ref} id={inputId} dir={inputDir(rest.type)} css={inputCss} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...rest} />
      {hint ? (
        <span id={hintId} css={fieldStyles.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} css={fieldStyles.error} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
});
