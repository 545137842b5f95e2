import { css } from '@emotion/react';
import { theme } from '@clinic/platform';

/** The button look of a small link-like action (ID Front, Copy). */
export const linkButtonCss = css({
  background: 'none',
  border: 'none',
  padding: `${theme.space(1)} ${theme.space(1)}`,
  minHeight: '32px',
  font: 'inherit',
  color: theme.colors.primary,
  textDecoration: 'underline',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: '1px' },
  '&:disabled': { color: theme.colors.mutedText, textDecoration: 'none', cursor: 'not-allowed' },
});
