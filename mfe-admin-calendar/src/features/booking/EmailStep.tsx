import { Alert, Button, describedByOf, Field, fieldStyles } from '@clinic/platform';
import { css } from '@emotion/react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { lookupApplicants } from '../calendar/api';
import { NS } from '../../texts';
import { groupApplicants, type EmailApplicants } from './applicants';
import { invalidEmails, MAX_LOOKUP_EMAILS, splitEmails } from './emails';
import { StepActions, StepHeading } from './stepParts';

const textareaCss = css({ ...fieldStyles.control, resize: 'vertical', minHeight: '88px' });

export interface EmailStepProps {
  text: string;
  onText: (text: string) => void;
  onCancel: () => void;
  /** The applicants of every e-mail typed, as the lookup found them. */
  onLoaded: (groups: EmailApplicants[]) => void;
}

/** Step 1: the client's e-mail addresses, comma-separated, then Load Applicants. */
export function EmailStep({ text, onText, onCancel, onLoaded }: EmailStepProps) {
  const { t } = useTranslation(NS.staff);
  const id = `emails-${useId()}`;
  const [busy, setBusy] = useState(false);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const emails = splitEmails(text);

  const load = async (event: FormEvent) => {
    event.preventDefault();
    if (emails.length === 0 || busy) return;
    const bad = invalidEmails(emails);
    if (bad.length > 0) return setInvalid(t('booking.emails.invalid', { emails: bad.join(', ') }));
    if (emails.length > MAX_LOOKUP_EMAILS) return setInvalid(t('booking.emails.tooMany', { max: MAX_LOOKUP_EMAILS }));
    setInvalid(null);
    setFailed(false);
    setBusy(true);
    try {
      const answer = await lookupApplicants(emails);
      onLoaded(groupApplicants(emails, answer.applicants_by_email));
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <form onSubmit={load} noValidate>
      <StepHeading>{t('booking.emails.heading')}</StepHeading>
      <Field id={id} label={t('booking.emails.label')} hint={t('booking.emails.hint')} error={invalid}>
        <textarea
          id={id}
          rows={3}
          value={text}
          onChange={(e) => {
            onText(e.target.value);
            setInvalid(null);
          }}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedByOf(id, invalid, true)}
          css={textareaCss}
        />
      </Field>
      {failed ? <Alert type="error">{t('booking.emails.failed')}</Alert> : null}
      <StepActions>
        <Button variant="secondary" onClick={onCancel}>
          {t('booking.cancel')}
        </Button>
        <Button type="submit" busy={busy} disabled={emails.length === 0}>
          {t('booking.emails.load')}
        </Button>
      </StepActions>
    </form>
  );
}
