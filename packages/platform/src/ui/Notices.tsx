import { css } from '@emotion/react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissNotice, NOTICE_DISMISS_MS, noticeStore, type Notice } from './notices';
import { theme } from './theme';

const tones = { info: theme.colors.info, success: theme.colors.success, warning: theme.colors.warning, error: theme.colors.error } as const;

function NoticeItem({ notice }: { notice: Notice }) {
  const { t } = useTranslation('common');
  // Hover or focus holds a notice, so it can be read to the end (errors and warnings are never timed).
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (notice.type === 'error' || notice.type === 'warning' || held) return;
    const timer = setTimeout(() => dismissNotice(notice.id), NOTICE_DISMISS_MS);
    return () => clearTimeout(timer);
  }, [notice, held]);

  return (
    <li
      data-testid="notice"
      data-type={notice.type}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      css={css({
        display: 'flex',
        alignItems: 'flex-start',
        gap: theme.space(2),
        paddingBlock: theme.space(3),
        paddingInlineStart: theme.space(4),
        paddingInlineEnd: theme.space(1),
        background: theme.colors.background,
        color: theme.colors.text,
        border: `1px solid ${theme.colors.border}`,
        borderInlineStart: `4px solid ${tones[notice.type]}`,
        borderRadius: theme.radius,
        boxShadow: '0 6px 20px rgba(0,0,0,0.18)',
        pointerEvents: 'auto',
        overflowWrap: 'anywhere',
      })}
    >
      <span css={css({ flex: '1 1 auto', minWidth: 0, whiteSpace: 'pre-line', paddingBlockStart: '2px' })}>
        <span css={css({ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' })}>{t(`message.${notice.type}`)}: </span>
        <span data-testid="notice-text" dir="auto">
          {notice.text}
        </span>
      </span>
      <button
        type="button"
        aria-label={t('message.close')}
        onClick={() => dismissNotice(notice.id)}
        css={css({
          flex: 'none',
          width: '32px',
          height: '32px',
          border: 'none',
          background: 'transparent',
          color: theme.colors.mutedText,
          fontSize: '1.25rem',
          lineHeight: 1,
          cursor: 'pointer',
          borderRadius: theme.radius,
          '&:focus-visible': { outline: `3px solid ${theme.colors.focus}` },
        })}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

/** The stack of non-blocking notices (`notify`), announced politely; rendered once, by the shell. */
export function Notices() {
  const { t } = useTranslation('common');
  const notices = useSyncExternalStore(
    noticeStore.subscribe,
    () => noticeStore.getState().notices,
    () => noticeStore.getState().notices,
  );
  return (
    <section
      aria-label={t('message.notices')}
      css={css({
        position: 'fixed',
        insetBlockEnd: theme.space(4),
        insetInlineEnd: theme.space(4),
        zIndex: theme.zIndex.notice,
        width: 'min(24rem, calc(100vw - 32px))',
        pointerEvents: 'none',
      })}
    >
      <ol role="status" aria-live="polite" css={css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space(2) })}>
        {notices.map((notice) => (
          <NoticeItem key={notice.id} notice={notice} />
        ))}
      </ol>
    </section>
  );
}
