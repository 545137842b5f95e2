import { css, type CSSObject } from '@emotion/react';
import { theme } from './theme';

/** The look of a form field (label, control, hint, error): the platform's fields use it, and so do the remotes' own (date pickers, uploads, signature). */
export const fieldStyles = {
  wrapper: css({ display: 'flex', flexDirection: 'column', gap: theme.space(1), marginBlockEnd: theme.space(4), minWidth: 0 }),
  label: css({ fontWeight: 600, color: theme.colors.text }),
  /** A plain object, for controls styled through a class name (third-party inputs). */
  control: {
    font: 'inherit',
    minHeight: '44px',
    paddingBlock: theme.space(2),
    paddingInline: theme.space(3),
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius,
    width: '100%',
    boxSizing: 'border-box',
    background: theme.colors.background,
    color: theme.colors.text,
    '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: '1px' },
    '&[aria-invalid="true"]': { borderColor: theme.colors.error },
  } satisfies CSSObject as CSSObject,
  error: css({ color: theme.colors.error, fontSize: theme.font.size.small }),
  hint: css({ color: theme.colors.mutedText, fontSize: theme.font.size.small }),
  /** A two-column grid of fields that becomes one column on narrow screens. */
  grid: css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 15rem), 1fr))', columnGap: theme.space(4) }),
};
