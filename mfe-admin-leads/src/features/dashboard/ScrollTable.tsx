import { css } from '@emotion/react';
import { DASHBOARD_TABLE_MAX_HEIGHT_PX } from '@clinic/contracts';
import { theme } from '@clinic/platform';
import type { ReactNode } from 'react';

const tableCss = css({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: theme.font.size.small,
  // Long words wrap without squeezing a column to one letter (the page's `anywhere` would).
  overflowWrap: 'break-word',
  '& th, & td': { textAlign: 'start', verticalAlign: 'top', padding: theme.space(2), borderBlockEnd: `1px solid ${theme.colors.border}` },
  '& th': { position: 'sticky', insetBlockStart: 0, background: theme.colors.surface, zIndex: 1 },
  '& td.number, & th.number': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  '& td.number': { whiteSpace: 'nowrap' },
});

/**
 * A data table that scrolls inside a box at most 500 px high (back-office.md 2.3), its header kept
 * in view; the box takes keyboard focus so it can be scrolled without a mouse.
 */
export function ScrollTable({ label, head, children }: { label: string; head: ReactNode; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      css={css({
        maxHeight: DASHBOARD_TABLE_MAX_HEIGHT_PX,
        overflow: 'auto',
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radius,
        '&:focus-visible': { outline: `3px solid ${theme.colors.focus}` },
      })}
    >
      <table css={tableCss}>
        <thead>{head}</thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
