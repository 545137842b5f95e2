import { css } from '@emotion/react';
import { PageFrame, theme, type PageProps } from '@clinic/platform';
import { useTranslation } from 'react-i18next';
import { OrdersScreen } from '../features/orders/OrdersScreen';
import { NS } from '../texts';

/** `/admin/orders` (admins): the paid lab orders with their documents, and the ad-hoc lab order and receipt. */
export function OrdersPage({ titleKey }: PageProps) {
  const { t } = useTranslation(NS.intro);
  return (
    <PageFrame titleKey={titleKey} wide>
      <p css={css({ marginBlockStart: 0, color: theme.colors.mutedText })}>{t('intro.orders')}</p>
      <OrdersScreen />
    </PageFrame>
  );
}
