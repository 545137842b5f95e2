import { css } from '@emotion/react';
import { Alert, theme } from '@clinic/platform';
import type { DownloadOutcome } from './useDownload';

/** How the last download of a card went, under its buttons. */
export function DownloadOutcomeAlert({ outcome }: { outcome: DownloadOutcome | null }) {
  if (!outcome) return null;
  return (
    <div css={css({ marginBlockStart: theme.space(3) })}>
      <Alert type={outcome.type}>{outcome.text}</Alert>
    </div>
  );
}
