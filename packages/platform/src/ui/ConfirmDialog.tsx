import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** What will happen and to whom (e.g. the recipient of what is sent); none when the title says it all. */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** While the action runs: the buttons wait and the dialog stays open. */
  busy?: boolean;
  /** The action destroys or undoes something (the confirm button says so by its colour). */
  danger?: boolean;
  /** An alert dialog (`role="alertdialog"`). */
  alert?: boolean;
  maxWidth?: string;
  testId?: string;
}

/** Asks before an action that cannot be taken back (such as sending to a client): Cancel has the focus, so Enter does nothing harmful. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  danger = false,
  alert = false,
  maxWidth,
  testId,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={busy ? () => undefined : onCancel}
      title={title}
      alert={alert}
      maxWidth={maxWidth}
      testId={testId}
      actions={
        <>
          <Button variant="secondary" data-autofocus onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={danger ? 'danger' : undefined} onClick={onConfirm} busy={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children === undefined ? null : <div css={css({ '& > p': { margin: 0 } })}>{children}</div>}
    </Dialog>
  );
}
