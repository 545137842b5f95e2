import { css } from '@emotion/react';
import { TextField, type TextFieldProps } from '@clinic/platform';
import { forwardRef } from 'react';
import { cleanCode } from './codeInput';

/** Large, spaced digits that stay left-to-right in every language. */
const codeCss = css({ fontSize: '1.5rem', letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' });

export interface CodeFieldProps extends Omit<TextFieldProps, 'value' | 'onChange'> {
  value: string;
  /** The typed text with non-digits stripped and capped at 6 digits. */
  onCodeChange: (code: string) => void;
}

/** The 6-digit one-time code: the numeric keyboard, and the browser may fill it from the message. */
export const CodeField = forwardRef<HTMLInputElement, CodeFieldProps>(function CodeField({ onCodeChange, ...props }, ref) {
  return (
    <TextField
      ref={ref}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      dir="ltr"
      css={codeCss}
      onChange={(e) => onCodeChange(cleanCode(e.target.value))}
      {...props}
    />
  );
});
