import { css } from '@emotion/react';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { theme } from './theme';

export type ButtonVariant = 'primary' | 'secondary' | 'text' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a busy state and blocks clicks while an action runs. */
  busy?: boolean;
  fullWidth?: boolean;
}

const base = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.space(2),
  minHeight: '44px',
  paddingBlock: theme.space(2),
  paddingInline: theme.space(4),
  border: '1px solid transparent',
  borderRadius: theme.radius,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  textDecoration: 'none',
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: '2px' },
  '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
});

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css({ background: theme.colors.primary, color: theme.colors.primaryText, '&:hover:not(:disabled)': { background: theme.colors.primaryDark } }),
  secondary: css({ background: theme.colors.background, color: theme.colors.primary, borderColor: theme.colors.primary }),
  text: css({ background: 'transparent', color: theme.colors.primary, paddingInline: theme.space(2) }),
  danger: css({ background: theme.colors.error, color: theme.colors.primaryText }),
};

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', busy = false, fullWidth = false, disabled, type = 'button', children, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      css={[base, variants[variant], fullWidth && css({ width: '100%' })]}
      {...rest}
    >
      {children}
    </button>
  );
});
