import { css } from '@emotion/react';
import {
  Alert,
  Button,
  fieldStyles,
  focusFirstInvalid,
  isApiRequestError,
  PageFrame,
  SelectField,
  Spinner,
  TextField,
  theme,
  type PageProps,
} from '@clinic/platform';
import {
  displayProductName,
  formatUsd,
  GENDERS,
  isLabAgeGroup,
  LAB_AGE_GROUPS,
  LAB_PROVIDERS,
  DEFAULT_LAB_PROVIDER,
  PHONE_PATTERN,
  payNowLink,
  productsForAgeGroup,
  toggleProduct,
  toIsoDate,
  totalCents,
  type Gender,
  type LabAgeGroup,
  type LabProductsResponse,
  type LabProviderCode,
} from '@clinic/contracts';
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchLabProducts, initiateLabPayment } from '../features/lab-order/api';
import { DateField, PhoneField } from '../features/forms/fields';
import { NameFields } from '../features/forms/NameFields';
import { NS } from '../texts/namespace';

interface Applicant {
  firstName: string;
  middleName: string;
  lastName: string;
  gender: Gender | '';
  dateOfBirth: Date | null;
  contactNumber: string;
  email: string;
}
type ApplicantField = keyof Applicant;

const ORDER: readonly ApplicantField[] = ['firstName', 'middleName', 'lastName', 'gender', 'dateOfBirth', 'contactNumber', 'email'];
const EMPTY_APPLICANT: Applicant = { firstName: '', middleName: '', lastName: '', gender: '', dateOfBirth: null, contactNumber: '', email: '' };

/**
 * The error text key of each invalid field (public-site.md 5 "Pre-checkout form"). A missing birth date
 * reads "Please input your birthdate." as the answer to a submit without it, and "Please enter the
 * birth date." once the visitor has edited the field since and left it empty (or not a date).
 */
export function applicantErrorKeys(a: Applicant, atSubmit: boolean): Partial<Record<ApplicantField, string>> {
  const errors: Partial<Record<ApplicantField, string>> = {};
  if (!a.firstName.trim()) errors.firstName = 'firstName';
  if (!a.lastName.trim()) errors.lastName = 'lastName';
  if (!a.gender) errors.gender = 'gender';
  if (!a.dateOfBirth) errors.dateOfBirth = atSubmit ? 'dobMissingAtSubmit' : 'dobRequired';
  if (!a.contactNumber) errors.contactNumber = 'phoneRequired';
  else if (!PHONE_PATTERN.test(a.contactNumber)) errors.contactNumber = 'phoneInvalid';
  if (!a.email.trim()) errors.email = 'emailRequired';
  return errors;
}

const productList = css({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: theme.space(2) });
const productRow = css({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(3),
  paddingBlock: theme.space(3),
  paddingInline: theme.space(3),
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius,
  cursor: 'pointer',
  minWidth: 0,
  input: { width: '20px', height: '20px', flex: '0 0 auto', margin: 0 },
  '&:has(input:checked)': { borderColor: theme.colors.primary, background: theme.colors.infoBg },
});
const fieldset = css({
  border: 'none',
  margin: `0 0 ${theme.space(5)}`,
  padding: 0,
  minWidth: 0,
  legend: { fontWeight: 600, marginBlockEnd: theme.space(2), padding: 0 },
});
const totalRow = css({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: theme.space(3),
  paddingBlock: theme.space(3),
  borderBlockStart: `2px solid ${theme.colors.border}`,
  marginBlockEnd: theme.space(4),
  fontSize: theme.font.size.large,
});
const payNowCss = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '44px',
  paddingInline: theme.space(6),
  borderRadius: theme.radius,
  background: theme.colors.accent,
  color: theme.colors.primaryText,
  fontWeight: 700,
  textDecoration: 'none',
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: '2px' },
});

