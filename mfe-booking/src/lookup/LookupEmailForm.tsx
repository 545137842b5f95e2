import { EMAIL_PATTERN } from '@clinic/contracts';
import { Alert, Button } from '@clinic/platform';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonRow, stepBody } from '../docRequest/styles';
import { TEXT_NAMESPACE } from '../texts';
import { EmailField } from '../ui/EmailField';
import { useLookupCodeRequest } from './useLookupCodeRequest';

export interface LookupEmailFormProps {
  email: string;
  onEmailChange(email: string): void;
  /** A lookup code is on its way to this (trimmed) address and works for `lifetimeSeconds`. */
  onSent(email: string, lifetimeSeconds: number): void;
  onCancel(): void;
  disabled: boolean;
}

/** The other e-mail address and Send Code (disabled while the address is empty). */
export function LookupEmailForm({ email, onEmailChange, onSent, onCancel, disabled }: LookupEmailFormProps) {
  const { t } = useTranslation(TEXT_NAMESPACE, { keyPrefix: 'edit.lookup' });
  const input = useRef<HTMLInputElement>(null);
  const [malformed, setMalformed] = useState(false);
  const address = email.trim();
  const request = useLookupCodeRequest(onSent);

  useEffect(() => input.current?.focus(), []);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!address || disabled || request.sending) return;
    if (!EMAIL_PATTERN.test(address)) {
      setMalformed(true);
      input.current?.focus();
      return;
    }
    void request.send(address);
  }

  return (
    <form noValidate onSubmit={onSubmit} css={stepBody}>
      <p>{t('explanation')}</p>
      <EmailField
        ref={input}
        label={t('emailLabel')}
        error={malformed ? t('emailInvalid') : null}
        value={email}
        onChange={(e) => {
          onEmailChange(e.target.value);
          setMalformed(false);
          request.clearProblem();
        }}
      />
      {request.problem ? <Alert type="error">{t(`request.${request.problem}`)}</Alert> : null}
      <div css={buttonRow}>
        <Button type="submit" disabled={disabled || !address} busy={request.sending}>
          {t('send')}
        </Button>
        <Button variant="text" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
