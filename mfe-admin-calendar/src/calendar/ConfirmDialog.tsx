import { Button, Dialog } from '@clinic/platform';

export interface ConfirmDialogProps {
  open: boolean;
  question: string;
  yes: string;
  no: string;
  busy: boolean;
  onYes: () => void;
  onNo: () => void;
}

/** The confirmation asked before a change that cannot be undone from this screen. */
export function ConfirmDialog({ open, question, yes, no, busy, onYes, onNo }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={busy ? () => undefined : onNo}
      title={question}
      alert
      maxWidth="26rem"
      actions={
        <>
          <Button variant="secondary" onClick={onNo} disabled={busy}>
            {no}
          </Button>
          <Button variant="danger" onClick={onYes} busy={busy}>
            {yes}
          </Button>
        </>
      }
    />
  );
}
