import { css } from '@emotion/react';
import { theme } from '@clinic/platform';
import { useId, type FormEvent, type ReactNode, type RefObject } from 'react';
import { DownloadOutcomeAlert } from './DownloadOutcomeAlert';
import { cardCss, cardTitleCss, mutedCss } from './styles';
import type { DownloadOutcome } from './useDownload';

export interface AdhocCardProps {
  title: string;
  intro: string;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent) => void;
  outcome: DownloadOutcome | null;
  /** The form's fields and its submit button. */
  children: ReactNode;
}

/** One card of the Adhoc Actions: its title, a line saying what it makes, the form, and how the last download went. */
export function AdhocCard({ title, intro, formRef, onSubmit, outcome, children }: AdhocCardProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} css={cardCss}>
      <h3 id={headingId} css={cardTitleCss}>
        {title}
      </h3>
      <p css={[mutedCss, css({ marginBlock: `${theme.space(1)} ${theme.space(3)}` })]}>{intro}</p>
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
        {children}
      </form>
      <DownloadOutcomeAlert outcome={outcome} />
    </section>
  );
}
