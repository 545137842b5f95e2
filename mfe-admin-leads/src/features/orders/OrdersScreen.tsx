import { css } from '@emotion/react';
import { Button, TextField, theme } from '@clinic/platform';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';
import { scrollToAnchor } from '../leads/applicants/scrollToAnchor';
import { Pager } from '../leads/list/Pager';
import { ListStatus } from '../../shared/paging/ListStatus';
import { AdhocActions, ADHOC_ANCHOR } from './AdhocActions';
import { OrderTable } from './OrderTable';
import { ScrollTopButton } from './ScrollTopButton';
import { ORDER_SEARCH_MIN_CHARS } from './searchRule';
import { useOrderList } from './useOrderList';

const SEARCH_ID = 'orders-search';

/**
 * The Orders screen (back-office.md 2.7): the paid lab orders with search, Refresh and pages of 20,
 * each row opening its detail card (x-ray order, invoice), then the Adhoc Actions.
 */
export function OrdersScreen() {
  const { t } = useTranslation(NS.staff);
  const list = useOrderList();
  const [openUuid, setOpenUuid] = useState<string | null>(null);
  const orders = list.data?.results ?? [];
  const loading = list.status === 'loading';
  const typed = list.text.trim().length;

  return (
    <div css={css({ display: 'grid', gap: theme.space(6), minWidth: 0 })}>
      <div css={css({ display: 'grid', gap: theme.space(3), minWidth: 0 })}>
        <div css={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', columnGap: theme.space(3) })}>
          <div css={css({ flex: '1 1 18rem', maxWidth: '28rem', minWidth: 0 })}>
            <TextField
              id={SEARCH_ID}
              type="search"
              label={t('orders.search')}
              placeholder={t('orders.searchPlaceholder')}
              hint={typed > 0 && typed < ORDER_SEARCH_MIN_CHARS ? t('orders.searchHint') : undefined}
              value={list.text}
              onChange={(event) => list.setText(event.target.value)}
              autoComplete="off"
              spellCheck={false}
            />
          </div>
          <div css={css({ display: 'flex', flexWrap: 'wrap', gap: theme.space(2), marginBlockEnd: theme.space(4) })}>
            <Button variant="secondary" onClick={list.reload} disabled={loading}>
              {t('orders.refresh')}
            </Button>
            <Button variant="secondary" aria-label={t('orders.adhocJumpLabel')} onClick={() => scrollToAnchor(ADHOC_ANCHOR)}>
              {t('orders.adhocJump')}
            </Button>
          </div>
        </div>
        <ListStatus
          list={list}
          texts={{
            count: (count) => t('orders.count', { count }),
            loading: t('orders.loading'),
            retry: t('orders.retry'),
            failed: t('orders.loadFailed'),
            empty: list.query.search ? t('orders.emptySearch', { search: list.query.search }) : t('orders.empty'),
          }}
        />
        {list.status !== 'error' && orders.length > 0 ? (
          <div aria-busy={loading} css={css({ minWidth: 0, opacity: loading ? 0.6 : 1, transition: 'opacity 0.15s' })}>
            <OrderTable orders={orders} openUuid={openUuid} onToggle={(uuid) => setOpenUuid((current) => (current === uuid ? null : uuid))} />
            <div css={css({ display: 'flex', justifyContent: 'center', marginBlockStart: theme.space(4) })}>
              <Pager page={list.query.page} lastPage={list.lastPage} onPage={list.setPage} />
            </div>
          </div>
        ) : null}
      </div>
      <AdhocActions />
      <ScrollTopButton focusId={SEARCH_ID} />
    </div>
  );
}
