import { css } from '@emotion/react';
import { mq, theme } from '@clinic/platform';

/** A bordered card of the Orders screen (a row's detail, the Adhoc Actions and their forms). */
export const cardCss = css({
  minWidth: 0,
  boxSizing: 'border-box',
  padding: theme.space(4),
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius,
  background: theme.colors.background,
  [mq.mobile]: { padding: theme.space(3) },
});

export const cardTitleCss = css({ margin: 0, fontSize: theme.font.size.large, lineHeight: 1.3 });

export const mutedCss = css({ color: theme.colors.mutedText, fontSize: theme.font.size.small });

/** Buttons that wrap onto the next line on phones. */
export const actionsCss = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(2) });

/** A form's fields two or more to a row on wide screens, one on phones. */
export const fieldGridCss = css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 13rem), 1fr))', columnGap: theme.space(3) });
