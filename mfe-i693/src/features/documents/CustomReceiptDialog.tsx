import { css } from '@emotion/react';
import { CUSTOM_RECEIPT_AMOUNT } from '@clinic/contracts';
import { Button, Dialog, TextField } from '@clinic/platform';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';

export interface CustomReceiptDialogProps {
  open: boolean;
  /** Who, where and when, as the dialog tells it. */
  summary: { name: string; office: string; date: string };
  busy: boolean;
  /** Makes the receipt; resolves true when it was made (the dialog then closes). */
  onGenerate: (dollars: number) => Promise<boolean>;
  onClose: () => void;
}

/** The amount typed: whole dollars from 0, or the message that refuses it. */
export function parseAmount(text: string): { dollars: number } | { error: 'enterAmount' | 'amountInvalid' } {
  const trimmed = text.trim();
  if (trimmed === '') return { error: 'enterAmount' };
  if (!/^\d+$/.test(trimmed)) return { error: 'amountInvalid' };
  const dollars = Number(trimmed);
  return dollars >= CUSTOM_RECEIPT_AMOUNT.min && dollars <= CUSTOM_RECEIPT_AMOUNT.max ? { dollars } : { error: 'amountInvalid' };
}

/** Custom Receipt Amount (back-office.md 2.6): an amount in dollars, minimum 0, step 1. */
export function CustomReceiptDialog({ open, summary, busy, onGenerate, onClose }: CustomReceiptDialogProps) {
  const { t } = useTranslation(NS.staff);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setAmount('');
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseAmount(amount);
    if ('error' in parsed) {
      setError(t(`documents.messages.${parsed.error}`));
      return;
    }
    setError(null);
    if (await onGenerate(parsed.dollars)) close();
  };

  return (
    <Dialog open={open} onClose={close} dismissible={!busy} title={t('documents.customReceipt.title')} testId="custom-receipt-dialog" maxWidth="26rem">
      <form noValidate onSubmit={submit}>
        <p css={css({ marginBlockStart: 0 })}>{t('documents.customReceipt.for', summary)}</p>
        <TextField
          label={t('documents.customReceipt.amount')}
          hint={t('documents.customReceipt.hint')}
          type="number"
          inputMode="numeric"
          min={CUSTOM_RECEIPT_AMOUNT.min}
          max={CUSTOM_RECEIPT_AMOUNT.max}
          step={CUSTOM_RECEIPT_AMOUNT.step}
          value={amount}
          error={error}
          onChange={(e) => {
            setAmount(e.target.value);
            if (error) setError(null);
          }}
        />
        <div css={css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: '8px' })}>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {t('documents.customReceipt.cancel')}
          </Button>
          <Button type="submit" busy={busy}>
            {t('documents.customReceipt.generate')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
