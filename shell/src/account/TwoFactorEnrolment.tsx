import { ERROR_CODES, TWO_FACTOR_MESSAGES, twoFactorConfirmSchema, type TwoFactorSetupResponse } from '@clinic/contracts';
import { apiFieldErrors, Alert, Button, isApiRequestError, mq, setToken, Spinner, TextField, theme } from '@clinic/platform';
import { CopyButton, setTwoFactorSetupRequired } from '@clinic/platform/staff';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi } from './api';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { groupedSecret, svgDataUrl } from './secret';
import { failureText } from './serverErrors';
import { ACCOUNT_NS } from './texts';

export interface TwoFactorEnrolmentProps {
  account: string;
  /** Runs after the user says they saved the recovery codes. */
  onDone: () => void;
  /**
   * A set-up the caller already started: a replacement app's, which needs the current password (the
   * account page asks for it). Without it, a first enrolment starts its own set-up, which needs no password.
   */
  prepared?: TwoFactorSetupResponse;
  /** With `prepared`: a set-up to start again (the caller asks for the password again) instead of starting one here. */
  onRestart?: () => void;
}

/**
 * Two-factor enrolment: a new secret as a QR code and as text, confirmed by a first code from the
 * app; then the ten recovery codes, shown once. `onDone` runs after the user says they saved them.
 */
export function TwoFactorEnrolment({ account, onDone, prepared, onRestart }: TwoFactorEnrolmentProps) {
  const { t } = useTranslation(ACCOUNT_NS);
  const [setup, setSetup] = useState<TwoFactorSetupResponse | null>(prepared ?? null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const started = useRef(prepared !== undefined);
  const secretId = useId();

  const start = useCallback(async () => {
    setLoadError(null);
    setSetup(null);
    setCode('');
    setCodeError(null);
    try {
      setSetup(await accountApi.setup());
    } catch (error) {
      setLoadError(failureText(error));
    }
  }, []);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void start();
  }, [start]);

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = twoFactorConfirmSchema.safeParse({ code });
    if (!parsed.success) {
      setCodeError(parsed.error.issues[0]?.message ?? TWO_FACTOR_MESSAGES.codeRequired);
      return;
    }
    setCodeError(null);
    setBusy(true);
    try {
      const reply = await accountApi.confirm(parsed.data.code);
      if (reply.token) setToken(reply.token);
      setTwoFactorSetupRequired(false);
      setRecoveryCodes(reply.recovery_codes);
      void accountApi.session().catch(() => undefined);
    } catch (error) {
      const message = failureText(error);
      if (isApiRequestError(error) && error.code === ERROR_CODES.twoFactorSetupNotStarted) setLoadError(message);
      else setCodeError(apiFieldErrors(error).code ?? message);
    } finally {
      setBusy(false);
    }
  };

  if (recoveryCodes) return <RecoveryCodesPanel codes={recoveryCodes} account={account} onDone={onDone} />;

  if (loadError) {
    return (
      <Alert
        type="error"
        action={
          <Button variant="secondary" onClick={() => (onRestart ? onRestart() : void start())}>
            {t('setup.retry')}
          </Button>
        }
      >
        {t('setup.loadFailed', { reason: loadError })}
      </Alert>
    );
  }

  if (!setup) return <Spinner label={t('setup.loading')} />;

  return (
    <>
      <p css={{ marginBlock: `0 ${theme.space(1)}` }}>{t('setup.step1')}</p>
      <p css={{ marginBlock: `0 ${theme.space(5)}` }}>{t('setup.step2')}</p>
      <div
        css={{
          display: 'grid',
          gridTemplateColumns: 'auto minmax(0, 1fr)',
          gap: theme.space(6),
          alignItems: 'start',
          [mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: theme.space(4) },
        }}
      >
        <img
          src={svgDataUrl(setup.qr_svg)}
          alt={t('setup.qrAlt')}
          width={200}
          height={200}
          data-testid="two-factor-qr"
          css={{
            display: 'block',
            background: '#fff',
            border: `1px solid ${theme.colors.border}`,
            borderRadius: theme.radius,
            padding: theme.space(2),
            justifySelf: 'center',
          }}
        />
        <div>
          <p id={secretId} css={{ fontWeight: 600, marginBlock: `0 ${theme.space(1)}` }}>
            {t('setup.secretLabel')}
          </p>
          <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(2), marginBlockEnd: theme.space(4) }}>
            <code
              aria-labelledby={secretId}
              data-testid="two-factor-secret"
              css={{
                fontSize: '1.1rem',
                letterSpacing: '0.05em',
                padding: theme.space(2),
                background: theme.colors.surface,
                borderRadius: theme.radius,
                wordBreak: 'break-word',
              }}
            >
              {groupedSecret(setup.secret)}
            </code>
            <CopyButton text={setup.secret} copiedLabel={t('copied')} failedLabel={t('copyFailed')}>
              {t('setup.copyKey')}
            </CopyButton>
          </div>
          <form onSubmit={confirm} noValidate aria-busy={busy} css={{ maxWidth: '20rem' }}>
            <TextField
              label={t('setup.code')}
              name="code"
              autoComplete="one-time-code"
              inputMode="numeric"
              spellCheck={false}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              error={codeError}
              required
            />
            <Button type="submit" busy={busy} fullWidth>
              {busy ? t('setup.confirming') : t('setup.confirm')}
            </Button>
          </form>
        </div>
      </div>
    </>
  );
}
