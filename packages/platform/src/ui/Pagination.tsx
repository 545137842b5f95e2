import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Button } from './Button';
import { theme } from './theme';

/** A page number, or a gap between shown page numbers. */
export type PageItem = number | 'gap';

export interface PaginationProps {
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
  /** The page numbers shown between Prev and Next, in order, with `gap` where pages are left out. */
  items: readonly PageItem[];
  labels: {
    /** The navigation's name. */
    nav: string;
    prev: string;
    next: string;
    /** The accessible name of a page's button. */
    page: (page: number) => string;
  };
  /** Shown after the buttons, e.g. "Page: 2". */
  status?: ReactNode;
  /** Where the buttons sit in the width; `center` also centres each line when they wrap. */
  align?: 'start' | 'center';
  className?: string;
}

const pageButton = css({ minWidth: '44px', paddingInline: theme.space(2) });

/** Numbered pages of a staff list with Prev and Next; the current page is marked for screen readers too. */
export function Pagination({ page, lastPage, onPage, items, labels, status, align = 'start', className }: PaginationProps) {
  const justifyContent = align === 'center' ? 'center' : 'flex-start';
  return (
    <nav
      aria-label={labels.nav}
      className={className}
      css={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent, gap: theme.space(2) })}
    >
      <ul css={css({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space(1), alignItems: 'center', justifyContent })}>
        <li>
          <Button variant="secondary" css={pageButton} disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {labels.prev}
          </Button>
        </li>
        {items.map((item, index) =>
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
                aria-label={labels.page(item)}
                onClick={() => onPage(item)}
              >
                {item}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button variant="secondary" css={pageButton} disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
            {labels.next}
          </Button>
        </li>
      </ul>
      {status ? <span css={css({ color: theme.colors.mutedText, fontSize: theme.font.size.small })}>{status}</span> : null}
    </nav>
  );
}
