import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { fieldStyles } from './fieldStyles';
import { theme } from './theme';

/** The `aria-describedby` of the control `id`: its description (`<id>-hint`) and its error (`<id>-error`) when shown. */
export function describedByOf(id: string, error: string | null | undefined, hint?: boolean): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

/** The error line of the control `id`, announced when it appears. */
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

export interface FieldProps {
  /** The control's id; its description and error get `<id>-hint` and `<id>-error` (see describedByOf). */
  id: string;
  label: ReactNode;
  /** The description under the control. */
  hint?: ReactNode;
  error?: string | null;
  /** The control, with `id`, `aria-invalid` and `aria-describedby` set. */
  children: ReactNode;
}

/** A form field's frame: its label, the control, its description and its error. */
export function Field({ id, label, hint, error, children }: FieldProps) {
  return (
    <div css={fieldStyles.wrapper}>
      <label htmlFor={id} css={fieldStyles.label}>
        {label}
      </label>
      {children}
      {hint ? (
        <span id={`${id}-hint`} css={fieldStyles.hint}>
          {hint}
        </span>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** Focuses (and scrolls to) the first field, in form order, that has an error. */
export function focusFirstInvalid<K extends string>(
  order: readonly K[],
  errors: Partial<Record<K, string | null | undefined>>,
  idOf: (field: K) => string,
): void {
  const first = order.find((f) => errors[f]);
  if (!first) return;
  const el = document.getElementById(idOf(first));
  if (el) {
    el.focus();
    el.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }
}
