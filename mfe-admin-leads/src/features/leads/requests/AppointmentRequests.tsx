import { css } from '@emotion/react';
import { TextField, theme } from '@clinic/platform';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../texts';
import { ListStatus } from '../../../shared/paging/ListStatus';
import { Pager } from '../list/Pager';
import { RequestTable } from './RequestTable';
import { useRequestList } from './useRequestList';

/** The public appointment requests for admins: search, the list of the page, and the pager. */
export function AppointmentRequests() {
  const { t } = useTranslation(NS.staff);
  const list = useRequestList();
  const results = list.data?.results ?? [];
  const loading = list.status === 'loading';

  return (
    <div css={css({ minWidth: 0 })}>
      <div css={css({ maxWidth: '28rem' })}>
        <TextField
          type="search"
          label={t('requests.searchLabel')}
          hint={t('requests.searchHint')}
          value={list.text}
          onChange={(event) => list.setText(event.target.value)}
        />
      </div>
      <ListStatus
        list={list}
        texts={{
          count: (count) => t('requests.count', { count }),
          loading: t('requests.loading'),
          retry: t('requests.retry'),
          failed: t('requests.failed'),
          empty: t('requests.empty'),
        }}
      />
      {list.status !== 'error' && results.length > 0 ? (
        <div aria-busy={loading} css={css({ opacity: loading ? 0.6 : 1, transition: 'opacity 0.15s' })}>
          <RequestTable requests={results} />
          <div css={css({ display: 'flex', justifyContent: 'center', marginBlockStart: theme.space(4) })}>
            <Pager page={list.query.page} lastPage={list.lastPage} onPage={list.setPage} />
          </div>
        </div>
      ) : null}
    </div>
  );
}
