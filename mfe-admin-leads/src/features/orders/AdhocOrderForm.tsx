import { practiceDay } from '@clinic/contracts';
import { Button, TextField } from '@clinic/platform';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';
import { checkAdhocOrder, EMPTY_ADHOC_ORDER } from './adhocForms';
import { fetchAdhocLabOrder } from './api';
import { AdhocCard } from './AdhocCard';
import { xrayOrderFileName } from './download';
import { fieldGridCss } from './styles';
import { useDownload } from './useDownload';
import { useFormState } from './useFormState';

/** Generate Adhoc Order (back-office.md 2.7): a chest x-ray lab order PDF for any client. */
export function AdhocOrderForm() {
  const { t } = useTranslation(NS.staff);
  const form = useFormState(EMPTY_ADHOC_ORDER);
  const { busy, outcome, download } = useDownload<'order'>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkAdhocOrder(form.values);
    if ('errors' in checked) return form.showErrors(checked.errors);
    form.clearErrors();
    const { request } = checked;
    await download('order', () => fetchAdhocLabOrder(request), xrayOrderFileName(request), {
      done: t('orders.adhoc.order.done', { name: `${request.first_name} ${request.last_name}` }),
      failed: t('orders.adhoc.order.failed'),
    });
  };

  return (
    <AdhocCard title={t('orders.adhoc.order.title')} intro={t('orders.adhoc.order.intro')} formRef={form.formRef} onSubmit={submit} outcome={outcome}>
      <div css={fieldGridCss}>
        <TextField label={t('orders.adhoc.order.firstName')} autoComplete="off" {...form.bind('first_name')} />
        <TextField label={t('orders.adhoc.order.lastName')} autoComplete="off" {...form.bind('last_name')} />
        <TextField label={t('orders.adhoc.order.email')} type="email" autoComplete="off" spellCheck={false} {...form.bind('email')} />
        <TextField label={t('orders.adhoc.order.dob')} type="date" max={practiceDay()} {...form.bind('dob')} />
      </div>
      <Button type="submit" busy={busy === 'order'}>
        {t('orders.adhoc.order.submit')}
      </Button>
    </AdhocCard>
  );
}
