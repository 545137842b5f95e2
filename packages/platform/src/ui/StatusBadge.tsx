import { css } from '@emotion/react';
import type { HTMLAttributes } from 'react';
import { theme } from './theme';

export type StatusTone = 'success' | 'info' | 'warning' | 'error' | 'neutral';

const TONES: Record<StatusTone, { fg: string; bg: string }> = {
  success: { fg: theme.colors.success, bg: theme.colors.successBg },
  info: { fg: theme.colors.info, bg: theme.colors.infoBg },
  warning: { fg: theme.colors.warning, bg: theme.colors.warningBg },
  error: { fg: theme.colors.error, bg: theme.colors.errorBg },
  neutral: { fg: theme.colors.mutedText, bg: theme.colors.surface },
};

const SIZES = {
  normal: { fontSize: theme.font.size.small, paddingBlock: theme.space(0.5) },
  /** For badges among small text (list rows, checklist items). */
  small: { fontSize: '0.75rem', lineHeight: 1.4, paddingBlock: '1px' },
};

export interface StatusBadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone: StatusTone;
  size?: keyof typeof SIZES;
}

/** A small rounded label in the colours of a status (Ready to Book, Archived, Failed…); its tone is in `data-tone`. */
export function StatusBadge({ tone, size = 'normal', ...rest }: StatusBadgeProps) {
  const { fg, bg } = TONES[tone];
  return (
    <span
      data-tone={tone}
      css={css({
        display: 'inline-block',
        ...SIZES[size],
        paddingInline: theme.space(2),
        borderRadius: '999px',
        border: `1px solid ${fg}`,
        background: bg,
        color: fg,
        fontWeight: 600,
        whiteSpace: 'nowrap',
      })}
      {...rest}
    />
  );
}
