import { css } from '@emotion/react';
import { theme } from '@clinic/platform';

/** The bordered card of each part of the applicant area. */
export const cardCss = css({
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius,
  padding: theme.space(3),
  display: 'grid',
  gap: theme.space(3),
  minWidth: 0,
  // Jumped-to cards take focus without showing an outline around the whole card.
  '&:focus': { outline: 'none' },
});

export const cardTitleCss = css({ margin: 0, fontSize: theme.font.size.large });

export const rowCss = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(2), minWidth: 0 });

export const mutedCss = css({ margin: 0, color: theme.colors.mutedText });

/** A small rounded status label. */
export function badgeCss(tone: 'success' | 'warning' | 'muted') {
  const colours = {
    success: { fg: theme.colors.success, bg: theme.colors.successBg },
    warning: { fg: theme.colors.warning, bg: theme.colors.warningBg },
    muted: { fg: theme.colors.mutedText, bg: theme.colors.surface },
  }[tone];
  return css({
    display: 'inline-block',
    fontSize: '0.75rem',
    fontWeight: 600,
    padding: '1px 8px',
    borderRadius: '999px',
    color: colours.fg,
    background: colours.bg,
    border: `1px solid ${colours.fg}`,
    whiteSpace: 'nowrap',
  });
}
