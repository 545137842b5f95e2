import { css } from '@emotion/react';
import { LEAD_MESSAGES, practiceDay, type LeadApplicant } from '@clinic/contracts';
import { Button, TextField, theme } from '@clinic/platform';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../texts';
import { usDate } from '../format';
import type { ApplicantFields } from './applicantChanges';
import { cardCss, cardTitleCss, rowCss } from './panelStyles';
import { isoFromUsDate, isPossibleDob } from './usDateInput';

export interface ApplicantFormProps {
  /** The applicant edited; none to add one. */
  applicant?: LeadApplicant;
  /** The lead's e-mail, which an added applicant gets. */
  leadEmail: string;
  saving: boolean;
  onCancel: () => void;
  onSubmit: (fields: ApplicantFields) => void;
}

type Errors = Partial<Record<'first_name' | 'last_name' | 'dob' | 'phone', string>>;

/** The Add and Edit form of an applicant: names, date of birth typed as MM/dd/yyyy, and a phone when adding. */
export function ApplicantForm({ applicant, leadEmail, saving, onCancel, onSubmit }: ApplicantFormProps) {
  const { t } = useTranslation(NS.staff);
  const adding = !applicant;
  const titleId = useId();
  const firstField = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState({
    first_name: applicant?.first_name ?? '',
    middle_name: applicant?.middle_name ?? '',
    last_name: applicant?.last_name ?? '',
    dob: usDate(applicant?.dob),
    phone: '',
  });
  const [errors, setErrors] = useState<Errors>({});

  useEffect(() => {
    firstField.current?.focus();
    firstField.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);

  const change = (field: keyof typeof values) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const dob = isoFromUsDate(values.dob);
    const phone = values.phone.replace(/\D/g, '');
    const found: Errors = {};
    if (!values.first_name.trim()) found.first_name = LEAD_MESSAGES.firstNameRequired;
    if (!values.last_name.trim()) found.last_name = LEAD_MESSAGES.lastNameRequired;
    if (!dob) found.dob = t('applicants.form.dobFormat');
    else if (!isPossibleDob(dob, practiceDay())) found.dob = LEAD_MESSAGES.dobInvalid;
    if (adding && phone !== '' && phone.length !== 10) found.phone = LEAD_MESSAGES.phoneInvalid;
    setErrors(found);
    if (Object.keys(found).length > 0 || !dob) return;
    onSubmit({ first_name: values.first_name.trim(), middle_name: values.middle_name.trim(), last_name: values.last_name.trim(), dob, phone });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId} css={[cardCss, css({ background: theme.colors.surface })]}>
      <h3 id={titleId} css={cardTitleCss}>
        {adding ? t('applicants.form.addTitle') : t('applicants.form.editTitle')}
      </h3>
      <div css={css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))', columnGap: theme.space(3) })}>
        <TextField
          ref={firstField}
          label={t('applicants.form.firstName')}
          value={values.first_name}
          onChange={change('first_name')}
          error={errors.first_name}
          autoComplete="off"
          required
        />
        <TextField label={t('applicants.form.middleName')} value={values.middle_name} onChange={change('middle_name')} autoComplete="off" />
        <TextField
          label={t('applicants.form.lastName')}
          value={values.last_name}
          onChange={change('last_name')}
          error={errors.last_name}
          autoComplete="off"
          required
        />
        <TextField
          label={t('applicants.form.dob')}
          hint={t('applicants.form.dobHint')}
          value={values.dob}
          onChange={change('dob')}
          error={errors.dob}
          placeholder="MM/dd/yyyy"
          inputMode="numeric"
          autoComplete="off"
          required
        />
        {adding ? (
          <TextField
            label={t('applicants.form.phone')}
            hint={t('applicants.form.phoneHint', { email: leadEmail })}
            value={values.phone}
            onChange={change('phone')}
            error={errors.phone}
            type="tel"
            inputMode="tel"
            autoComplete="off"
          />
        ) : null}
      </div>
      <div css={[rowCss, css({ justifyContent: 'flex-end' })]}>
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          {t('applicants.form.cancel')}
        </Button>
        <Button type="submit" busy={saving}>
          {t('applicants.form.save')}
        </Button>
      </div>
    </form>
  );
}
