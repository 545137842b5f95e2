import { mq, theme } from '@clinic/platform';
import { css } from '@emotion/react';

/** The centred content column of the information pages (no sideways scroll at 375px). */
export const contentColumn = css({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: theme.maxContentWidth,
  marginInline: 'auto',
  paddingInline: theme.space(6),
  minWidth: 0,
  overflowWrap: 'anywhere',
  [mq.mobile]: { paddingInline: theme.space(4) },
});

export const pageSection = css({ display: 'grid', gap: theme.space(4), minWidth: 0, paddingBlock: theme.space(6), scrollMarginBlockStart: theme.space(20) });

export const sectionHeading = css({ margin: 0, fontSize: '1.5rem', lineHeight: 1.25, color: theme.colors.text });

export const focusRing = css({ '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: '2px' } });

/** A link styled as the primary button. */
export const primaryButtonLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '48px',
  paddingInline: theme.space(6),
  borderRadius: theme.radius,
  background: theme.colors.primary,
  color: theme.colors.primaryText,
  fontWeight: 700,
  textDecoration: 'none',
  '&:hover': { background: theme.colors.primaryDark },
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: '2px' },
});
