import { css } from '@emotion/react';
import { theme } from '@clinic/platform';
import type { ReactNode } from 'react';

export type BadgeTone = 'success' | 'error' | 'warning' | 'neutral';

const tones: Record<BadgeTone, { fg: string; bg: string }> = {
  success: { fg: theme.colors.success, bg: theme.colors.successBg },
  error: { fg: theme.colors.error, bg: theme.colors.errorBg },
  warning: { fg: theme.colors.warning, bg: theme.colors.warningBg },
  neutral: { fg: theme.colors.mutedText, bg: theme.colors.surface },
};

/** A small coloured marker of a lead (System Generated, Initial Email Sent, Archived…). */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  const { fg, bg } = tones[tone];
  return (
    <span
      data-tone={tone}
      css={css({
        display: 'inline-block',
        fontSize: '0.75rem',
        fontWeight: 600,
        lineHeight: 1.4,
        padding: '1px 8px',
        borderRadius: '999px',
        color: fg,
        background: bg,
        border: `1px solid ${fg}`,
        overflowWrap: 'anywhere',
      })}
    >
      {children}
    </span>
  );
}
