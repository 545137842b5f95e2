import { css } from '@emotion/react';
import { LEAD_MESSAGES, practiceDay } from '@clinic/contracts';
import { Alert, Button, isApiRequestError, mq, TextField, theme } from '@clinic/platform';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../texts';
import { createLead } from '../api';
import { ExistingLeads } from './ExistingLeads';
import { EMPTY_LEAD_FORM, leadFormErrors, leadInput, serverLeadErrors, type LeadField, type LeadForm, type LeadFormErrors } from './leadForm';
import { useExistingLeads } from './useExistingLeads';
import { useFailureText } from '../useFailureText';

const panelCss = css({
  padding: theme.space(4),
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius,
  background: theme.colors.background,
  minWidth: 0,
  [mq.mobile]: { padding: theme.space(3) },
});
const fieldsCss = css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))', columnGap: theme.space(4) });
const actionsCss = css({ display: 'flex', flexWrap: 'wrap', gap: theme.space(2), marginBlockStart: theme.space(3) });

type Result = { type: 'success' | 'error'; text: string };

/** Create Lead (booking-leads-calendar.md 2): a new lead, or a new applicant under the lead of an e-mail already known. */
export function CreateLeadPanel({ onClose, onLookup }: { onClose: () => void; onLookup: (email: string) => void }) {
  const { t } = useTranslation(NS.staff);
  const failureText = useFailureText();
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<LeadForm>(EMPTY_LEAD_FORM);
  const [errors, setErrors] = useState<LeadFormErrors>({});
  const [result, setResult] = useState<Result | null>(null);
  const [creating, setCreating] = useState(false);
  const [focusRequests, setFocusRequests] = useState(0);
  const existing = useExistingLeads(form.email);

  // After a refused submit, the first field in error takes the focus (once rendered with its message).
  useEffect(() => {
    if (focusRequests > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequests]);

  const showErrors = (found: LeadFormErrors) => {
    setErrors(found);
    setFocusRequests((n) => n + 1);
  };

  const field = (name: LeadField) => ({
    name,
    value: form[name],
    error: errors[name] ?? null,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      setForm((current) => ({ ...current, [name]: value }));
      setErrors(({ [name]: _fixed, ...rest }) => rest);
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (creating) return;
    setResult(null);
    const found = leadFormErrors(form);
    if (Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    setCreating(true);
    try {
      const answer = await createLead(leadInput(form));
      setResult({ type: 'success', text: answer.data.existing ? LEAD_MESSAGES.createdUnderExisting : LEAD_MESSAGES.created });
      setForm(EMPTY_LEAD_FORM);
    } catch (err) {
      const refused = isApiRequestError(err) && err.status === 400 ? serverLeadErrors(err.body.details) : {};
      if (Object.keys(refused).length > 0) showErrors(refused);
      else setResult({ type: 'error', text: failureText('createLead.failed') });
    } finally {
      setCreating(false);
    }
  };

  return (
    <section aria-labelledby={headingId} css={panelCss}>
      <h2 id={headingId} css={css({ margin: 0, marginBlockEnd: theme.space(3), fontSize: theme.font.size.large })}>
        {t('createLead.heading')}
      </h2>
      <form ref={formRef} noValidate onSubmit={submit}>
        <div css={fieldsCss}>
          <TextField label={t('createLead.firstName')} required autoComplete="off" {...field('firstName')} />
          <TextField label={t('createLead.middleName')} autoComplete="off" {...field('middleName')} />
          <TextField label={t('createLead.lastName')} required autoComplete="off" {...field('lastName')} />
          <TextField label={t('createLead.email')} type="email" required autoComplete="off" {...field('email')} />
          <TextField label={t('createLead.phone')} type="tel" autoComplete="off" hint={t('createLead.phoneHint')} {...field('phone')} />
          <TextField label={t('createLead.dob')} type="date" required max={practiceDay()} {...field('dob')} />
        </div>
        <ExistingLeads found={existing} onLookup={onLookup} />
        {result ? (
          <Alert type={result.type} css={css({ marginBlockStart: theme.space(3) })}>
            {result.text}
          </Alert>
        ) : null}
        <div css={actionsCss}>
          <Button type="submit" busy={creating}>
            {creating ? t('createLead.creating') : t('createLead.submit')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('createLead.close')}
          </Button>
        </div>
      </form>
    </section>
  );
}
