import { TextField, type TextFieldProps } from '@clinic/platform';
import { forwardRef } from 'react';

/** An e-mail address field: the mobile e-mail keyboard, no autocorrection, left-to-right in every language. */
export const EmailField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type'>>(function EmailField(props, ref) {
  return <TextField ref={ref} type="email" autoComplete="email" inputMode="email" autoCapitalize="none" spellCheck={false} required dir="ltr" {...props} />;
});
