import { css } from '@emotion/react';
import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { describedByOf, Field } from './Field';
import { fieldStyles } from './fieldStyles';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  options: readonly { value: string; label: string }[];
  /** The text of a first, empty choice (e.g. "Select the state"); none when left out. */
  placeholder?: string;
  /** Shown under the field and announced with it; marks the field invalid. */
  error?: string | null;
  hint?: ReactNode;
  id?: string;
}

const selectCss = css(fieldStyles.control);

/** A labelled select in the look of the platform's fields, with its description and error. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, options, placeholder, error, hint, id, ...rest },
  ref,
) {
  const generated = useId();
  const selectId = id ?? `select-${generated}`;
  return (
    <Field id={selectId} label={label} hint={hint} error={error}>
      <select
        ref={ref}
        id={selectId}
        css={selectCss}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(selectId, error, !!hint)}
        {...rest}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
});
