import { theme } from '@clinic/platform';
import { css } from '@emotion/react';
import { useEffect, useRef, type ReactNode } from 'react';

/** The heading of a wizard step; it takes the focus when the step opens, so keyboard and screen reader users land on the new step. */
export function StepHeading({ children }: { children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <h3 ref={heading} tabIndex={-1} css={css({ fontSize: theme.font.size.base, marginBlock: `0 ${theme.space(3)}`, outline: 'none' })}>
      {children}
    </h3>
  );
}

/** The buttons of a step, at its end (Back on the start side, the step's action on the end side). */
export function StepActions({ children }: { children: ReactNode }) {
  return (
    <div css={css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: theme.space(2), marginBlockStart: theme.space(6) })}>{children}</div>
  );
}
