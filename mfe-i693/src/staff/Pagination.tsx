import { css } from '@emotion/react';
import { Button, theme } from '@clinic/platform';
import { useTranslation } from 'react-i18next';
import { NS } from '../texts';
import { pageItems } from './pagination';

export interface PaginationProps {
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
}

const pageButton = css({ minWidth: '44px', paddingInline: theme.space(2) });

/** Numbered pages with Prev and Next; the current page is marked for screen readers too. */
export function Pagination({ page, lastPage, onPage }: PaginationProps) {
  const { t } = useTranslation(NS.staff);
  if (lastPage <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')} css={css({ marginBlockStart: theme.space(4) })}>
      <ul
        css={css({
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'flex',
          flexWrap: 'wrap',
          gap: theme.space(1),
          alignItems: 'center',
          justifyContent: 'center',
        })}
      >
        <li>
          <Button variant="secondary" css={pageButton} disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('pagination.prev')}
          </Button>
        </li>
        {pageItems(page, lastPage).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Button
                variant={item === page ? 'primary' : 'text'}
                css={pageButton}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: item })}
                onClick={() => onPage(item)}
              >
                {item}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button variant="secondary" css={pageButton} disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
            {t('pagination.next')}
          </Button>
        </li>
      </ul>
    </nav>
  );
}
