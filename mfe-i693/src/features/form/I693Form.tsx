import { css } from '@emotion/react';
import {
  Button,
  FieldError,
  fieldStyles,
  focusFirstInvalid,
  isApiRequestError,
  RequiredMark,
  SelectField,
  showMessage,
  TextField,
  theme,
  withLoading,
} from '@clinic/platform';
import {
  A_NUMBER_MAX_DIGITS,
  digitsOnly,
  I693_EXISTING_TYPE,
  I693_GENDERS,
  I693_MESSAGES,
  I693_PHONE_DIGITS,
  I693_UPLOAD_FIELD,
  i693FileName,
  photoIdPrefixKind,
  type PhotoIdType,
} from '@clinic/contracts';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { submitI693Application } from './api';
import { NS } from '../../texts';
import { IdFileField } from './IdFileField';
import {
  emptyModel,
  ERROR_ORDER,
  messageKey,
  precheck,
  sentFields,
  serverFieldErrors,
  validate,
  type ErrorPlace,
  type FormErrors,
  type I693Model,
} from './model';
import { countryOptions, DAY_OPTIONS, monthOptions, photoIdTypeOptions, STATE_OPTIONS, unitedStatesName, YEAR_OPTIONS } from './options';
import { SignatureField, type SignatureHandle } from './SignatureField';

/** Where each model field's errors show; editing the field clears them. */
const PLACE_OF: Record<keyof I693Model, ErrorPlace> = {
  email: 'email',
  lastName: 'last_name',
  firstName: 'first_name',
  middleName: 'middle_name',
  aNumber: 'a_number',
  gender: 'gender',
  dobMonth: 'dob',
  dobDay: 'dob',
  dobYear: 'dob',
  cityOfBirth: 'city_of_birth',
  countryOfBirth: 'country_of_birth',
  address: 'street_address',
  apartmentNumber: 'apartment_number',
  city: 'city',
  state: 'state',
  zipcode: 'zipcode',
  phoneNumber: 'phone',
  pdfEmail: 'pdf_email',
  photoIdType: 'photo_id_type',
  photoIdPrefix: 'photoIdPrefix',
  photoIdNumber: 'photo_id',
};

const SIGNATURE_FILE = 'signature.png';

/** A titled group of fields (contact, birth, address, photo ID, signature). */
const formSection = css({
  border: 'none',
  margin: 0,
  marginBlockEnd: theme.space(4),
  padding: 0,
  minWidth: 0,
  '& > legend': { padding: 0, marginBlockEnd: theme.space(3), fontSize: theme.font.size.large, fontWeight: 600, color: theme.colors.text },
});

const required = (label: string) => (
  <>
    {label}
    <RequiredMark />
  </>
);

