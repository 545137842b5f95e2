import { css } from '@emotion/react';
import { theme } from '@clinic/platform';
import type { ReactNode } from 'react';

const cardCss = css({
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius,
  padding: theme.space(3),
  display: 'grid',
  gap: theme.space(3),
  minWidth: 0,
});

export interface LeadCardProps {
  /** The card's anchor (`ANCHORS`); its title's id is `<id>-title`. */
  id: string;
  title: ReactNode;
  children: ReactNode;
}

/** A bordered card of the lead's page, named by its title and reachable by its anchor. */
export function LeadCard({ id, title, children }: LeadCardProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} css={cardCss}>
      <h3 id={titleId} css={css({ margin: 0, fontSize: theme.font.size.large })}>
        {title}
      </h3>
      {children}
    </section>
  );
}
