import { css } from '@emotion/react';
import { theme } from '@clinic/platform';

/** A titled block of the scheduling page (booking type, applicants, offices, times). */
export const panelSection = css({ display: 'flex', flexDirection: 'column', gap: theme.space(3), minWidth: 0, p: { margin: 0 } });

/** A section heading; the page moves focus to some of them, so they show focus only from the keyboard. */
export const sectionHeading = css({
  margin: 0,
  fontSize: theme.font.size.large,
  fontWeight: 700,
  lineHeight: 1.3,
  '&:focus': { outline: 'none' },
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: '2px' },
});

export const subHeading = css({ margin: 0, fontSize: theme.font.size.base, color: theme.colors.mutedText, fontWeight: 600 });

export const hint = css({ color: theme.colors.mutedText, fontSize: theme.font.size.small });

export const plainList = css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space(2), minWidth: 0 });

/** A bordered card of a list (an applicant, an office, an appointment). */
export const card = css({
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius,
  paddingBlock: theme.space(3),
  paddingInline: theme.space(3),
  background: theme.colors.background,
  minWidth: 0,
  '&[data-chosen="true"]': { borderColor: theme.colors.primary, background: theme.colors.infoBg },
  '&[data-disabled="true"]': { background: theme.colors.surface },
});

/** A fieldset that looks like nothing but groups its radios or checkboxes for assistive technology. */
export const bareFieldset = css({ border: 'none', margin: 0, padding: 0, minWidth: 0 });

/** A radio or checkbox next to its label, centred on the label's first 44 px line. */
export const choiceInput = css({
  flex: 'none',
  width: 20,
  height: 20,
  marginBlock: 12,
  marginInline: 0,
  cursor: 'pointer',
  '&:disabled': { cursor: 'not-allowed' },
});

export const choiceLabel = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.space(3),
  cursor: 'pointer',
  minWidth: 0,
  '&[data-disabled="true"]': { cursor: 'not-allowed' },
});

/** Label and value rows of a summary (the confirmation card, a booked appointment). */
export const detailList = css({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: theme.space(4),
  rowGap: theme.space(2),
  margin: 0,
  dt: { fontWeight: 600, color: theme.colors.mutedText },
  dd: { margin: 0, minWidth: 0 },
  '@media (max-width: 420px)': { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: 0, dd: { marginBlockEnd: theme.space(2) } },
});

export const buttonRow = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(3) });

/** A link that looks like a secondary button (Manage, Change who is coming). */
export const linkButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 44,
  paddingBlock: theme.space(2),
  paddingInline: theme.space(4),
  border: `1px solid ${theme.colors.primary}`,
  borderRadius: theme.radius,
  background: theme.colors.background,
  color: theme.colors.primary,
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover': { background: theme.colors.infoBg },
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: '2px' },
});
