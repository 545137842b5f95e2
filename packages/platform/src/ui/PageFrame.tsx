import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { mq, theme } from './theme';

export interface PageFrameProps {
  /** A `titleKey` of contracts ROUTES, translated in the `routes` namespace. */
  titleKey?: string;
  /** An already translated title (wins over titleKey). */
  title?: ReactNode;
  children?: ReactNode;
  /** Content next to the heading (e.g. page actions). */
  actions?: ReactNode;
  /** Lets wide pages (calendars, tables) use the full width. */
  wide?: boolean;
}

/** The frame of a page: an h1 heading and a responsive content container that never scrolls sideways at 375 px. */
export function PageFrame({ titleKey, title, children, actions, wide = false }: PageFrameProps) {
  const { t } = useTranslation('routes');
  const heading = title ?? (titleKey ? t(titleKey) : null);
  return (
    <section
      css={css({
        boxSizing: 'border-box',
        width: '100%',
        maxWidth: wide ? 'none' : theme.maxContentWidth,
        marginInline: 'auto',
        paddingBlock: theme.space(6),
        paddingInline: theme.space(6),
        minWidth: 0,
        overflowWrap: 'anywhere',
        [mq.mobile]: { paddingInline: theme.space(4), paddingBlock: theme.space(4) },
      })}
    >
      {heading !== null || actions ? (
        <div
          css={css({
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: theme.space(3),
            marginBlockEnd: theme.space(4),
          })}
        >
          {heading !== null ? (
            <h1 css={css({ margin: 0, fontSize: theme.font.size.title, lineHeight: 1.2, color: theme.colors.text, [mq.mobile]: { fontSize: '1.5rem' } })}>
              {heading}
            </h1>
          ) : null}
          {actions}
        </div>
      ) : null}
      {children}
    </section>
  );
}
