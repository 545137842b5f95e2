import { css } from '@emotion/react';
import { mq, theme } from '@clinic/platform';

/** The select column, then Name, A-Number, Files, Dates, Template and Action. */
export const COLUMN_COUNT = 7;

// Child combinators only: the vaccine table inside an edit panel keeps its own layout.
const row = '& > tbody > tr[data-testid="application-row"]';
const cell = `${row} > td`;
const editCell = '& > tbody > tr[data-edit-row] > td';

/**
 * The list as a table on wide screens and as one card per application on phones (the compact
 * layout): each cell then shows its column's name (`data-label`) above its content.
 */
export const tableCss = css({
  width: '100%',
  borderCollapse: 'collapse',
  '& > thead > tr > th, & > tbody > tr > td': {
    textAlign: 'start',
    verticalAlign: 'top',
    padding: theme.space(2),
    borderBlockEnd: `1px solid ${theme.colors.border}`,
  },
  '& > thead > tr > th': { background: theme.colors.surface, fontSize: theme.font.size.small, whiteSpace: 'nowrap' },
  // Wide screens: one compact line per application, the columns sized so the table fits 1280 px without scrolling.
  [mq.desktop]: {
    tableLayout: 'fixed',
    '& > thead > tr > th, & > tbody > tr > td': { paddingInline: theme.space(1.5) },
    [cell]: { verticalAlign: 'middle', paddingBlock: theme.space(1) },
    '& > thead > tr > th': { whiteSpace: 'normal' },
    '& > thead > tr > th:nth-of-type(1)': { width: '64px' },
    // A-Number fits "A-123456789", Files "Front Back", Dates "Updated Sep 30, 2026, 12:59 AM PDT": the rest is the name's.
    '& > thead > tr > th:nth-of-type(3)': { width: '108px' },
    '& > thead > tr > th:nth-of-type(4)': { width: '100px' },
    '& > thead > tr > th:nth-of-type(5)': { width: '260px' },
    '& > thead > tr > th:nth-of-type(6)': { width: '252px' },
    '& > thead > tr > th:nth-of-type(7)': { width: '164px' },
    [`${cell}:nth-of-type(3), ${cell}:nth-of-type(4)`]: { fontSize: theme.font.size.small },
  },
  [editCell]: { padding: theme.space(2), background: theme.colors.background },
  [`${row}[data-selected] > td`]: { background: theme.colors.infoBg },
  [mq.mobile]: {
    '& > thead > tr': { display: 'flex', alignItems: 'center' },
    '& > thead > tr > th': { display: 'none', background: 'none' },
    '& > thead > tr > th:first-of-type': { display: 'block', borderBlockEnd: 'none' },
    '& > tbody, & > tbody > tr, & > tbody > tr > td': { display: 'block' },
    [row]: {
      display: 'grid',
      gridTemplateColumns: 'auto minmax(0, 1fr)',
      border: `1px solid ${theme.colors.border}`,
      borderRadius: theme.radius,
      marginBlockStart: theme.space(3),
    },
    [cell]: { gridColumn: '1 / -1', borderBlockEnd: 'none', paddingBlock: theme.space(1), minWidth: 0 },
    [`${cell}:nth-of-type(-n+2)`]: { gridColumn: 'auto' },
    [`${cell}[data-label]:not(:nth-of-type(2))::before`]: {
      content: 'attr(data-label)',
      display: 'block',
      fontWeight: 600,
      fontSize: theme.font.size.small,
      color: theme.colors.mutedText,
    },
    [editCell]: { paddingInline: 0, borderBlockEnd: 'none' },
  },
});
