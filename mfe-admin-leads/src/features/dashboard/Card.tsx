import { css } from '@emotion/react';
import { mq, theme, visuallyHidden } from '@clinic/platform';
import { useId, type ReactNode } from 'react';

/**
 * A titled block of the dashboard (a chart, a table or a group of figures). `summary` states a
 * chart's figures in words for screen readers.
 */
export function Card({ title, subtitle, summary, children }: { title: string; subtitle?: string; summary?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      css={css({
        minWidth: 0,
        boxSizing: 'border-box',
        padding: theme.space(4),
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radius,
        background: theme.colors.background,
      })}
    >
      <h2 id={headingId} css={css({ margin: 0, fontSize: theme.font.size.large })}>
        {title}
      </h2>
      {subtitle ? <p css={css({ marginBlock: `${theme.space(1)} 0`, color: theme.colors.mutedText, fontSize: theme.font.size.small })}>{subtitle}</p> : null}
      {summary ? <p css={visuallyHidden}>{summary}</p> : null}
      <div css={css({ marginBlockStart: theme.space(3) })}>{children}</div>
    </section>
  );
}

/** Cards side by side on wide screens, stacked on phones. */
export function CardGrid({ children, min = '22rem' }: { children: ReactNode; min?: string }) {
  return <div css={css({ display: 'grid', gap: theme.space(4), gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${min}), 1fr))` })}>{children}</div>;
}

/** A figure with its name (and an optional detail line), as a description list item. */
export function Stat({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div css={css({ minWidth: 0, padding: theme.space(3), borderRadius: theme.radius, background: theme.colors.surface })}>
      <dt css={css({ fontSize: theme.font.size.small, color: theme.colors.mutedText, fontWeight: 600 })}>{label}</dt>
      <dd
        css={css({
          margin: 0,
          fontSize: 'clamp(1.25rem, 2.2vw, 1.75rem)',
          fontWeight: 700,
          lineHeight: 1.2,
          fontVariantNumeric: 'tabular-nums',
          overflowWrap: 'normal',
          [mq.mobile]: { fontSize: '1.375rem' },
        })}
      >
        {value}
      </dd>
      {detail ? <dd css={css({ margin: 0, fontSize: theme.font.size.small, color: theme.colors.mutedText })}>{detail}</dd> : null}
    </div>
  );
}

/** Stats in a wrapping grid (two per row on phones). */
export function StatList({ children }: { children: ReactNode }) {
  return (
    <dl css={css({ margin: 0, display: 'grid', gap: theme.space(3), gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9.5rem), 1fr))' })}>{children}</dl>
  );
}
