import { css, type CSSObject } from '@emotion/react';
import { mq, theme } from '@clinic/platform';

export interface CardTableLayout {
  /** What becomes one card on phones, e.g. `'& tbody > tr'` (a row) or `'& tbody'` (a row and its detail). */
  card: string;
  /** The cells stacked inside a card, e.g. `'& td'` or `'& th, & td'`. */
  cells: string;
}

/**
 * A staff table: a table on wide screens; on phones one card per `card`, each cell under its
 * column's name (`data-label`). `extra` adds the table's own rules (column widths…).
 */
export function cardTableCss({ card, cells }: CardTableLayout, extra: CSSObject = {}) {
  return css(
    {
      width: '100%',
      borderCollapse: 'collapse',
      '& th, & td': {
        textAlign: 'start',
        verticalAlign: 'top',
        padding: theme.space(2),
        borderBlockEnd: `1px solid ${theme.colors.border}`,
        overflowWrap: 'anywhere',
      },
      '& thead th': { background: theme.colors.surface, fontSize: theme.font.size.small },
      [mq.mobile]: {
        '& thead': { display: 'none' },
        [`& tbody, & tr, ${cells}`]: { display: 'block' },
        [card]: { border: `1px solid ${theme.colors.border}`, borderRadius: theme.radius, marginBlockStart: theme.space(3), paddingBlock: theme.space(1) },
        [cells]: { borderBlockEnd: 'none', paddingBlock: theme.space(1) },
        '& td[data-label]::before': {
          content: 'attr(data-label)',
          display: 'block',
          fontWeight: 600,
          fontSize: theme.font.size.small,
          color: theme.colors.mutedText,
        },
      },
    },
    extra,
  );
}
