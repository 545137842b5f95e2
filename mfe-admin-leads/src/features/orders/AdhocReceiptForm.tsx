import { css } from '@emotion/react';
import { formatUsd, OFFICES, PAYMENT_METHOD_WORDS, RECEIPT_TEMPLATES, RECEIPT_TYPES, receiptFileName } from '@clinic/contracts';
import { Button, fieldStyles, SelectField, TextField, theme } from '@clinic/platform';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';
import { checkAdhocReceipt, EMPTY_ADHOC_RECEIPT } from './adhocForms';
import { AdhocCard } from './AdhocCard';
import { fetchAdhocReceipt } from './api';
import { fieldGridCss } from './styles';
import { useDownload } from './useDownload';
import { useFormState } from './useFormState';

/** Generate Adhoc Receipt (back-office.md 2.7): an R200 or R220 receipt PDF for any client's appointment. */
export function AdhocReceiptForm() {
  const { t } = useTranslation(NS.staff);
  const officeId = useId();
  const form = useFormState(EMPTY_ADHOC_RECEIPT);
  const { busy, outcome, download } = useDownload<'receipt'>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkAdhocReceipt(form.values);
    if ('errors' in checked) return form.showErrors(checked.errors);
    form.clearErrors();
    const { request } = checked;
    await download('receipt', () => fetchAdhocReceipt(request), receiptFileName(request.receipt_type, request, request.appointment_date), {
      done: t('orders.adhoc.receipt.done', { receipt: RECEIPT_TEMPLATES[request.receipt_type].name, name: `${request.first_name} ${request.last_name}` }),
      failed: t('orders.adhoc.receipt.failed'),
    });
  };

  return (
    <AdhocCard title={t('orders.adhoc.receipt.title')} intro={t('orders.adhoc.receipt.intro')} formRef={form.formRef} onSubmit={submit} outcome={outcome}>
      <div css={fieldGridCss}>
        <SelectField
          id={officeId}
          label={t('orders.adhoc.receipt.office')}
          placeholder={t('orders.adhoc.receipt.chooseOffice')}
          options={OFFICES}
          {...form.bind('office')}
        />
        <TextField label={t('orders.adhoc.receipt.appointmentDate')} type="date" {...form.bind('appointment_date')} />
        <TextField label={t('orders.adhoc.receipt.firstName')} autoComplete="off" {...form.bind('first_name')} />
        <TextField label={t('orders.adhoc.receipt.middleName')} autoComplete="off" {...form.bind('middle_name')} />
        <TextField label={t('orders.adhoc.receipt.lastName')} autoComplete="off" {...form.bind('last_name')} />
        <TextField label={t('orders.adhoc.receipt.email')} type="email" autoComplete="off" spellCheck={false} {...form.bind('email')} />
      </div>
      <fieldset css={css({ border: 'none', margin: 0, padding: 0, marginBlockEnd: theme.space(4), minWidth: 0 })}>
        <legend css={[fieldStyles.label, css({ padding: 0, marginBlockEnd: theme.space(1) })]}>{t('orders.adhoc.receipt.receiptType')}</legend>
        <div css={css({ display: 'flex', flexWrap: 'wrap', columnGap: theme.space(4) })}>
          {RECEIPT_TYPES.map((type) => {
            const template = RECEIPT_TEMPLATES[type];
            return (
              <label key={type} css={css({ display: 'inline-flex', alignItems: 'center', gap: theme.space(2), minHeight: '44px', cursor: 'pointer' })}>
                <input
                  type="radio"
                  name="receipt_type"
                  value={type}
                  checked={form.values.receipt_type === type}
                  onChange={() => form.set('receipt_type', type)}
                  css={css({ width: '18px', height: '18px', margin: 0 })}
                />
                {t('orders.adhoc.receipt.receiptTypeOption', {
                  name: template.name,
                  amount: formatUsd(template.amountCents),
                  method: PAYMENT_METHOD_WORDS[template.paymentMethod],
                })}
              </label>
            );
          })}
        </div>
      </fieldset>
      <Button type="submit" busy={busy === 'receipt'}>
        {t('orders.adhoc.receipt.submit')}
      </Button>
    </AdhocCard>
  );
}
