import { labProductUpdateSchema, type AdminLabProduct } from '@clinic/contracts';
import { Alert, apiFieldErrors, Button, isApiRequestError, mq, Spinner, TextField, theme, visuallyHidden } from '@clinic/platform';
import { css } from '@emotion/react';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';
import { cardTableCss } from '../../shared/cardTable';
import { fetchLabCatalogue, saveLabProduct } from './api';
import { centsOfDollars, dollarsOfCents } from './labPrice';

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; products: AdminLabProduct[] };

const tableCss = cardTableCss(
  { card: '& tr', cells: '& td' },
  {
    '& td > div': { marginBlockEnd: 0 },
    [mq.desktop]: {
      '& td:first-of-type': { minWidth: '14rem' },
      '& td:nth-of-type(2), & td:nth-of-type(3), & td:nth-of-type(5)': { whiteSpace: 'nowrap' },
      '& td:nth-of-type(4)': { width: '8rem' },
      '& td:last-of-type': { width: '1%', whiteSpace: 'nowrap' },
      '& td:last-of-type [role="status"], & td:last-of-type [role="alert"]': { whiteSpace: 'normal', maxWidth: '16rem' },
    },
  },
);

/** The lab catalogue (admins): every product with its price in dollars, sent as integer cents, and whether it is for sale. */
export function LabCatalogue() {
  const { t } = useTranslation(NS.staff);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const titleId = useId();

  const read = useCallback((signal?: AbortSignal) => {
    setLoad({ status: 'loading' });
    fetchLabCatalogue(signal).then(
      (reply) => setLoad({ status: 'ready', products: reply.products }),
      () => signal?.aborted || setLoad({ status: 'error' }),
    );
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    read(controller.signal);
    return () => controller.abort();
  }, [read]);

  return (
    <section aria-labelledby={titleId} data-testid="lab-catalogue" css={css({ display: 'grid', gap: theme.space(3), minWidth: 0 })}>
      <h2 id={titleId} css={css({ margin: 0, fontSize: theme.font.size.large })}>
        {t('settings.catalogue.title')}
      </h2>
      <Alert type="info">{t('settings.catalogue.note')}</Alert>
      {load.status === 'loading' ? (
        <Spinner label={t('settings.catalogue.loading')} />
      ) : load.status === 'error' ? (
        <Alert
          type="error"
          action={
            <Button variant="secondary" onClick={() => read()}>
              {t('settings.retry')}
            </Button>
          }
        >
          {t('settings.catalogue.loadFailed')}
        </Alert>
      ) : load.products.length === 0 ? (
        <p>{t('settings.catalogue.empty')}</p>
      ) : (
        <table css={tableCss}>
          <caption css={css({ textAlign: 'start', color: theme.colors.mutedText, fontSize: theme.font.size.small, paddingBlockEnd: theme.space(2) })}>
            {t('settings.catalogue.caption')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('settings.catalogue.name')}</th>
              <th scope="col">{t('settings.catalogue.type')}</th>
              <th scope="col">{t('settings.catalogue.ageGroup')}</th>
              <th scope="col">{t('settings.catalogue.price')}</th>
              <th scope="col">{t('settings.catalogue.active')}</th>
              <th scope="col">{t('settings.catalogue.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {load.products.map((product) => (
              <ProductRow key={product.id} product={product} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

interface RowValues {
  name: string;
  price: string;
  is_active: boolean;
}

const rowValuesOf = (product: AdminLabProduct): RowValues => ({ name: product.name, price: dollarsOfCents(product.price_cents), is_active: product.is_active });

/** One product: name, type, age group, price and For sale, saved on its own. */
function ProductRow({ product: initial }: { product: AdminLabProduct }) {
  const { t } = useTranslation(NS.staff);
  const [product, setProduct] = useState(initial);
  const [values, setValues] = useState(() => rowValuesOf(initial));
  const [errors, setErrors] = useState<{ name?: string; price?: string }>({});
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const base = `lab-product-${product.id}`;
  const changed = values.name !== product.name || centsOfDollars(values.price) !== product.price_cents || values.is_active !== product.is_active;

  const save = async () => {
    setResult(null);
    const price_cents = centsOfDollars(values.price);
    const parsed = labProductUpdateSchema.safeParse({ name: values.name, price_cents: price_cents ?? 0, is_active: values.is_active });
    const next = {
      name: parsed.success ? undefined : parsed.error.issues.find((issue) => issue.path[0] === 'name')?.message,
      price: price_cents === null ? t('settings.catalogue.priceInvalid') : undefined,
    };
    if (!parsed.success || next.price) {
      setErrors(next);
      document.getElementById(next.name ? `${base}-name` : `${base}-price`)?.focus();
      return;
    }
    if (!changed) return setResult({ type: 'success', text: t('settings.catalogue.unchanged') });
    setSaving(true);
    try {
      const reply = await saveLabProduct(product.id, parsed.data);
      setProduct(reply);
      setValues(rowValuesOf(reply));
      setErrors({});
      setResult({ type: 'success', text: t('settings.catalogue.saved', { name: reply.name }) });
    } catch (error) {
      const details = apiFieldErrors(error);
      if (details.name || details.price_cents) setErrors({ name: details.name, price: details.price_cents ? t('settings.catalogue.priceInvalid') : undefined });
      setResult({
        type: 'error',
        text: t('settings.catalogue.saveFailed', { name: product.name, msg: isApiRequestError(error) ? error.message : String(error) }),
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <tr data-testid={base}>
      <td data-label={t('settings.catalogue.name')}>
        <TextField
          id={`${base}-name`}
          label={<span css={visuallyHidden}>{t('settings.catalogue.name')}</span>}
          value={values.name}
          maxLength={200}
          error={errors.name ?? null}
          onChange={(event) => {
            setValues({ ...values, name: event.target.value });
            setErrors({ ...errors, name: undefined });
          }}
        />
      </td>
      <td data-label={t('settings.catalogue.type')}>{t(`settings.catalogue.types.${product.type}`)}</td>
      <td data-label={t('settings.catalogue.ageGroup')}>{t(`settings.catalogue.ageGroups.${product.age_group}`)}</td>
      <td data-label={t('settings.catalogue.price')}>
        <TextField
          id={`${base}-price`}
          label={
            <span css={visuallyHidden}>
              {t('settings.catalogue.price')}: {product.name}
            </span>
          }
          value={values.price}
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          error={errors.price ?? null}
          onChange={(event) => {
            setValues({ ...values, price: event.target.value });
            setErrors({ ...errors, price: undefined });
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void save();
          }}
        />
      </td>
      <td>
        <label css={css({ display: 'inline-flex', alignItems: 'center', gap: theme.space(2), minHeight: 44, cursor: 'pointer', whiteSpace: 'nowrap' })}>
          <input
            type="checkbox"
            role="switch"
            checked={values.is_active}
            onChange={(event) => setValues({ ...values, is_active: event.target.checked })}
            css={css({ width: 20, height: 20, accentColor: theme.colors.primary })}
          />
          <span>
            {t('settings.catalogue.active')}
            <span css={visuallyHidden}>: {product.name}</span>
          </span>
        </label>
      </td>
      <td>
        <Button
          variant={changed ? 'primary' : 'secondary'}
          busy={saving}
          disabled={saving}
          aria-label={t('settings.catalogue.saveLabel', { name: product.name })}
          onClick={() => void save()}
        >
          {saving ? t('settings.catalogue.saving') : t('settings.catalogue.save')}
        </Button>
        {result ? (
          <div css={css({ marginBlockStart: theme.space(2), fontSize: theme.font.size.small })}>
            <Alert type={result.type}>{result.text}</Alert>
          </div>
        ) : null}
      </td>
    </tr>
  );
}
