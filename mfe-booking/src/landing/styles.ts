import { css } from '@emotion/react';

/** The landing's steps are a short form: a readable column, full width on phones. */
export const landingColumn = css({ maxWidth: '32rem' });

/** The code field: large, spaced digits that stay left-to-right in every language. */
export const codeInput = css({ fontSize: '1.5rem', letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' });
