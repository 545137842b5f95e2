import { Alert, Button } from '@clinic/platform';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonRow, stepBody } from '../doc-request/styles';
import { NS } from '../../texts';
import { EmailField } from '../../shared/EmailField';
import { useEmailCodeForm } from '../../shared/useEmailCodeForm';
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
  const { t } = useTranslation(NS.client, { keyPrefix: 'edit.lookup' });
  const request = useLookupCodeRequest(onSent);
  const { input, address, malformed, onSubmit, onChange } = useEmailCodeForm(email, onEmailChange, request, disabled);

  useEffect(() => input.current?.focus(), [input]);

  return (
    <form noValidate onSubmit={onSubmit} css={stepBody}>
      <p>{t('explanation')}</p>
      <EmailField ref={input} label={t('emailLabel')} error={malformed ? t('emailInvalid') : null} value={email} onChange={onChange} />
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
