import { css } from '@emotion/react';
import { theme } from './theme';

/** A column of blocks `theme.space(4)` apart, allowed to shrink below its content's width. */
export const stackCss = css({ display: 'grid', gap: theme.space(4), minWidth: 0 });

/** A row with its first and last parts pushed to the ends (a title and its actions), wrapping when narrow. */
export const spreadRowCss = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: theme.space(3) });

/** Read by screen readers only (a table's caption, a label the layout shows otherwise). */
export const visuallyHidden = css({ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' });
