import { css } from '@emotion/react';
import {
  Alert,
  beginLoading,
  Button,
  endLoading,
  chosenFileRow,
  fieldStyles,
  focusFirstInvalid,
  isApiRequestError,
  SelectField,
  showMessage,
  TextField,
  theme,
  usePracticeSettings,
} from '@clinic/platform';
import { EMAIL_PATTERN, LANGUAGES, PHONE_PATTERN, PROFANITY_ALERT, toIsoDate } from '@clinic/contracts';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { submitAppointmentRequest } from './api';
import { NS } from '../../texts/namespace';
import { DateField, PhoneField } from './fields';
import { NameFields } from './NameFields';
import { MAX_UPLOAD_FILES, sortUploads, UPLOAD_ACCEPT } from './uploads';

/**
 * The form's local model (public-site.md 3). location, medicalInsurance, hasPrimaryCareDoctor,
 * scheduledDate, applicantDetails and vaccineRecords have no inputs and are never sent; location and
 * medicalInsurance therefore do not block submission (README, decisions).
 */
interface RequestModel {
  firstName: string;
  middleName: string;
  lastName: string;
  email: string;
  phone: string;
  dob: Date | null;
  preferredLanguage: string;
  location: string;
  medicalInsurance: string;
  hasPrimaryCareDoctor: boolean | null;
  scheduledDate: Date | null;
  applicantDetails: unknown[];
  vaccineRecords: unknown[];
}
type ValidatedField = 'firstName' | 'lastName' | 'email' | 'phone' | 'dob';

const ORDER: readonly ValidatedField[] = ['firstName', 'lastName', 'email', 'phone', 'dob'];
const DEFAULT_LANGUAGE_NAME = 'English';
const emptyModel = (): RequestModel => ({
  firstName: '',
  middleName: '',
  lastName: '',
  email: '',
  phone: '',
  dob: null,
  preferredLanguage: DEFAULT_LANGUAGE_NAME,
  location: '',
  medicalInsurance: '',
  hasPrimaryCareDoctor: null,
  scheduledDate: null,
  applicantDetails: [],
  vaccineRecords: [],
});

/** The error text key of each invalid field (public-site.md 5 "Appointment request form"). */
export function requestErrorKeys(m: Pick<RequestModel, ValidatedField>): Partial<Record<ValidatedField, string>> {
  const errors: Partial<Record<ValidatedField, string>> = {};
  if (!m.firstName.trim()) errors.firstName = 'firstName';
  if (!m.lastName.trim()) errors.lastName = 'lastName';
  if (!m.email.trim()) errors.email = 'emailRequired';
  else if (!EMAIL_PATTERN.test(m.email.trim())) errors.email = 'emailInvalid';
  if (!m.phone) errors.phone = 'phoneRequired';
  else if (!PHONE_PATTERN.test(m.phone)) errors.phone = 'phoneInvalid';
  if (!m.dob) errors.dob = 'dobRequired';
  return errors;
}

const fileList = css({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: theme.space(2) });

