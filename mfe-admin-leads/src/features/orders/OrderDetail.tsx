import { css } from '@emotion/react';
import type { Payment } from '@clinic/contracts';
import { Button, theme } from '@clinic/platform';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';
import { fullName } from '../leads/format';
import { fetchInvoice, fetchLabOrder } from './api';
import { invoiceFileName, xrayOrderFileName } from './download';
import { DownloadOutcomeAlert } from './DownloadOutcomeAlert';
import { actionsCss, cardCss, cardTitleCss } from './styles';
import { useDownload } from './useDownload';

export interface OrderDetailProps {
  id: string;
  order: Payment;
  onClose: () => void;
}

const GENDERS = ['male', 'female', 'other'];

/** A row's detail card (back-office.md 2.7): the payer's names and gender, Generate X-ray Order and Lab Invoice. */
export function OrderDetail({ id, order, onClose }: OrderDetailProps) {
  const { t } = useTranslation(NS.staff);
  const headingId = useId();
  const { busy, outcome, download } = useDownload<'xray' | 'invoice'>();
  const name = fullName(order);
  const none = t('orders.detail.none');
  const gender = GENDERS.includes(order.gender) ? t(`orders.detail.genders.${order.gender}`) : order.gender || none;
  const facts: Array<[string, string]> = [
    [t('orders.detail.firstName'), order.first_name || none],
    [t('orders.detail.middleName'), order.middle_name || none],
    [t('orders.detail.lastName'), order.last_name || none],
    [t('orders.detail.gender'), gender],
  ];

  const xray = () =>
    download('xray', () => fetchLabOrder(order.uuid, 'chest-x-ray'), xrayOrderFileName(order), {
      done: t('orders.detail.xrayDone', { name }),
      failed: t('orders.detail.xrayFailed'),
    });
  const invoice = () =>
    download('invoice', () => fetchInvoice(order.uuid), invoiceFileName(order), {
      done: t('orders.detail.invoiceDone', { name }),
      failed: t('orders.detail.invoiceFailed'),
    });

  return (
    <section id={id} aria-labelledby={headingId} css={cardCss}>
      <h3 id={headingId} css={cardTitleCss}>
        {t('orders.detail.title', { name })}
      </h3>
      <dl
        css={css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 8rem), 1fr))', gap: theme.space(3), marginBlock: theme.space(3) })}
      >
        {facts.map(([label, value]) => (
          <div key={label} css={css({ minWidth: 0 })}>
            <dt css={css({ fontSize: theme.font.size.small, fontWeight: 600, color: theme.colors.mutedText })}>{label}</dt>
            <dd css={css({ margin: 0 })}>{value}</dd>
          </div>
        ))}
      </dl>
      <div css={actionsCss}>
        <Button onClick={xray} busy={busy === 'xray'} disabled={busy !== null}>
          {t('orders.detail.xray')}
        </Button>
        <Button variant="secondary" onClick={invoice} busy={busy === 'invoice'} disabled={busy !== null}>
          {t('orders.detail.invoice')}
        </Button>
        <Button variant="text" onClick={onClose}>
          {t('orders.detail.close')}
        </Button>
      </div>
      <DownloadOutcomeAlert outcome={outcome} />
    </section>
  );
}
