import { css } from '@emotion/react';
import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { theme } from './theme';
import { useModalFocus } from './useModalFocus';

export interface DialogProps {
  open: boolean;
  /** Called on Esc and on a click on the backdrop (unless dismissible is false). */
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons shown at the end of the dialog. */
  actions?: ReactNode;
  dismissible?: boolean;
  /** Marks the dialog as an alert dialog (errors that need acknowledging). */
  alert?: boolean;
  maxWidth?: string;
  testId?: string;
}

/**
 * A modal dialog: role dialog, aria-modal, labelled by its title, focus kept inside, Esc closes, focus restored after.
 * Focus starts on the element marked `data-autofocus`, else on the first focusable one.
 */
export function Dialog({ open, onClose, title, children, actions, dismissible = true, alert = false, maxWidth = '32rem', testId }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const onKeyDown = useModalFocus(open, panel, dismissible ? onClose : null);

  if (!open || typeof document === 'undefined') return null;

  return createPortal(
    // A press on the backdrop closes, as Escape does from the keyboard.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      css={css({
        position: 'fixed',
        inset: 0,
        zIndex: theme.zIndex.dialog,
        background: theme.colors.overlay,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: theme.space(4),
      })}
      onMouseDown={(e) => {
        if (e.target === e.currentTarget && dismissible) onClose();
      }}
    >
      <div
        ref={panel}
        role={alert ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
        onKeyDown={onKeyDown}
        css={css({
          background: theme.colors.background,
          color: theme.colors.text,
          borderRadius: theme.radius,
          boxShadow: '0 12px 32px rgba(0,0,0,0.25)',
          width: '100%',
          maxWidth,
          maxHeight: 'calc(100vh - 32px)',
          overflowY: 'auto',
          padding: theme.space(6),
          outline: 'none',
          overflowWrap: 'anywhere',
        })}
      >
        <h2 id={titleId} css={css({ marginBlock: `0 ${theme.space(4)}`, fontSize: theme.font.size.large })}>
          {title}
        </h2>
        {children}
        {actions ? (
          <div css={css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: theme.space(2), marginBlockStart: theme.space(6) })}>
            {actions}
          </div>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}
