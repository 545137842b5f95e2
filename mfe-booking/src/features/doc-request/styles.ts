import { css } from '@emotion/react';
import { theme } from '@clinic/platform';

/** The heading of a step; the page moves focus to it when the step changes. */
export const stepHeading = css({
  margin: 0,
  marginBlockEnd: theme.space(1),
  fontSize: theme.font.size.large,
  '&:focus': { outline: 'none' },
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: '2px' },
});

/** A step's column of paragraphs, messages and controls. */
export const stepBody = css({ display: 'flex', flexDirection: 'column', gap: theme.space(3), minWidth: 0, p: { margin: 0 } });

export const buttonRow = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(3) });
