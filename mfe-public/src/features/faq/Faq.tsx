import { css } from '@emotion/react';
import { theme } from '@clinic/platform';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts/namespace';
import { RichText } from '../legal/RichText';
import { FAQ_ITEMS, faqIdFromHash, type FaqItem, type FaqItemId } from './items';

export interface FaqProps {
  /** The items to show, in this order (default: all of FAQ_ITEMS). */
  ids?: readonly FaqItemId[];
  /** Show at most this many items. */
  limit?: number;
  /** Level of the heading wrapping each question (2 under a page's h1, 3 under a section's h2). */
  headingLevel?: 2 | 3 | 4;
  /** The item open at first when the location hash names none (default: none). */
  defaultOpenId?: FaqItemId;
}

const questionButton = css({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space(3),
  width: '100%',
  minHeight: '44px',
  paddingBlock: theme.space(3),
  paddingInline: theme.space(4),
  cursor: 'pointer',
  fontFamily: theme.font.family,
  fontSize: theme.font.size.base,
  fontWeight: 600,
  lineHeight: 1.4,
  color: theme.colors.text,
  textAlign: 'start',
  overflowWrap: 'anywhere',
  '&:hover': { background: theme.colors.surface },
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: '-3px' },
  '&[aria-expanded="true"]': { color: theme.colors.primaryDark, background: theme.colors.infoBg },
});

const chevron = css({
  flex: 'none',
  width: '0.6em',
  height: '0.6em',
  // Physical sides: the chevron points down (closed) or up (open) in both directions of writing.
  borderRight: '2px solid currentColor',
  borderBottom: '2px solid currentColor',
  transform: 'rotate(45deg)',
  transition: 'transform 150ms ease',
  marginBlockStart: '-0.25em',
  '[aria-expanded="true"] > &': { transform: 'rotate(-135deg)', marginBlockStart: '0.25em' },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
});

/**
 * The FAQ as an accessible accordion (WAI-ARIA accordion pattern): each question is a button with
 * aria-expanded/aria-controls inside a heading, each answer a region labelled by its question. One
 * item is open at a time. Up/Down/Home/End move between questions. An item whose id is the location
 * hash (e.g. #covid-faq) opens and is scrolled into view on load and when the hash changes.
 */
export function Faq({ ids, limit, headingLevel = 2, defaultOpenId }: FaqProps) {
  const { t } = useTranslation(NS.faq);
  const items = useMemo<FaqItem[]>(() => {
    const chosen = ids ? ids.map((id) => FAQ_ITEMS.find((item) => item.id === id)).filter((item): item is FaqItem => Boolean(item)) : [...FAQ_ITEMS];
    return limit === undefined ? chosen : chosen.slice(0, Math.max(0, limit));
  }, [ids, limit]);

  const [openId, setOpenId] = useState<FaqItemId | null>(() => faqIdFromHash(window.location.hash, items) ?? defaultOpenId ?? null);
  const [scrollTo, setScrollTo] = useState<FaqItemId | null>(() => faqIdFromHash(window.location.hash, items));
  const buttons = useRef(new Map<FaqItemId, HTMLButtonElement>());

  // Follows the hash (hashchange, back/forward, single-spa navigation) so in-page links open their item.
  useEffect(() => {
    let lastHash = window.location.hash;
    const follow = () => {
      if (window.location.hash === lastHash) return;
      lastHash = window.location.hash;
      const id = faqIdFromHash(lastHash, items);
      if (id) {
        setOpenId(id);
        setScrollTo(id);
      }
    };
    const events = ['hashchange', 'popstate', 'single-spa:routing-event'] as const;
    for (const name of events) window.addEventListener(name, follow);
    return () => {
      for (const name of events) window.removeEventListener(name, follow);
    };
  }, [items]);

  useEffect(() => {
    if (!scrollTo) return;
    document.getElementById(scrollTo)?.scrollIntoView({ block: 'start' });
    setScrollTo(null);
  }, [scrollTo]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target = { ArrowDown: index === last ? 0 : index + 1, ArrowUp: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const item = items[target];
    if (item) buttons.current.get(item.id)?.focus();
  };

  const Heading = `h${headingLevel}` as const;
  return (
    <div
      data-testid="faq"
      css={css({ border: `1px solid ${theme.colors.border}`, borderRadius: theme.radius, overflow: 'hidden', background: theme.colors.background })}
    >
      {items.map((item, index) => {
        const open = openId === item.id;
        const buttonId = `${item.id}-question`;
        const panelId = `${item.id}-answer`;
        const answer = t(`faq.items.${item.key}.a`, { returnObjects: true });
        const paragraphs = Array.isArray(answer) ? answer.length : 1;
        return (
          <div key={item.id} id={item.id} css={css({ scrollMarginTop: theme.space(4), '& + &': { borderBlockStart: `1px solid ${theme.colors.border}` } })}>
            <Heading css={css({ margin: 0, fontSize: 'inherit' })}>
              <button
                type="button"
                id={buttonId}
                ref={(element) => {
                  if (element) buttons.current.set(item.id, element);
                  else buttons.current.delete(item.id);
                }}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
                css={questionButton}
              >
                <span>{t(`faq.items.${item.key}.q`)}</span>
                <span aria-hidden="true" css={chevron} />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!open}
              css={css({
                paddingInline: theme.space(4),
                paddingBlock: `${theme.space(1)} ${theme.space(3)}`,
                lineHeight: 1.6,
                color: theme.colors.text,
                overflowWrap: 'anywhere',
                p: { marginBlock: theme.space(2) },
                a: { color: theme.colors.primary, fontWeight: 600 },
              })}
            >
              {/* A closed answer is hidden, so it is not rendered either: the page's first render is shorter. */}
              {open
                ? Array.from({ length: paragraphs }, (_, paragraph) => (
                    <RichText
                      key={paragraph}
                      ns={NS.faq}
                      i18nKey={Array.isArray(answer) ? `faq.items.${item.key}.a.${paragraph}` : `faq.items.${item.key}.a`}
                      as="p"
                    />
                  ))
                : null}
            </div>
          </div>
        );
      })}
    </div>
  );
}
