import { css } from '@emotion/react';
import { theme } from './theme';

/** A file chosen in an upload field: its name (a span or bdi, wrapping anywhere) and its remove button, in a bordered row. */
export const chosenFileRow = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space(2),
  paddingInlineStart: theme.space(3),
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius,
  minWidth: 0,
  'span, bdi': { minWidth: 0, overflowWrap: 'anywhere' },
});
