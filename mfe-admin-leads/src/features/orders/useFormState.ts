import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { FieldErrors } from './adhocForms';

/**
 * The values and messages of a small form. `bind` wires a field (typing clears its message);
 * `showErrors` shows the messages and moves the focus to the first field to correct.
 */
export function useFormState<Values extends { [Field in keyof Values]: string }>(initial: Values) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Extract<keyof Values, string>>>({});
  const [attempts, setAttempts] = useState(0);

  useEffect(() => {
    if (attempts > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);

  const set = <Field extends Extract<keyof Values, string>>(field: Field, value: Values[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest as typeof current;
    });
  };

  const bind = (field: Extract<keyof Values, string>) => ({
    name: field,
    value: values[field],
    error: errors[field] ?? null,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => set(field, event.target.value as Values[typeof field]),
  });

  const showErrors = (next: FieldErrors<Extract<keyof Values, string>>) => {
    setErrors(next);
    setAttempts((n) => n + 1);
  };

  return { formRef, values, set, bind, showErrors, clearErrors: () => setErrors({}) };
}
