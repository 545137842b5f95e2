import { css, keyframes } from '@emotion/react';
import { visuallyHidden } from './layout';
import { theme } from './theme';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export interface SpinnerProps {
  /** Accessible name; the spinner is a status region. */
  label: string;
  size?: number;
}

export function Spinner({ label, size = 32 }: SpinnerProps) {
  return (
    <span role="status" aria-live="polite" css={css({ display: 'inline-flex', alignItems: 'center', gap: theme.space(2) })}>
      <span
        aria-hidden="true"
        css={css({
          width: size,
          height: size,
          border: `3px solid ${theme.colors.border}`,
          borderBlockStartColor: theme.colors.primary,
          borderRadius: '50%',
          animation: `${spin} 0.8s linear infinite`,
          '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
        })}
      />
      <span css={visuallyHidden}>{label}</span>
    </span>
  );
}
