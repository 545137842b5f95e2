import { Button } from '@clinic/platform';
import { useTranslation } from 'react-i18next';
import { buttonRow, stepBody, stepHeading } from '../doc-request/styles';
import { NS } from '../../texts';
import { EmailField } from '../../shared/EmailField';
import { useEmailCodeForm } from '../../shared/useEmailCodeForm';
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
  const { t } = useTranslation(NS.client, { keyPrefix: 'landing.email' });
  const request = useBookingCodeRequest((lifetimeSeconds) => onSent(email.trim(), lifetimeSeconds));
  const { input, address, malformed, onSubmit, onChange } = useEmailCodeForm(email, onEmailChange, request);

  return (
    <form noValidate onSubmit={onSubmit} css={stepBody}>
      <h2 tabIndex={-1} css={stepHeading}>
        {t('heading')}
      </h2>
      <p>{t('explanation')}</p>
      <EmailField ref={input} label={t('label')} error={malformed ? t('invalid') : null} value={email} onChange={onChange} />
      {request.problem ? <RequestProblemAlert problem={request.problem} /> : null}
      <div css={buttonRow}>
        <Button type="submit" disabled={!address} busy={request.sending}>
          {t('send')}
        </Button>
      </div>
    </form>
  );
}
