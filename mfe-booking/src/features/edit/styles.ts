import { css } from '@emotion/react';
import { mq, theme } from '@clinic/platform';

/** The outcome of the last change above the two parts of edit mode. */
export const editLayout = css({ display: 'flex', flexDirection: 'column', gap: theme.space(6), minWidth: 0 });

/** The appointment beside the people who may join it; one column on phones. */
export const editColumns = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: theme.space(6),
  alignItems: 'start',
  [mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: theme.space(5) },
});

/** A heading inside a section (the people of the appointment). */
export const minorHeading = css({ fontSize: theme.font.size.base });

/** A person's row: name and details at the start, tag or action at the end, wrapping on narrow screens. */
export const personRow = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: theme.space(2) });

export const personName = css({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: '1 1 10rem' });

/** The 'Primary' tag of the primary applicant. */
export const primaryTag = css({
  display: 'inline-block',
  paddingBlock: theme.space(0.5),
  paddingInline: theme.space(2),
  borderRadius: '999px',
  border: `1px solid ${theme.colors.primary}`,
  background: theme.colors.infoBg,
  color: theme.colors.primary,
  fontSize: theme.font.size.small,
  fontWeight: 600,
  whiteSpace: 'nowrap',
});

/** The outcome message takes focus after a change; it shows focus only from the keyboard. */
export const focusTarget = css({ '&:focus': { outline: 'none' } });
