import { css } from '@emotion/react';
import type { LookupResult } from '@clinic/contracts';
import { Alert, Button, Ltr, theme } from '@clinic/platform';
import { useId, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { NS } from '../../texts';
import { LookupCodeForm } from './LookupCodeForm';
import { LookupEmailForm } from './LookupEmailForm';

const EMAIL = { email: <Ltr /> };
const box = css({ display: 'flex', flexDirection: 'column', gap: theme.space(3), minWidth: 0 });
const panel = css({
  paddingBlock: theme.space(4),
  paddingInline: theme.space(4),
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius,
  background: theme.colors.surface,
});

type Step = { kind: 'closed' } | { kind: 'email' } | { kind: 'code'; email: string; lifetimeSeconds: number };

export interface LookupAnotherEmailProps {
  /** The other e-mail's applicants, once its code was verified; the session may book them from now on. */
  onLoaded: (result: LookupResult) => void;
  disabled?: boolean;
}

/**
 * 'Add applicants from another email' (booking-leads-calendar.md 2, 4, 8 "Lookup"): the other
 * address gets a code; once it is typed back, its applicants are handed to `onLoaded` and the control
 * starts over, saying whose applicants were added.
 */
export function LookupAnotherEmail({ onLoaded, disabled = false }: LookupAnotherEmailProps) {
  const { t } = useTranslation(NS.client, { keyPrefix: 'edit.lookup' });
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const [step, setStep] = useState<Step>({ kind: 'closed' });
  const [email, setEmail] = useState('');
  const [loadedEmail, setLoadedEmail] = useState<string | null>(null);
  const open = step.kind !== 'closed';

  function close() {
    setStep({ kind: 'closed' });
    setEmail('');
    toggle.current?.focus();
  }

  function onVerified(result: LookupResult) {
    onLoaded(result);
    setLoadedEmail(result.lookup_email);
    close();
  }

  return (
    <div css={box}>
      <div>
        <Button
          ref={toggle}
          variant="secondary"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          disabled={disabled && !open}
          onClick={() => {
            if (open) close();
            else {
              setLoadedEmail(null);
              setStep({ kind: 'email' });
            }
          }}
        >
          {t('open')}
        </Button>
      </div>
      {loadedEmail ? (
        <Alert type="success">
          <Trans t={t} i18nKey="loaded" values={{ email: loadedEmail }} components={EMAIL} />
        </Alert>
      ) : null}
      {open ? (
        <div id={panelId} css={panel}>
          {step.kind === 'email' ? (
            <LookupEmailForm
              email={email}
              onEmailChange={setEmail}
              onSent={(sentTo, lifetimeSeconds) => setStep({ kind: 'code', email: sentTo, lifetimeSeconds })}
              onCancel={close}
              disabled={disabled}
            />
          ) : (
            <LookupCodeForm
              key={step.email}
              email={step.email}
              lifetimeSeconds={step.lifetimeSeconds}
              onVerified={onVerified}
              onChangeEmail={() => setStep({ kind: 'email' })}
              disabled={disabled}
            />
          )}
        </div>
      ) : null}
    </div>
  );
}
