import { css } from '@emotion/react';
import { mq, theme } from '@clinic/platform';
import type { ReactNode } from 'react';
import { formatTime, PICKER_TIMES } from './dates';

/** The picker times (11:00 to 23:55 in 5-minute steps) as select options, shown as 12-hour times. */
export const TIME_OPTIONS = PICKER_TIMES.map((time) => ({ value: time, label: formatTime(time) }));

/** A label and its value in the details dialogs; on phones the label goes above, so names and e-mails get the whole width. */
export function Detail({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div
      css={css({
        display: 'grid',
        gridTemplateColumns: 'minmax(5rem, max-content) 1fr',
        gap: theme.space(3),
        marginBlockEnd: theme.space(2),
        [mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: 0 },
      })}
    >
      <dt css={css({ fontWeight: 600, margin: 0 })}>{label}</dt>
      <dd css={css({ margin: 0, minWidth: 0 })}>{children}</dd>
    </div>
  );
}
