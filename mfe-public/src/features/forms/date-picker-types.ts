import type { LanguageCode } from '@clinic/contracts';

/** public-site.md 5: date pickers use MM/dd/yyyy (date-fns tokens). */
export const DATE_FORMAT = 'MM/dd/yyyy';

export interface DatePickerInputProps {
  id: string;
  value: Date | null;
  onChange(date: Date | null): void;
  language: LanguageCode;
  /** Month and year dropdowns (birth dates). */
  birthDate: boolean;
  maxDate?: Date;
  describedBy?: string;
  invalid: boolean;
  required: boolean;
  placeholder: string;
  /** Class name of the text input. */
  inputCss: string;
  /** Takes the focus (and opens) on mount: the visitor was on the field while the picker loaded. */
  autoFocus: boolean;
}
