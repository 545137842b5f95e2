import { ERROR_CODES, TWO_FACTOR_MESSAGES, twoFactorLoginSchema, type LoginResponse } from '@clinic/contracts';
import { apiFieldErrors, Alert, Button, isApiRequestError, TextField, theme } from '@clinic/platform';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi } from './api';
import { failureText } from './serverErrors';
import { ACCOUNT_NS } from './texts';

export interface CodeStepProps {
  challenge: string;
  onSignedIn: (reply: LoginResponse) => void;
  /** The challenge expired or was refused: start again with the password, saying why. */
  onRestart: (message: string) => void;
}

/** The second step of a sign-in with two-factor: a code from the authenticator app, or a recovery code. */
export function CodeStep({ challenge, onSignedIn, onRestart }: CodeStepProps) {
  const { t } = useTranslation(['common', ACCOUNT_NS]);
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [locked, setLocked] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setLocked(false);
    const parsed = twoFactorLoginSchema.safeParse({ challenge, code });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? TWO_FACTOR_MESSAGES.codeRequired);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      onSignedIn(await accountApi.loginWithCode(parsed.data));
    } catch (failure) {
      setBusy(false);
      if (isApiRequestError(failure) && (failure.status === 429 || failure.code === ERROR_CODES.rateLimited)) {
        setLocked(true);
        return;
      }
      const fields = apiFieldErrors(failure);
      const message = failureText(failure);
      // An expired or voided challenge is told by its code (TOKEN_EXPIRED on this call), not by its words.
      const challengeExpired = isApiRequestError(failure) && failure.code === ERROR_CODES.tokenExpired;
      if (fields.challenge || challengeExpired) onRestart(TWO_FACTOR_MESSAGES.challengeExpired);
      else setError(fields.code ?? message);
    }
  };

  const switchKind = () => {
    setRecovery((r) => !r);
    setCode('');
    setError(null);
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={busy} css={{ maxWidth: '24rem' }} data-testid="login-code-form">
      {locked ? (
        <div css={{ marginBlockEnd: theme.space(4) }}>
          <Alert type="error">
            <span data-testid="login-error">{t('login.rateLimited')}</span>
          </Alert>
        </div>
      ) : null}
      <p css={{ marginBlock: `0 ${theme.space(4)}` }}>{t(recovery ? 'codeStep.introRecovery' : 'codeStep.intro', { ns: ACCOUNT_NS })}</p>
      <TextField
        key={recovery ? 'recovery' : 'app'}
        label={t(recovery ? 'codeStep.recoveryCode' : 'codeStep.code', { ns: ACCOUNT_NS })}
        name={recovery ? 'recovery-code' : 'code'}
        autoComplete={recovery ? 'off' : 'one-time-code'}
        inputMode={recovery ? 'text' : 'numeric'}
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={error}
        required
      />
      <Button type="submit" busy={busy} fullWidth>
        {busy ? t('codeStep.submitting', { ns: ACCOUNT_NS }) : t('codeStep.submit', { ns: ACCOUNT_NS })}
      </Button>
      <div css={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: theme.space(1), marginBlockStart: theme.space(3) }}>
        <Button variant="text" onClick={switchKind} css={{ textAlign: 'start' }}>
          {t(recovery ? 'codeStep.useApp' : 'codeStep.useRecovery', { ns: ACCOUNT_NS })}
        </Button>
        <Button variant="text" onClick={() => onRestart('')} css={{ textAlign: 'start' }}>
          {t('codeStep.back', { ns: ACCOUNT_NS })}
        </Button>
      </div>
    </form>
  );
}
