import { css } from '@emotion/react';
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { describedByOf, Field } from './Field';
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
  return (
    <Field id={inputId} label={label} hint={hint} error={error}>
      <input
        ref={ref}
        id={inputId}
        dir={inputDir(rest.type)}
        css={inputCss}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(inputId, error, !!hint)}
        {...rest}
      />
    </Field>
  );
});
