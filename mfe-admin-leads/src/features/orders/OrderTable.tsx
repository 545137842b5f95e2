import { css } from '@emotion/react';
import { dollarsToCents, formatPhone, formatUsd, type Payment } from '@clinic/contracts';
import { Ltr, mq, theme, visuallyHidden } from '@clinic/platform';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';
import { cardTableCss } from '../../shared/cardTable';
import { fullName, practiceDate } from '../leads/format';
import { OrderDetail } from './OrderDetail';
import { paymentDashboardUrl } from './providerLink';
import { mutedCss } from './styles';

export interface OrderTableProps {
  orders: readonly Payment[];
  /** The order whose detail card is open under its row. */
  openUuid: string | null;
  onToggle: (uuid: string) => void;
}

/** The id of an order's name button: closing its detail gives the focus back to it. */
const orderToggleId = (uuid: string) => `order-toggle-${uuid}`;
const detailId = (uuid: string) => `order-detail-${uuid}`;

/**
 * A table on wide screens; on phones one card per order (each order is its own `tbody`, its
 * detail included), each cell under its column's name (`data-label`).
 */
const tableCss = cardTableCss({ card: '& tbody', cells: '& th, & td' });

const toggleCss = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space(1),
  minHeight: '24px',
  padding: 0,
  border: 'none',
  background: 'transparent',
  font: 'inherit',
  fontWeight: 600,
  color: theme.colors.primary,
  textAlign: 'start',
  cursor: 'pointer',
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: '2px' },
  [mq.mobile]: { minHeight: '44px' },
});

/** The paid orders of the page: Name (opens the order's detail card), Tests, Paid Amount and Details. */
export function OrderTable({ orders, openUuid, onToggle }: OrderTableProps) {
  const { t } = useTranslation(NS.staff);
  const column = (key: string) => t(`orders.columns.${key}`);
  const close = (uuid: string) => {
    onToggle(uuid);
    document.getElementById(orderToggleId(uuid))?.focus();
  };
  return (
    <table css={tableCss}>
      <caption css={visuallyHidden}>{t('orders.caption')}</caption>
      <thead>
        <tr>
          {['name', 'tests', 'amount', 'details'].map((key) => (
            <th key={key} scope="col">
              {column(key)}
            </th>
          ))}
        </tr>
      </thead>
      {orders.map((order) => {
        const open = order.uuid === openUuid;
        const name = fullName(order);
        const amount = formatUsd(dollarsToCents(order.amount));
        const dashboardUrl = paymentDashboardUrl(order);
        return (
          <tbody key={order.uuid} data-testid="order">
            <tr css={open ? css({ background: theme.colors.infoBg }) : undefined}>
              <th scope="row" css={css({ fontWeight: 'normal' })}>
                <button
                  type="button"
                  id={orderToggleId(order.uuid)}
                  css={toggleCss}
                  aria-expanded={open}
                  aria-controls={open ? detailId(order.uuid) : undefined}
                  onClick={() => onToggle(order.uuid)}
                >
                  <span
                    aria-hidden
                    css={css({
                      display: 'inline-block',
                      width: '1em',
                      transition: 'transform 0.15s',
                      transform: open ? 'rotate(90deg)' : undefined,
                      '[dir="rtl"] &': { transform: open ? 'rotate(90deg)' : 'scaleX(-1)' },
                    })}
                  >
                    ▸
                  </span>
                  {name}
                </button>
              </th>
              <td data-label={column('tests')}>
                {order.tests.length > 0 ? (
                  <ul css={css({ margin: 0, paddingInlineStart: theme.space(4) })}>
                    {order.tests.map((test, i) => (
                      <li key={`${i}-${test}`}>{test}</li>
                    ))}
                  </ul>
                ) : (
                  <span css={mutedCss}>{t('orders.noTests')}</span>
                )}
              </td>
              <td data-label={column('amount')}>
                {dashboardUrl ? (
                  <a
                    href={dashboardUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('orders.providerLink', { amount })}
                    css={css({ fontWeight: 600, color: theme.colors.primary })}
                  >
                    <Ltr>{amount}</Ltr>
                    <span aria-hidden> ↗</span>
                  </a>
                ) : (
                  <Ltr css={css({ fontWeight: 600 })}>{amount}</Ltr>
                )}
                <div css={mutedCss}>{t('orders.paidOn', { date: practiceDate(order.updated_on) })}</div>
              </td>
              <td data-label={column('details')}>
                <div>
                  <Ltr>{order.email}</Ltr>
                </div>
                {order.phone ? (
                  <div>
                    <Ltr>{formatPhone(order.phone)}</Ltr>
                  </div>
                ) : null}
              </td>
            </tr>
            {open ? (
              <tr>
                <td colSpan={4} css={css({ background: theme.colors.surface })}>
                  <OrderDetail id={detailId(order.uuid)} order={order} onClose={() => close(order.uuid)} />
                </td>
              </tr>
            ) : null}
          </tbody>
        );
      })}
    </table>
  );
}