/** /pre-checkout (public-site.md 2 "Pre-checkout screen", 4 "Pre-checkout"): pick tests, fill the applicant, pay. */
export function PreCheckoutPage({ titleKey }: PageProps) {
  const { t, i18n } = useTranslation(NS.forms);
  const uid = useId();
  const idOf = (field: string) => `pre-checkout-${uid}-${field}`;

  const [catalog, setCatalog] = useState<LabProductsResponse | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [ageGroup, setAgeGroup] = useState<LabAgeGroup | ''>('');
  const [provider, setProvider] = useState<LabProviderCode>(DEFAULT_LAB_PROVIDER);
  const [selected, setSelected] = useState<string[]>([]);
  const [deselectedNote, setDeselectedNote] = useState<string | null>(null);
  const [noTestError, setNoTestError] = useState(false);
  const [showForm, setShowForm] = useState(false);
  const [applicant, setApplicant] = useState<Applicant>(EMPTY_APPLICANT);
  const [submitted, setSubmitted] = useState(false);
  const [dobEditedSinceSubmit, setDobEditedSinceSubmit] = useState(false);
  const [sending, setSending] = useState(false);
  const [paymentError, setPaymentError] = useState<string | null>(null);
  const [payLink, setPayLink] = useState<string | null>(null);

  const load = useCallback(() => {
    setLoadFailed(false);
    fetchLabProducts().then(setCatalog, () => setLoadFailed(true));
  }, []);
  useEffect(load, [load]);

  const products = catalog ? productsForAgeGroup(catalog.products, ageGroup) : [];
  const total = catalog ? totalCents(selected, catalog.products) : 0;
  const nameOf = (id: string) => {
    const p = catalog?.products.find((x) => x.id === id);
    return p ? displayProductName(p) : id;
  };

  function reset() {
    setAgeGroup('');
    setProvider(DEFAULT_LAB_PROVIDER);
    setSelected([]);
    setDeselectedNote(null);
    setNoTestError(false);
    setShowForm(false);
    setApplicant(EMPTY_APPLICANT);
    setSubmitted(false);
    setDobEditedSinceSubmit(false);
    setPaymentError(null);
    setPayLink(null);
  }

  function chooseAgeGroup(value: string) {
    setAgeGroup(isLabAgeGroup(value) ? value : '');
    setSelected([]);
    setDeselectedNote(null);
  }

  function toggle(id: string) {
    if (!catalog) return;
    const next = toggleProduct(selected, id, catalog.conflicts);
    const dropped = selected.filter((s) => s !== id && !next.includes(s));
    setSelected(next);
    setNoTestError(false);
    setDeselectedNote(dropped.length ? t('preCheckout.deselected', { names: dropped.map(nameOf).join(', '), name: nameOf(id) }) : null);
  }

  function onContinue() {
    if (selected.length === 0) {
      setNoTestError(true);
      return;
    }
    setShowForm(true);
    window.setTimeout(() => document.getElementById(idOf('firstName'))?.focus(), 0);
  }

  const errorKeys = applicantErrorKeys(applicant, !dobEditedSinceSubmit);
  const errors: Partial<Record<ApplicantField, string>> = submitted
    ? Object.fromEntries(Object.entries(errorKeys).map(([f, k]) => [f, t(`preCheckout.errors.${k}`)]))
    : {};
  const set = <K extends ApplicantField>(field: K, value: Applicant[K]) => setApplicant((a) => ({ ...a, [field]: value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setDobEditedSinceSubmit(false);
    const invalid = applicantErrorKeys(applicant, true);
    if (Object.keys(invalid).length > 0 || !applicant.dateOfBirth || !applicant.gender) {
      focusFirstInvalid(ORDER, invalid, idOf);
      return;
    }
    if (selected.length === 0) {
      setNoTestError(true);
      return;
    }
    setSending(true);
    setPaymentError(null);
    const email = applicant.email.trim();
    try {
      const reply = await initiateLabPayment({
        first_name: applicant.firstName.trim(),
        middle_name: applicant.middleName.trim(),
        last_name: applicant.lastName.trim(),
        gender: applicant.gender,
        dob: toIsoDate(applicant.dateOfBirth),
        test_name: '',
        tests: selected,
        amount: total / 100,
        phone: applicant.contactNumber,
        email,
        lab_provider_preference: provider,
      });
      if (reply?.transaction_id && reply.payment_link) setPayLink(payNowLink(reply.payment_link, i18n.language, reply.transaction_id, email));
      else setPaymentError(t('preCheckout.paymentFailed', { msg: '' }).trim());
    } catch (err) {
      // An admin changed a price since the catalogue was read: show the current prices and say so.
      if (isApiRequestError(err) && err.body.error === 'AMOUNT_MISMATCH') {
        load();
        setPaymentError(t('preCheckout.pricesChanged'));
      } else setPaymentError(t('preCheckout.paymentFailed', { msg: isApiRequestError(err) ? err.body.msg : '' }).trim());
    } finally {
      setSending(false);
    }
  }

  return (
    <PageFrame titleKey={titleKey}>
      <p>{t('preCheckout.intro')}</p>
      {loadFailed ? (
        <Alert
          type="error"
          action={
            <Button variant="secondary" onClick={load}>
              {t('preCheckout.retry')}
            </Button>
          }
        >
          {t('preCheckout.loadFailed')}
        </Alert>
      ) : null}
      <div css={css({ maxWidth: '44rem', minWidth: 0 })}>
        <SelectField
          id={idOf('ageGroup')}
          label={t('preCheckout.ageGroup')}
          value={ageGroup}
          onChange={(e) => chooseAgeGroup(e.target.value)}
          placeholder={t('preCheckout.chooseAgeGroup')}
          options={LAB_AGE_GROUPS.map((g) => ({ value: g, label: t(`preCheckout.ageGroups.${g}`) }))}
          disabled={!!payLink}
        />
        <fieldset css={fieldset} disabled={!!payLink}>
          <legend>{t('preCheckout.provider')}</legend>
          <div css={css({ display: 'flex', flexWrap: 'wrap', gap: theme.space(4) })}>
            {LAB_PROVIDERS.map((p) => (
              <label key={p.code} css={css({ display: 'inline-flex', alignItems: 'center', gap: theme.space(2), minHeight: '44px', cursor: 'pointer' })}>
                <input
                  type="radio"
                  name={idOf('provider')}
                  value={p.code}
                  checked={provider === p.code}
                  onChange={() => setProvider(p.code)}
                  css={css({ width: '20px', height: '20px', margin: 0 })}
                />
                {p.label}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset css={fieldset} disabled={!!payLink}>
          <legend>{t('preCheckout.tests')}</legend>
          {!catalog && !loadFailed ? (
            <Spinner label={t('common:loading')} />
          ) : !ageGroup ? (
            <p>{t('preCheckout.noAgeGroup')}</p>
          ) : products.length === 0 ? (
            <p>{t('preCheckout.noProducts')}</p>
          ) : (
            <ul css={productList}>
              {products.map((p) => (
                <li key={p.id}>
                  <label css={productRow}>
                    <input type="checkbox" checked={selected.includes(p.id)} onChange={() => toggle(p.id)} />
                    <span css={css({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' })}>{displayProductName(p)}</span>
                    <span css={css({ fontWeight: 600, whiteSpace: 'nowrap' })} dir="ltr">
                      {formatUsd(Math.round(p.price * 100))}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
        <div aria-live="polite">{deselectedNote ? <Alert type="warning">{deselectedNote}</Alert> : null}</div>
        <div css={totalRow}>
          <span>{t('preCheckout.total')}</span>
          <strong dir="ltr" data-testid="pre-checkout-total" aria-live="polite">
            {formatUsd(total)}
          </strong>
        </div>
        {noTestError ? <Alert type="error">{t('preCheckout.selectTest')}</Alert> : null}
        {showForm ? (
          <form id={idOf('form')} noValidate onSubmit={onSubmit} aria-labelledby={idOf('applicant')} css={css({ marginBlockStart: theme.space(6) })}>
            <h2 id={idOf('applicant')} css={css({ fontSize: theme.font.size.large })}>
              {t('preCheckout.applicant')}
            </h2>
            <fieldset disabled={!!payLink || sending} css={css({ border: 'none', margin: 0, padding: 0, minWidth: 0 })}>
              <div css={fieldStyles.grid}>
                <NameFields idOf={idOf} value={applicant} onChange={set} errors={errors} />
                <SelectField
                  id={idOf('gender')}
                  label={t('fields.gender')}
                  value={applicant.gender}
                  onChange={(e) => set('gender', (GENDERS as readonly string[]).includes(e.target.value) ? (e.target.value as Gender) : '')}
                  placeholder={t('preCheckout.selectGender')}
                  options={GENDERS.map((g) => ({ value: g, label: t(`preCheckout.genders.${g}`) }))}
                  error={errors.gender}
                  required
                />
                <DateField
                  id={idOf('dateOfBirth')}
                  label={t('fields.dateOfBirth')}
                  value={applicant.dateOfBirth}
                  onChange={(d) => {
                    set('dateOfBirth', d);
                    setDobEditedSinceSubmit(true);
                  }}
                  error={errors.dateOfBirth}
                  birthDate
                  required
                />
                <PhoneField
                  id={idOf('contactNumber')}
                  label={t('fields.contactNumber')}
                  value={applicant.contactNumber}
                  onChange={(v) => set('contactNumber', v)}
                  error={errors.contactNumber}
                  required
                />
                <TextField
                  id={idOf('email')}
                  type="email"
                  dir="auto"
                  label={t('fields.email')}
                  value={applicant.email}
                  onChange={(e) => set('email', e.target.value)}
                  error={errors.email}
                  autoComplete="email"
                  required
                />
              </div>
            </fieldset>
            {paymentError ? <Alert type="error">{paymentError}</Alert> : null}
            {payLink ? (
              <div css={css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: theme.space(3), marginBlockStart: theme.space(4) })}>
                <p css={css({ margin: 0 })}>{t('preCheckout.payNowIntro', { amount: formatUsd(total) })}</p>
                <a href={payLink} css={payNowCss} onClick={reset}>
                  {t('preCheckout.payNow')}
                </a>
              </div>
            ) : null}
          </form>
        ) : null}
        {/* One Continue button: it reveals the applicant form, then submits it; it hides once the Pay Now link exists. */}
        {!payLink ? (
          <Button
            type={showForm ? 'submit' : 'button'}
            form={showForm ? idOf('form') : undefined}
            onClick={showForm ? undefined : onContinue}
            busy={sending}
            css={css({ marginBlockStart: theme.space(3) })}
          >
            {sending ? t('preCheckout.preparing') : t('preCheckout.continue')}
          </Button>
        ) : null}
      </div>
    </PageFrame>
  );
}
