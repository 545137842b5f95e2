import { css } from '@emotion/react';
import type { LookupResult } from '@clinic/contracts';
import { Alert, Button, Ltr, theme } from '@clinic/platform';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { verifyLookupCode } from '../booking-data/api';
import { leaveToLanding } from '../booking-data/sessionEnd';
import { buttonRow, stepBody } from '../doc-request/styles';
import { isCompleteCode } from '../../shared/codeInput';
import { canResend, isCodeExpired } from '../landing/countdown';
import { TimeLeft } from '../landing/TimeLeft';
import { useCountdown } from '../landing/useCountdown';
import { NS } from '../../texts';
import { CodeField } from '../../shared/CodeField';
import { lookupVerifyProblem, type LookupVerifyProblem } from './lookupProblems';
import { useLookupCodeRequest } from './useLookupCodeRequest';

const EMAIL = { email: <Ltr /> };
const timer = css({ margin: 0, color: theme.colors.mutedText, fontSize: theme.font.size.small });

export interface LookupCodeFormProps {
  email: string;
  /** How long the code just sent works. */
  lifetimeSeconds: number;
  onVerified(result: LookupResult): void;
  onChangeEmail(): void;
  disabled: boolean;
}

/** The 6-digit lookup code sent to the other e-mail, its countdown, Verify Code and Resend Code when allowed. */
export function LookupCodeForm({ email, lifetimeSeconds, onVerified, onChangeEmail, disabled }: LookupCodeFormProps) {
  const { t } = useTranslation(NS.client);
  const input = useRef<HTMLInputElement>(null);
  const countdown = useCountdown(lifetimeSeconds);
  const [code, setCode] = useState('');
  const [verifying, setVerifying] = useState(false);
  const [problem, setProblem] = useState<Exclude<LookupVerifyProblem, 'sessionEnd' | 'expired'> | null>(null);
  const resend = useLookupCodeRequest((_, seconds) => {
    countdown.restart(seconds);
    setCode('');
    setProblem(null);
    input.current?.focus();
  });

  useEffect(() => input.current?.focus(), []);

  const expired = isCodeExpired(countdown.left);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (disabled || verifying || expired || !isCompleteCode(code)) return;
    setVerifying(true);
    setProblem(null);
    let result: LookupResult;
    try {
      result = await verifyLookupCode(email, code);
    } catch (err) {
      setVerifying(false);
      const why = lookupVerifyProblem(err);
      if (why === 'sessionEnd') leaveToLanding(t('session.expired'));
      else if (why === 'expired') countdown.stop();
      else setProblem(why);
      return;
    }
    onVerified(result);
  }

  return (
    <form noValidate onSubmit={onSubmit} css={stepBody}>
      <Alert type="info">
        <Trans t={t} i18nKey="edit.lookup.codeSent" values={{ email }} components={EMAIL} />
      </Alert>
      <CodeField
        ref={input}
        label={t('edit.lookup.codeLabel')}
        value={code}
        onCodeChange={(typed) => {
          setCode(typed);
          setProblem(null);
        }}
      />
      {expired ? (
        <Alert type="warning">{t('edit.lookup.verify.expired')}</Alert>
      ) : (
        <p role="timer" css={timer}>
          <TimeLeft i18nKey="edit.lookup.expiresIn" seconds={countdown.left} />
        </p>
      )}
      {problem ? <Alert type="error">{t(`edit.lookup.verify.${problem}`)}</Alert> : null}
      {resend.problem ? <Alert type="error">{t(`edit.lookup.request.${resend.problem}`)}</Alert> : null}
      <div css={buttonRow}>
        <Button type="submit" disabled={disabled || expired || !isCompleteCode(code)} busy={verifying}>
          {t('edit.lookup.verifyCode')}
        </Button>
        {canResend(countdown.left) ? (
          <Button variant="secondary" onClick={() => void resend.send(email)} disabled={disabled} busy={resend.sending}>
            {t('edit.lookup.resend')}
          </Button>
        ) : null}
        <Button variant="text" onClick={onChangeEmail}>
          {t('edit.lookup.changeEmail')}
        </Button>
      </div>
    </form>
  );
}