/** The appointment request form (public-site.md 3, 4, 5, 8). */
export function AppointmentRequestForm() {
  const { t } = useTranslation(NS.forms);
  const supportEmail = usePracticeSettings()?.support_email ?? '';
  const uid = useId();
  const idOf = (field: string) => `request-${uid}-${field}`;
  const [model, setModel] = useState<RequestModel>(emptyModel);
  const [files, setFiles] = useState<File[]>([]);
  const [fileProblems, setFileProblems] = useState<string[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);

  const errorKeys = requestErrorKeys(model);
  const errors: Partial<Record<ValidatedField, string>> = submitted
    ? Object.fromEntries(Object.entries(errorKeys).map(([f, k]) => [f, t(`requestForm.errors.${k}`)]))
    : {};
  const set = <K extends keyof RequestModel>(field: K, value: RequestModel[K]) => setModel((m) => ({ ...m, [field]: value }));

  function onFilesChosen(event: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.target.files ?? []);
    const fresh = chosen.filter((f) => !files.some((c) => c.name === f.name && c.size === f.size));
    const { accepted, wrongType, tooLarge, overLimit } = sortUploads(fresh, files.length);
    const names = (list: File[]) => list.map((f) => f.name).join(', ');
    const problems: string[] = [];
    if (wrongType.length) problems.push(t('requestForm.wrongType', { names: names(wrongType) }));
    if (tooLarge.length) problems.push(t('requestForm.tooLarge', { names: names(tooLarge) }));
    if (overLimit.length) problems.push(t('requestForm.tooMany', { names: names(overLimit), max: MAX_UPLOAD_FILES }));
    setFileProblems(problems);
    setFiles((current) => [...current, ...accepted]);
    // Lets the same file be chosen again after it was removed.
    event.target.value = '';
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const invalid = requestErrorKeys(model);
    if (Object.keys(invalid).length > 0 || !model.dob) {
      focusFirstInvalid(ORDER, invalid, idOf);
      return;
    }
    const form = new FormData();
    form.append('first_name', model.firstName.trim());
    form.append('middle_name', model.middleName.trim());
    form.append('last_name', model.lastName.trim());
    form.append('email', model.email.trim());
    form.append('phone', model.phone);
    form.append('dob', toIsoDate(model.dob));
    form.append('preferred_language', model.preferredLanguage || DEFAULT_LANGUAGE_NAME);
    for (const file of files) form.append('uploaded_files', file, file.name);

    beginLoading();
    setSending(true);
    try {
      await submitAppointmentRequest(form);
      setModel(emptyModel());
      setFiles([]);
      setFileProblems([]);
      setSubmitted(false);
      showMessage(t('requestForm.success'), 'success');
    } catch (err) {
      if (!isApiRequestError(err) || err.status === 0) showMessage(t('requestForm.exception'), 'error');
      else if (err.status === 400 && err.body.error === PROFANITY_ALERT) showMessage(err.body.msg, 'error');
      else if (err.status === 413) showMessage(t('requestForm.serverTooLarge'), 'error');
      else if (err.status === 415) showMessage(t('requestForm.serverWrongType'), 'error');
      else showMessage(supportEmail ? t('requestForm.otherFailure', { email: supportEmail }) : t('requestForm.otherFailureNoEmail'), 'error');
    } finally {
      setSending(false);
      endLoading();
    }
  }

  const languageOptions = LANGUAGES.map((l) => ({ value: l.name, label: l.nativeName === l.name ? l.name : `${l.nativeName} (${l.name})` }));

  return (
    <div css={css({ minWidth: 0 })}>
      <p>{t('requestForm.intro')}</p>
      <form noValidate onSubmit={onSubmit} aria-label={t('requestForm.heading')}>
        <div css={fieldStyles.grid}>
          <NameFields idOf={idOf} value={model} onChange={set} errors={errors} />
          <TextField
            id={idOf('email')}
            type="email"
            dir="auto"
            label={t('fields.email')}
            value={model.email}
            onChange={(e) => set('email', e.target.value)}
            error={errors.email}
            autoComplete="email"
            required
          />
          <PhoneField id={idOf('phone')} label={t('fields.phone')} value={model.phone} onChange={(v) => set('phone', v)} error={errors.phone} required />
          <DateField id={idOf('dob')} label={t('fields.dateOfBirth')} value={model.dob} onChange={(d) => set('dob', d)} error={errors.dob} birthDate required />
          <SelectField
            id={idOf('preferredLanguage')}
            label={t('fields.preferredLanguage')}
            value={model.preferredLanguage}
            onChange={(e) => set('preferredLanguage', e.target.value)}
            options={languageOptions}
          />
        </div>
        <div css={fieldStyles.wrapper}>
          <label htmlFor={idOf('uploads')} css={fieldStyles.label}>
            {t('requestForm.uploads')}
          </label>
          <input
            id={idOf('uploads')}
            type="file"
            multiple
            accept={UPLOAD_ACCEPT}
            onChange={onFilesChosen}
            aria-describedby={`${idOf('uploads')}-hint`}
            css={css({ maxWidth: '100%', font: 'inherit' })}
          />
          <span id={`${idOf('uploads')}-hint`} css={fieldStyles.hint}>
            {t('requestForm.uploadsHint')}
          </span>
          {fileProblems.map((p) => (
            <Alert key={p} type="error">
              {p}
            </Alert>
          ))}
          {files.length > 0 ? (
            <ul css={fileList} aria-label={t('requestForm.chosenFiles')}>
              {files.map((file, index) => (
                <li key={`${file.name}-${file.size}-${index}`} css={chosenFileRow}>
                  <span>{file.name}</span>
                  <Button
                    variant="text"
                    aria-label={t('requestForm.remove', { name: file.name })}
                    onClick={() => setFiles((list) => list.filter((_, i) => i !== index))}
                  >
                    ✕
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <Button type="submit" busy={sending}>
          {t('requestForm.submit')}
        </Button>
      </form>
    </div>
  );
}
