import { EMAIL_PATTERN } from '@clinic/contracts';
import { Button } from '@clinic/platform';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonRow, stepBody, stepHeading } from '../docRequest/styles';
import { TEXT_NAMESPACE } from '../texts';
import { EmailField } from '../ui/EmailField';
import { RequestProblemAlert } from './RequestProblemAlert';
import { useBookingCodeRequest } from './useBookingCodeRequest';

export interface EmailStepProps {
  email: string;
  onEmailChange(email: string): void;
  /** A code is on its way to this (trimmed) address and works for `lifetimeSeconds`. */
  onSent(email: string, lifetimeSeconds: number): void;
}

/** Step 1: the e-mail address the code goes to; Send Code stays disabled while it is empty. */
export function EmailStep({ email, onEmailChange, onSent }: EmailStepProps) {
  const { t } = useTranslation(TEXT_NAMESPACE, { keyPrefix: 'landing.email' });
  const input = useRef<HTMLInputElement>(null);
  const [malformed, setMalformed] = useState(false);
  const address = email.trim();
  const request = useBookingCodeRequest((lifetimeSeconds) => onSent(address, lifetimeSeconds));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!address || request.sending) return;
    if (!EMAIL_PATTERN.test(address)) {
      setMalformed(true);
      input.current?.focus();
      return;
    }
    void request.send(address);
  }

  return (
    <form noValidate onSubmit={onSubmit} css={stepBody}>
      <h2 tabIndex={-1} css={stepHeading}>
        {t('heading')}
      </h2>
      <p>{t('explanation')}</p>
      <EmailField
        ref={input}
        label={t('label')}
        error={malformed ? t('invalid') : null}
        value={email}
        onChange={(e) => {
          onEmailChange(e.target.value);
          setMalformed(false);
          request.clearProblem();
        }}
      />
      {request.problem ? <RequestProblemAlert problem={request.problem} /> : null}
      <div css={buttonRow}>
        <Button type="submit" disabled={!address} busy={request.sending}>
          {t('send')}
        </Button>
      </div>
    </form>
  );
}
