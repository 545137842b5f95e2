import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import type { MessageType } from '../session/session';
import { theme } from './theme';

const tones: Record<MessageType, { fg: string; bg: string }> = {
  info: { fg: theme.colors.info, bg: theme.colors.infoBg },
  success: { fg: theme.colors.success, bg: theme.colors.successBg },
  warning: { fg: theme.colors.warning, bg: theme.colors.warningBg },
  error: { fg: theme.colors.error, bg: theme.colors.errorBg },
};

export interface AlertProps {
  type?: MessageType;
  children: ReactNode;
  /** Extra content aligned at the end (e.g. a Retry button). */
  action?: ReactNode;
  className?: string;
}

/** An inline message; errors and warnings are announced immediately (role alert), others politely (status). */
export function Alert({ type = 'info', children, action, className }: AlertProps) {
  const tone = tones[type];
  return (
    <div
      role={type === 'error' || type === 'warning' ? 'alert' : 'status'}
      className={className}
      css={css({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: theme.space(3),
        paddingBlock: theme.space(3),
        paddingInline: theme.space(4),
        borderInlineStart: `4px solid ${tone.fg}`,
        borderRadius: theme.radius,
        background: tone.bg,
        color: theme.colors.text,
        overflowWrap: 'anywhere',
      })}
    >
      <div css={css({ flex: '1 1 12rem', minWidth: 0 })}>{children}</div>
      {action}
    </div>
  );
}
