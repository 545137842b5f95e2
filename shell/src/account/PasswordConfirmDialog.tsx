import { twoFactorPasswordSchema } from '@clinic/contracts';
import { apiFieldErrors, Button, Dialog, TextField } from '@clinic/platform';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from './serverErrors';
import { ACCOUNT_NS } from './texts';

export interface PasswordConfirmDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  danger?: boolean;
  onConfirm: (password: string) => Promise<void>;
  onClose: () => void;
  testId?: string;
}

/** A change to one's own two-factor sign-in, confirmed with the current password; the server's refusal shows under the field. */
export function PasswordConfirmDialog({ title, text, confirmLabel, danger = false, onConfirm, onClose, testId }: PasswordConfirmDialogProps) {
  const { t } = useTranslation(ACCOUNT_NS);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = twoFactorPasswordSchema.safeParse({ password });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await onConfirm(parsed.data.password);
    } catch (failure) {
      setError(apiFieldErrors(failure).password ?? failureText(failure));
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={() => !busy && onClose()} title={title} testId={testId}>
      <form onSubmit={submit} noValidate aria-busy={busy}>
        <p css={{ marginBlockStart: 0 }}>{text}</p>
        <TextField
          label={t('account.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={error}
          required
        />
        <div css={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: '8px' }}>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('account.cancel')}
          </Button>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} busy={busy}>
            {busy ? t('account.working') : confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
