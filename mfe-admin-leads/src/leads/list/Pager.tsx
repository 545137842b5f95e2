import { css } from '@emotion/react';
import { Button, theme } from '@clinic/platform';
import { useTranslation } from 'react-i18next';
import { LEADS_NS } from '../../texts';
import { pagerNumbers } from './pagerRule';

export interface PagerProps {
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
}

const pageButton = css({ minWidth: '44px', paddingInline: theme.space(2) });

/** Prev, up to 4 page numbers around the current page, Next and 'Page: n'. */
export function Pager({ page, lastPage, onPage }: PagerProps) {
  const { t } = useTranslation(LEADS_NS);
  return (
    <nav aria-label={t('list.pager.label')} css={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(2) })}>
      <ul css={css({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space(1), alignItems: 'center' })}>
        <li>
          <Button variant="secondary" css={pageButton} disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('list.pager.prev')}
          </Button>
        </li>
        {pagerNumbers(page, lastPage).map((number) => (
          <li key={number}>
            <Button
              variant={number === page ? 'primary' : 'text'}
              css={pageButton}
              aria-current={number === page ? 'page' : undefined}
              aria-label={t('list.pager.page', { page: number })}
              onClick={() => onPage(number)}
            >
              {number}
            </Button>
          </li>
        ))}
        <li>
          <Button variant="secondary" css={pageButton} disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
            {t('list.pager.next')}
          </Button>
        </li>
      </ul>
      <span css={css({ color: theme.colors.mutedText, fontSize: theme.font.size.small })}>{t('list.pager.current', { page })}</span>
    </nav>
  );
}
