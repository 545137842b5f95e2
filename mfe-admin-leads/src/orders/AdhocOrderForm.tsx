import { css } from '@emotion/react';
import { practiceDay } from '@clinic/contracts';
import { Alert, Button, TextField, theme } from '@clinic/platform';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LEADS_NS } from '../texts';
import { checkAdhocOrder, EMPTY_ADHOC_ORDER } from './adhocForms';
import { fetchAdhocLabOrder } from './api';
import { xrayOrderFileName } from './download';
import { cardCss, cardTitleCss, fieldGridCss, mutedCss } from './styles';
import { useDownload } from './useDownload';
import { useFormState } from './useFormState';

/** Generate Adhoc Order (back-office.md 2.7): a chest x-ray lab order PDF for any client. */
export function AdhocOrderForm() {
  const { t } = useTranslation(LEADS_NS);
  const headingId = useId();
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
    <section aria-labelledby={headingId} css={cardCss}>
      <h3 id={headingId} css={cardTitleCss}>
        {t('orders.adhoc.order.title')}
      </h3>
      <p css={[mutedCss, css({ marginBlock: `${theme.space(1)} ${theme.space(3)}` })]}>{t('orders.adhoc.order.intro')}</p>
      <form ref={form.formRef} noValidate onSubmit={submit} aria-labelledby={headingId}>
        <div css={fieldGridCss}>
          <TextField label={t('orders.adhoc.order.firstName')} autoComplete="off" {...form.bind('first_name')} />
          <TextField label={t('orders.adhoc.order.lastName')} autoComplete="off" {...form.bind('last_name')} />
          <TextField label={t('orders.adhoc.order.email')} type="email" autoComplete="off" spellCheck={false} {...form.bind('email')} />
          <TextField label={t('orders.adhoc.order.dob')} type="date" max={practiceDay()} {...form.bind('dob')} />
        </div>
        <Button type="submit" busy={busy === 'order'}>
          {t('orders.adhoc.order.submit')}
        </Button>
      </form>
      {outcome ? (
        <div css={css({ marginBlockStart: theme.space(3) })}>
          <Alert type={outcome.type}>{outcome.text}</Alert>
        </div>
      ) : null}
    </section>
  );
}
