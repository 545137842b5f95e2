import { ClassNames, css } from '@emotion/react';
import { describedByOf, Field, fieldStyles, theme } from '@clinic/platform';
import { isLanguageCode, type LanguageCode } from '@clinic/contracts';
import { lazy, Suspense, useDeferredValue, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNearViewportWhenIdle } from '../../shared/deferred/useNearViewportWhenIdle';
import { NS } from '../../texts/namespace';

export interface PhoneFieldProps {
  id: string;
  label: ReactNode;
  value: string;
  onChange(digits: string): void;
  error?: string | null;
  required?: boolean;
  name?: string;
}

/** A 10-digit US number shown after a fixed +1 prefix; anything but digits is dropped as it is typed. */
export function PhoneField({ id, label, value, onChange, error, required, name }: PhoneFieldProps) {
  return (
    <Field id={id} label={label} error={error}>
      {/* Phone numbers read left to right in every language. */}
      <div dir="ltr" css={css({ display: 'flex', alignItems: 'stretch', minWidth: 0 })}>
        <span
          aria-hidden="true"
          css={css({
            display: 'inline-flex',
            alignItems: 'center',
            paddingInline: theme.space(3),
            border: `1px solid ${theme.colors.border}`,
            borderInlineEnd: 'none',
            borderStartStartRadius: theme.radius,
            borderEndStartRadius: theme.radius,
            background: theme.colors.surface,
            fontWeight: 600,
          })}
        >
          +1
        </span>
        <input
          id={id}
          name={name}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          value={value}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByOf(id, error)}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, 10))}
          css={css({ ...fieldStyles.control, borderStartStartRadius: 0, borderEndStartRadius: 0, minWidth: 0, flex: 1 })}
        />
      </div>
    </Field>
  );
}

const DatePickerInput = lazy(() => import('./DatePickerInput'));

export interface DateFieldProps {
  id: string;
  label: ReactNode;
  value: Date | null;
  onChange(date: Date | null): void;
  error?: string | null;
  /** Month and year dropdowns, nothing before 1900. */
  birthDate?: boolean;
  /** Latest selectable day (default today). */
  maxDate?: Date;
  required?: boolean;
}

/**
 * A date field (react-datepicker). The picker's code is a long script to run, so it loads only once the
 * page has loaded and the field comes near the viewport, or the visitor focuses the field sooner; until
 * it has arrived a read-only input of the same look holds its place (a deferred value: the input stays
 * as it is while the picker loads). When the visitor is on that input, the picker takes the focus (and
 * opens) as it arrives.
 */
export function DateField({ id, label, value, onChange, error, birthDate = false, maxDate, required = false }: DateFieldProps) {
  const { t, i18n } = useTranslation(NS.forms);
  const language: LanguageCode = isLanguageCode(i18n.language) ? i18n.language : 'en';
  const placeholder = t('fields.datePlaceholder');
  const describedBy = describedByOf(id, error);
  const frame = useRef<HTMLDivElement>(null);
  const near = useNearViewportWhenIdle(frame);
  const [focused, setFocused] = useState(false);
  const [touched, setTouched] = useState(false);
  const wanted = useDeferredValue(near || touched);
  return (
    <Field id={id} label={label} error={error}>
      <ClassNames>
        {({ css: toClass }) => {
          const inputCss = toClass(fieldStyles.control);
          const placeholderInput = (
            <input
              id={id}
              className={inputCss}
              placeholder={placeholder}
              readOnly
              aria-describedby={describedBy}
              onFocus={() => {
                setTouched(true);
                setFocused(true);
              }}
              onBlur={() => setFocused(false)}
            />
          );
          return (
            <div ref={frame} css={css({ minWidth: 0, '.react-datepicker-wrapper': { display: 'block', width: '100%' } })}>
              <Suspense fallback={placeholderInput}>
                {wanted ? (
                  <DatePickerInput
                    id={id}
                    value={value}
                    onChange={onChange}
                    language={language}
                    birthDate={birthDate}
                    maxDate={maxDate ?? new Date()}
                    describedBy={describedBy}
                    invalid={!!error}
                    required={required}
                    placeholder={placeholder}
                    inputCss={inputCss}
                    autoFocus={focused}
                  />
                ) : (
                  placeholderInput
                )}
              </Suspense>
            </div>
          );
        }}
      </ClassNames>
    </Field>
  );
}
