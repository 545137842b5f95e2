import { css } from '@emotion/react';
import { theme } from '@clinic/platform';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';
import { AdhocOrderForm } from './AdhocOrderForm';
import { AdhocReceiptForm } from './AdhocReceiptForm';
import { cardTitleCss, mutedCss } from './styles';

/** The Adhoc Actions card's element id: the Adhoc button scrolls to it and focuses it. */
export const ADHOC_ANCHOR = 'orders-adhoc-actions';

/** Adhoc Actions (back-office.md 2.7): Generate Adhoc Order and Generate Adhoc Receipt, side by side on wide screens. */
export function AdhocActions() {
  const { t } = useTranslation(NS.staff);
  return (
    <section
      id={ADHOC_ANCHOR}
      tabIndex={-1}
      aria-labelledby={`${ADHOC_ANCHOR}-title`}
      css={css({
        minWidth: 0,
        paddingBlock: theme.space(4),
        paddingInline: theme.space(4),
        borderRadius: theme.radius,
        background: theme.colors.surface,
        scrollMarginBlockStart: theme.space(4),
        '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: '2px' },
      })}
    >
      <h2 id={`${ADHOC_ANCHOR}-title`} css={cardTitleCss}>
        {t('orders.adhoc.title')}
      </h2>
      <p css={[mutedCss, css({ marginBlock: `${theme.space(1)} ${theme.space(3)}` })]}>{t('orders.adhoc.intro')}</p>
      <div css={css({ display: 'grid', gap: theme.space(4), gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 26rem), 1fr))', alignItems: 'start' })}>
        <AdhocOrderForm />
        <AdhocReceiptForm />
      </div>
    </section>
  );
}
