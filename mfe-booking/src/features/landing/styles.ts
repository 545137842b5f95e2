import { css } from '@emotion/react';

/** The landing's steps are a short form: a readable column, full width on phones. */
export const landingColumn = css({ maxWidth: '32rem' });
