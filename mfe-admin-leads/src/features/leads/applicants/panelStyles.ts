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
