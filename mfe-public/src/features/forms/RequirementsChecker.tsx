import { css } from '@emotion/react';
import { beginLoading, Button, endLoading, fieldStyles, focusFirstInvalid, isApiRequestError, showMessage, TextField, theme } from '@clinic/platform';
import { ageGroupOf, EMAIL_PATTERN, LANGUAGES, PHONE_PATTERN, PROFANITY_ALERT, toIsoDate } from '@clinic/contracts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { sendCheckerEmail } from './api';
import { NS } from '../../texts/namespace';
import { DateField, PhoneField } from './fields';
import { NameFields } from './NameFields';
import { RequirementsCard, type CheckedApplicant } from './RequirementsCard';

/** public-site.md 4: the e-mail is requested this long after the results card is shown. */
export const CHECKER_EMAIL_DELAY_MS = 200;

interface CheckerValues {
  firstName: string;
  middleName: string;
  lastName: string;
  email: string;
  contactNumber: string;
  dateOfBirth: Date | null;
}
type CheckerField = keyof CheckerValues;
type Errors = Partial<Record<CheckerField, string>>;

const ORDER: readonly CheckerField[] = ['firstName', 'middleName', 'lastName', 'email', 'contactNumber', 'dateOfBirth'];
const EMPTY: CheckerValues = { firstName: '', middleName: '', lastName: '', email: '', contactNumber: '', dateOfBirth: null };

/** The error text key of each field (public-site.md 5 "Requirements checker form"), or null when valid. */
export function checkerErrorKeys(v: CheckerValues): Partial<Record<CheckerField, string>> {
  const errors: Partial<Record<CheckerField, string>> = {};
  if (!v.firstName.trim()) errors.firstName = 'firstName';
  if (!v.email.trim()) errors.email = 'emailRequired';
  else if (!EMAIL_PATTERN.test(v.email.trim())) errors.email = 'emailInvalid';
  if (!v.contactNumber) errors.contactNumber = 'phoneRequired';
  else if (!PHONE_PATTERN.test(v.contactNumber)) errors.contactNumber = 'phoneInvalid';
  if (!v.dateOfBirth) errors.dateOfBirth = 'dobRequired';
  return errors;
}

/** The requirements checker (public-site.md 2, 4, 5): the form, the age group, the results card and its e-mail. */
export function RequirementsChecker() {
  const { t, i18n } = useTranslation(NS.forms);
  const uid = useId();
  const idOf = (field: string) => `checker-${uid}-${field}`;
  const [values, setValues] = useState<CheckerValues>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [result, setResult] = useState<(CheckedApplicant & { values: CheckerValues }) | null>(null);
  const cardRef = useRef<HTMLElement>(null);
  const timer = useRef<number | null>(null);

  useEffect(
    () => () => {
      if (timer.current !== null) {
        window.clearTimeout(timer.current);
        endLoading();
      }
    },
    [],
  );

  const errorKeys = checkerErrorKeys(values);
  const errors: Errors = submitted ? Object.fromEntries(Object.entries(errorKeys).map(([f, k]) => [f, t(`checker.errors.${k}`)])) : {};
  const ageGroup = values.dateOfBirth ? ageGroupOf(values.dateOfBirth, new Date()) : null;

  const set = <K extends CheckerField>(field: K, value: CheckerValues[K]) => setValues((v) => ({ ...v, [field]: value }));

  async function send(snapshot: CheckerValues & { dateOfBirth: Date }) {
    timer.current = null;
    const language = LANGUAGES.find((l) => l.code === i18n.language)?.name ?? 'English';
    try {
      await sendCheckerEmail({
        age_group: ageGroupOf(snapshot.dateOfBirth, new Date()),
        first_name: snapshot.firstName.trim(),
        middle_name: snapshot.middleName.trim(),
        last_name: snapshot.lastName.trim(),
        contact_number: snapshot.contactNumber,
        date_of_birth: toIsoDate(snapshot.dateOfBirth),
        to: snapshot.email.trim(),
        content: cardRef.current?.outerHTML ?? '',
        preferred_language: language,
      });
      showMessage(t('checker.sent'), 'success');
    } catch (err) {
      if (isApiRequestError(err) && err.status === 400 && err.body.error === PROFANITY_ALERT) showMessage(err.body.msg, 'error');
      else showMessage(t('checker.internalError'), 'error');
    } finally {
      endLoading();
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const invalid = checkerErrorKeys(values);
    if (Object.keys(invalid).length > 0 || !values.dateOfBirth) {
      focusFirstInvalid(ORDER, invalid, idOf);
      return;
    }
    if (timer.current !== null) return;
    const snapshot = { ...values, dateOfBirth: values.dateOfBirth };
    const name = [snapshot.firstName, snapshot.middleName, snapshot.lastName]
      .map((s) => s.trim())
      .filter(Boolean)
      .join(' ');
    beginLoading();
    flushSync(() => setResult({ name, dob: snapshot.dateOfBirth, today: new Date(), values: snapshot }));
    cardRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    cardRef.current?.focus({ preventScroll: true });
    timer.current = window.setTimeout(() => void send(snapshot), CHECKER_EMAIL_DELAY_MS);
  }

  return (
    <div css={css({ minWidth: 0 })}>
      <p>{t('checker.intro')}</p>
      <form noValidate onSubmit={onSubmit} aria-label={t('checker.heading')}>
        <div css={fieldStyles.grid}>
          <NameFields idOf={idOf} value={values} onChange={set} errors={errors} lastNameOptional />
          <TextField
            id={idOf('email')}
            type="email"
            dir="auto"
            label={t('fields.email')}
            value={values.email}
            onChange={(e) => set('email', e.target.value)}
            error={errors.email}
            autoComplete="email"
            required
          />
          <PhoneField
            id={idOf('contactNumber')}
            label={t('fields.contactNumber')}
            value={values.contactNumber}
            onChange={(v) => set('contactNumber', v)}
            error={errors.contactNumber}
            required
          />
          <div>
            <DateField
              id={idOf('dateOfBirth')}
              label={t('fields.dateOfBirth')}
              value={values.dateOfBirth}
              onChange={(d) => set('dateOfBirth', d)}
              error={errors.dateOfBirth}
              birthDate
              required
            />
            {ageGroup !== null ? (
              <p css={css({ marginBlock: `calc(-1 * ${theme.space(2)}) ${theme.space(4)}` })} aria-live="polite" data-testid="checker-age-group">
                <strong>{t('checker.ageGroup')}:</strong> {t('checker.ageGroupValue', { group: ageGroup, label: t(`ageGroups.${ageGroup}`) })}
              </p>
            ) : null}
          </div>
        </div>
        <p css={fieldStyles.hint}>{t('checker.consent')}</p>
        <Button type="submit">{t('checker.submit')}</Button>
      </form>
      {result ? <RequirementsCard ref={cardRef} applicant={result} /> : null}
    </div>
  );
}
