import { css } from '@emotion/react';
import { Alert, Button, Spinner, theme } from '@clinic/platform';
import type { SearchedPages } from './useSearchedPages';

export interface ListStatusTexts {
  /** How many rows match, e.g. '26 paid orders'. */
  count: (count: number) => string;
  loading: string;
  retry: string;
  /** Shown when the load failed and the server said nothing. */
  failed: string;
  /** Shown when the page is empty (the search may say why). */
  empty: string;
}

/** A searched list's state above its rows: the count and a spinner, a failure with Retry, or why it is empty. */
export function ListStatus<T>({ list, texts }: { list: SearchedPages<T>; texts: ListStatusTexts }) {
  const loading = list.status === 'loading';
  const failed = list.status === 'error';
  return (
    <>
      <div css={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(3), minHeight: '44px' })}>
        <p role="status" css={css({ margin: 0, color: theme.colors.mutedText })}>
          {list.data && !failed ? texts.count(list.data.count) : ''}
        </p>
        {loading ? <Spinner label={texts.loading} size={20} /> : null}
      </div>
      {failed ? (
        <Alert
          type="error"
          action={
            <Button variant="secondary" onClick={list.reload}>
              {texts.retry}
            </Button>
          }
        >
          {list.error ?? texts.failed}
        </Alert>
      ) : null}
      {!failed && list.data && list.data.results.length === 0 ? <Alert type="info">{texts.empty}</Alert> : null}
    </>
  );
}
