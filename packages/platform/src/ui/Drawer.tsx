import { css } from '@emotion/react';
import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { mq, theme } from './theme';
import { useModalFocus } from './useModalFocus';

export interface DrawerProps {
  open: boolean;
  /** Called on Esc, the close button and a click on the backdrop. */
  onClose: () => void;
  title: ReactNode;
  /** The accessible name of the close button. */
  closeLabel: string;
  children?: ReactNode;
  /** Width on wide screens; the drawer takes the whole width on phones. */
  width?: string;
  testId?: string;
}

const closeButtonCss = css({
  flex: 'none',
  width: 44,
  height: 44,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius,
  background: theme.colors.background,
  color: theme.colors.text,
  fontSize: '1.5rem',
  lineHeight: 1,
  cursor: 'pointer',
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: '2px' },
});

/**
 * A modal side panel at the inline end: role dialog, labelled by its title, focus moved to its close
 * button and kept inside, Esc closes, focus restored after (as Dialog).
 */
export function Drawer({ open, onClose, title, closeLabel, children, width = '640px', testId }: DrawerProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const onKeyDown = useModalFocus(open, panel, onClose);

  if (!open || typeof document === 'undefined') return null;

  return createPortal(
    // A press on the backdrop closes, as Escape does from the keyboard.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      css={css({ position: 'fixed', inset: 0, zIndex: theme.zIndex.dialog, background: theme.colors.overlay, display: 'flex', justifyContent: 'flex-end' })}
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape and the Tab trap, from whichever element inside has focus */}
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={testId}
        onKeyDown={onKeyDown}
        css={css({
          boxSizing: 'border-box',
          display: 'flex',
          flexDirection: 'column',
          width,
          maxWidth: '100%',
          height: '100%',
          background: theme.colors.background,
          color: theme.colors.text,
          boxShadow: '0 0 32px rgba(0,0,0,0.3)',
          [mq.mobile]: { width: '100%' },
        })}
      >
        <div
          css={css({
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: theme.space(3),
            padding: theme.space(4),
            borderBlockEnd: `1px solid ${theme.colors.border}`,
          })}
        >
          <h2 id={titleId} css={css({ margin: 0, fontSize: theme.font.size.large, overflowWrap: 'anywhere' })}>
            {title}
          </h2>
          <button type="button" data-autofocus aria-label={closeLabel} onClick={onClose} css={closeButtonCss}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div css={css({ flex: 1, minHeight: 0, overflow: 'auto', padding: theme.space(4), display: 'flex', flexDirection: 'column', gap: theme.space(3) })}>
          {children}
        </div>
      </div>
    </div>,
    document.body,
  );
}
