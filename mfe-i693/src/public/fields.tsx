import { css } from '@emotion/react';
import { fieldStyles, theme } from '@clinic/platform';
import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';

/** A two-column grid of fields that becomes one column on narrow screens. */
export const fieldGrid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 15rem), 1fr))',
  columnGap: theme.space(4),
});

/** A titled group of fields (contact, birth, address, photo ID, signature). */
export const formSection = css({
  border: 'none',
  margin: 0,
  marginBlockEnd: theme.space(4),
  padding: 0,
  minWidth: 0,
  '& > legend': { padding: 0, marginBlockEnd: theme.space(3), fontSize: theme.font.size.large, fontWeight: 600, color: theme.colors.text },
});

export function describedByOf(id: string, error: string | null | undefined, hint?: boolean): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

export function FieldError({ id, error }: { id: string; error: string | null | undefined }) {
  return error ? (
    <span id={`${id}-error`} css={fieldStyles.error} role="alert">
      {error}
    </span>
  ) : null;
}

/** The red asterisk of a required field; screen readers learn it from the control's `required`. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" css={css({ color: theme.colors.error, marginInlineStart: theme.space(1) })}>
      *
    </span>
  );
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  id: string;
  label: ReactNode;
  error?: string | null;
  options: readonly { value: string; label: string }[];
  /** A first empty option (e.g. "Select the state"). */
  placeholder?: string;
}

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { id, label, error, options, placeholder, required, ...rest },
  ref,
) {
  return (
    <div css={fieldStyles.wrapper}>
      <label htmlFor={id} css={fieldStyles.label}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <select
        ref={ref}
        id={id}
        css={css(fieldStyles.control)}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(id, error)}
        {...rest}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
});
