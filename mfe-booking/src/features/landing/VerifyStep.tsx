import { css } from '@emotion/react';
import { Alert, Button, Ltr, theme } from '@clinic/platform';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { buttonRow, stepBody, stepHeading } from '../doc-request/styles';
import { NS } from '../../texts';
import { CodeField } from '../../shared/CodeField';
import { verifyBookingCode, type VerifiedBooking } from './api';
import { isCompleteCode } from '../../shared/codeInput';
import { canResend, isCodeExpired, secondsUntilResend } from './countdown';
import { verifyProblem, type VerifyProblem } from './problems';
import { RequestProblemAlert } from './RequestProblemAlert';
import { TimeLeft } from './TimeLeft';
import { useBookingCodeRequest } from './useBookingCodeRequest';
import { useCountdown } from './useCountdown';

const EMAIL = { email: <Ltr /> };
const mutedLines = css({ color: theme.colors.mutedText, fontSize: theme.font.size.small });

export interface VerifyStepProps {
  email: string;
  /** How long the code just sent works. */
  lifetimeSeconds: number;
  onChangeEmail(): void;
  onVerified(booking: VerifiedBooking): void;
}

/** Step 2: the 6-digit code, its countdown, Resend Code when allowed and Change email address. */
export function VerifyStep({ email, lifetimeSeconds, onChangeEmail, onVerified }: VerifyStepProps) {
  const { t } = useTranslation(NS.client);
  const input = useRef<HTMLInputElement>(null);
  const resendHintId = useId();
  const countdown = useCountdown(lifetimeSeconds);
  const [code, setCode] = useState('');
  const [verifying, setVerifying] = useState(false);
  const [problem, setProblem] = useState<Exclude<VerifyProblem, 'expired'> | null>(null);
  const [resent, setResent] = useState(false);
  const resend = useBookingCodeRequest((seconds) => {
    countdown.restart(seconds);
    setCode('');
    setProblem(null);
    setResent(true);
    input.current?.focus();
  });

  useEffect(() => input.current?.focus(), []);

  const expired = isCodeExpired(countdown.left);
  const resendAllowed = canResend(countdown.left);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (verifying || expired || !isCompleteCode(code)) return;
    setVerifying(true);
    setProblem(null);
    try {
      onVerified(await verifyBookingCode(email, code));
    } catch (err) {
      const why = verifyProblem(err);
      if (why === 'expired') countdown.stop();
      else setProblem(why);
      setVerifying(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} css={stepBody}>
      <h2 tabIndex={-1} css={stepHeading}>
        {t('landing.verify.heading')}
      </h2>
      <Alert type="info">
        <Trans t={t} i18nKey={resent ? 'landing.verify.resent' : 'landing.verify.codeSent'} values={{ email }} components={EMAIL} />
      </Alert>
      <CodeField
        ref={input}
        label={t('landing.verify.codeLabel')}
        hint={t('landing.verify.codeHint')}
        value={code}
        onCodeChange={(typed) => {
          setCode(typed);
          setProblem(null);
        }}
      />
      {expired ? (
        <Alert type="warning">{t('landing.verify.expired')}</Alert>
      ) : (
        <div css={mutedLines}>
          <p role="timer">
            <TimeLeft i18nKey="landing.verify.expiresIn" seconds={countdown.left} />
          </p>
          {resendAllowed ? null : (
            <p id={resendHintId}>
              <TimeLeft i18nKey="landing.verify.resendIn" seconds={secondsUntilResend(countdown.left)} />
            </p>
          )}
        </div>
      )}
      {problem ? <Alert type="error">{t(`landing.verify.${problem}`)}</Alert> : null}
      {resend.problem ? <RequestProblemAlert problem={resend.problem} /> : null}
      <div css={buttonRow}>
        <Button type="submit" disabled={expired || !isCompleteCode(code)} busy={verifying}>
          {t('landing.verify.submit')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => void resend.send(email)}
          disabled={!resendAllowed}
          busy={resend.sending}
          aria-describedby={resendAllowed ? undefined : resendHintId}
        >
          {t('landing.verify.resend')}
        </Button>
        <Button variant="text" onClick={onChangeEmail}>
          {t('landing.verify.changeEmail')}
        </Button>
      </div>
    </form>
  );
}