/** The I-693 applicant form (public-site.md 3, 4 "I-693 submit", 5 "I-693 form", 8). */
export function I693Form({ initialEmail }: { initialEmail: string }) {
  const { t, i18n } = useTranslation(NS.public);
  const language = i18n.language;
  const [model, setModel] = useState<I693Model>(() => emptyModel(initialEmail));
  const [files, setFiles] = useState<{ front: File | null; back: File | null }>({ front: null, back: null });
  const [signed, setSigned] = useState(false);
  const [errors, setErrors] = useState<FormErrors>({});
  const [sending, setSending] = useState(false);
  const signature = useRef<SignatureHandle>(null);

  const countriesByName = useMemo(() => countryOptions(language, 'name'), [language]);
  const countriesByCode = useMemo(() => countryOptions(language, 'code'), [language]);
  const months = useMemo(() => monthOptions(language), [language]);

  const idOf = (place: ErrorPlace) => `i693-${place}`;
  /** The first control of a place (the month of the birth date, the front of the ID). */
  const focusIdOf = (place: ErrorPlace) => (place === 'dob' ? 'i693-dob-month' : place === 'idFiles' ? 'i693-front' : idOf(place));
  const errorText = (place: ErrorPlace) => {
    const message = errors[place];
    if (!message) return undefined;
    const key = messageKey(message);
    return key ? t(`form.messages.${key}`) : message;
  };
  const clearErrors = (...places: ErrorPlace[]) =>
    setErrors((current) =>
      places.some((p) => current[p]) ? Object.fromEntries(Object.entries(current).filter(([p]) => !places.includes(p as ErrorPlace))) : current,
    );
  const set = <K extends keyof I693Model>(field: K, value: I693Model[K]) => {
    setModel((m) => ({ ...m, [field]: value }));
    clearErrors(PLACE_OF[field]);
  };

  function showErrors(found: FormErrors) {
    setErrors(found);
    focusFirstInvalid(ERROR_ORDER, found, focusIdOf);
  }

  function reset() {
    setModel((m) => emptyModel(m.email));
    setFiles({ front: null, back: null });
    signature.current?.clear();
    setErrors({});
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const problem = precheck(model, files);
    if (problem) return showErrors(problem);
    const invalid: FormErrors = validate(model);
    if (!signed) invalid.signature = I693_MESSAGES.signatureRequired;
    if (Object.keys(invalid).length > 0) return showErrors(invalid);
    const signaturePng = await signature.current?.toPng();
    if (!signaturePng) return showErrors({ signature: I693_MESSAGES.signatureRequired });

    const form = new FormData();
    for (const [field, value] of Object.entries(sentFields(model))) form.append(field, value);
    form.append(I693_UPLOAD_FIELD, files.front!, i693FileName('front', files.front!.name));
    form.append(I693_UPLOAD_FIELD, files.back!, i693FileName('back', files.back!.name));
    form.append(I693_UPLOAD_FIELD, signaturePng, i693FileName('signature', SIGNATURE_FILE));

    setSending(true);
    try {
      await withLoading(submitI693Application(form));
      reset();
      showMessage(t('form.messages.success'), 'success');
    } catch (err) {
      if (isApiRequestError(err) && err.body.type === I693_EXISTING_TYPE) {
        showMessage(err.body.msg, 'error');
      } else {
        if (isApiRequestError(err) && err.status === 400) showErrors(serverFieldErrors(err.body.details));
        showMessage(t('form.messages.failure'), 'error');
      }
    } finally {
      setSending(false);
    }
  }

  const text = (
    place: ErrorPlace,
    field: keyof I693Model,
    label: string,
    options: { optional?: boolean; type?: string; autoComplete?: string; hint?: string } = {},
  ) => (
    <TextField
      id={idOf(place)}
      label={options.optional ? `${label} ${t('form.optional')}` : required(label)}
      type={options.type}
      dir={options.type === 'email' ? 'auto' : undefined}
      value={model[field]}
      onChange={(e) => set(field, e.target.value)}
      error={errorText(place)}
      hint={options.hint}
      autoComplete={options.autoComplete}
      required={!options.optional}
    />
  );

  const prefixKind = model.photoIdType ? photoIdPrefixKind(model.photoIdType) : null;
  const dobError = errorText('dob');
  const idFilesError = errorText('idFiles');

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('form.label')} css={css({ minWidth: 0 })}>
      <p>{t('intro.i693Form')}</p>
      <p css={fieldStyles.hint}>{t('form.requiredNote')}</p>

      <fieldset css={formSection}>
        <legend>{t('form.sections.contact')}</legend>
        <div css={fieldStyles.grid}>
          {text('email', 'email', t('form.fields.email'), { type: 'email', autoComplete: 'email', hint: t('form.fields.emailHint') })}
          {text('pdf_email', 'pdfEmail', t('form.fields.pdfEmail'), { type: 'email', hint: t('form.fields.pdfEmailHint') })}
          {/* No maxLength on the digit fields: a pasted "(510) 555-0142" would be cut before its digits are kept. */}
          <TextField
            id={idOf('phone')}
            label={required(t('form.fields.phoneNumber'))}
            type="tel"
            inputMode="numeric"
            dir="ltr"
            autoComplete="tel-national"
            value={model.phoneNumber}
            onChange={(e) => set('phoneNumber', digitsOnly(e.target.value, I693_PHONE_DIGITS))}
            error={errorText('phone')}
            required
          />
        </div>
      </fieldset>

      <fieldset css={formSection}>
        <legend>{t('form.sections.applicant')}</legend>
        <div css={fieldStyles.grid}>
          {text('last_name', 'lastName', t('form.fields.lastName'), { autoComplete: 'family-name' })}
          {text('first_name', 'firstName', t('form.fields.firstName'), { autoComplete: 'given-name' })}
          {text('middle_name', 'middleName', t('form.fields.middleName'), { optional: true, autoComplete: 'additional-name' })}
          <TextField
            id={idOf('a_number')}
            label={`${t('form.fields.aNumber')} ${t('form.optional')}`}
            inputMode="numeric"
            dir="ltr"
            value={model.aNumber}
            onChange={(e) => set('aNumber', digitsOnly(e.target.value, A_NUMBER_MAX_DIGITS))}
            error={errorText('a_number')}
            hint={t('form.fields.aNumberHint')}
          />
          <SelectField
            id={idOf('gender')}
            label={required(t('form.fields.gender'))}
            placeholder={t('form.fields.selectGender')}
            options={I693_GENDERS.map((g) => ({ value: g, label: t(`form.genders.${g}`) }))}
            value={model.gender}
            onChange={(e) => set('gender', e.target.value as I693Model['gender'])}
            error={errorText('gender')}
            required
          />
        </div>
        <fieldset css={[formSection, css({ '& > legend': { fontSize: theme.font.size.base, marginBlockEnd: theme.space(1) } })]}>
          <legend>{required(t('form.fields.dob'))}</legend>
          <div css={css({ display: 'grid', gridTemplateColumns: '2fr 1fr 1.4fr', columnGap: theme.space(3), maxWidth: '32rem' })}>
            {(
              [
                ['month', 'dobMonth', months],
                ['day', 'dobDay', DAY_OPTIONS],
                ['year', 'dobYear', YEAR_OPTIONS],
              ] as const
            ).map(([part, field, options]) => (
              <SelectField
                key={part}
                id={`i693-dob-${part}`}
                label={t(`form.fields.${part}`)}
                placeholder="--"
                options={options}
                value={model[field]}
                onChange={(e) => set(field, e.target.value)}
                aria-invalid={dobError ? true : undefined}
                aria-describedby={dobError ? 'i693-dob-error' : undefined}
                aria-required="true"
              />
            ))}
          </div>
          <FieldError id="i693-dob" error={dobError} />
        </fieldset>
        <div css={fieldStyles.grid}>
          {text('city_of_birth', 'cityOfBirth', t('form.fields.cityOfBirth'))}
          <SelectField
            id={idOf('country_of_birth')}
            label={required(t('form.fields.countryOfBirth'))}
            placeholder={t('form.fields.selectCountry')}
            options={countriesByName}
            value={model.countryOfBirth}
            onChange={(e) => set('countryOfBirth', e.target.value)}
            error={errorText('country_of_birth')}
            required
          />
        </div>
      </fieldset>

      <fieldset css={formSection}>
        <legend>{t('form.sections.address')}</legend>
        <div css={fieldStyles.grid}>
          {text('street_address', 'address', t('form.fields.address'), { autoComplete: 'address-line1' })}
          {text('apartment_number', 'apartmentNumber', t('form.fields.apartmentNumber'), { optional: true, autoComplete: 'address-line2' })}
          {text('city', 'city', t('form.fields.city'), { autoComplete: 'address-level2' })}
          <SelectField
            id={idOf('state')}
            label={required(t('form.fields.state'))}
            placeholder={t('form.fields.selectState')}
            options={STATE_OPTIONS}
            value={model.state}
            onChange={(e) => set('state', e.target.value)}
            error={errorText('state')}
            required
          />
          {/* Shown for completeness; every address is in the United States, so it is not sent. */}
          <TextField
            id="i693-country"
            label={t('form.fields.country')}
            value={unitedStatesName(language)}
            readOnly
            style={{ background: theme.colors.surface }}
          />
          <TextField
            id={idOf('zipcode')}
            label={required(t('form.fields.zipcode'))}
            inputMode="numeric"
            dir="ltr"
            autoComplete="postal-code"
            maxLength={10}
            value={model.zipcode}
            onChange={(e) => set('zipcode', e.target.value)}
            error={errorText('zipcode')}
            required
          />
        </div>
      </fieldset>

      <fieldset css={formSection}>
        <legend>{t('form.sections.photoId')}</legend>
        <div css={fieldStyles.grid}>
          <SelectField
            id={idOf('photo_id_type')}
            label={required(t('form.fields.photoIdType'))}
            placeholder={t('form.fields.selectPhotoIdType')}
            options={photoIdTypeOptions((type) => t(`form.photoIdTypes.${type}`))}
            value={model.photoIdType}
            onChange={(e) => {
              set('photoIdType', e.target.value as PhotoIdType | '');
              set('photoIdPrefix', '');
            }}
            error={errorText('photo_id_type')}
            required
          />
          {prefixKind ? (
            <SelectField
              id={idOf('photoIdPrefix')}
              label={required(t(prefixKind === 'nationality' ? 'form.fields.nationality' : 'form.fields.issuedIn'))}
              placeholder={t(prefixKind === 'nationality' ? 'form.fields.selectCountry' : 'form.fields.selectState')}
              options={prefixKind === 'nationality' ? countriesByCode : STATE_OPTIONS}
              value={model.photoIdPrefix}
              onChange={(e) => set('photoIdPrefix', e.target.value)}
              error={errorText('photoIdPrefix')}
              required
            />
          ) : null}
          {text('photo_id', 'photoIdNumber', t('form.fields.photoIdNumber'))}
        </div>
        <div css={fieldStyles.grid}>
          <IdFileField
            id="i693-front"
            label={t('form.photoId.front')}
            file={files.front}
            onChange={(front) => {
              setFiles((f) => ({ ...f, front }));
              clearErrors('idFiles');
            }}
            onProblem={(message) => setErrors((e) => ({ ...e, idFiles: message }))}
            errorId={idFilesError ? 'i693-idFiles-error' : undefined}
          />
          <IdFileField
            id="i693-back"
            label={t('form.photoId.back')}
            file={files.back}
            onChange={(back) => {
              setFiles((f) => ({ ...f, back }));
              clearErrors('idFiles');
            }}
            onProblem={(message) => setErrors((e) => ({ ...e, idFiles: message }))}
            errorId={idFilesError ? 'i693-idFiles-error' : undefined}
          />
        </div>
        <FieldError id="i693-idFiles" error={idFilesError} />
      </fieldset>

      <fieldset css={formSection}>
        <legend>{t('form.sections.signature')}</legend>
        <SignatureField
          ref={signature}
          id={idOf('signature')}
          signed={signed}
          onSignedChange={(now) => {
            setSigned(now);
            if (now) clearErrors('signature');
          }}
          error={errorText('signature')}
        />
      </fieldset>

      <Button type="submit" busy={sending} css={css({ minWidth: '10rem' })}>
        {t(sending ? 'form.sending' : 'form.submit')}
      </Button>
    </form>
  );
}
