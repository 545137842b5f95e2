import { css } from '@emotion/react';
import { theme } from '@clinic/platform';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts/namespace';
import type { LegalBlock, LegalSection } from '../../texts/legal-types';
import { RichText } from './RichText';

export interface LegalDocumentProps {
  /** `privacy` or `terms`: the top-level text key of the document. */
  textKey: 'privacy' | 'terms';
  /** Prefix of the section anchors: `${idPrefix}-1` ... */
  idPrefix: string;
  /** Show a table of contents with in-page links to the numbered sections. */
  toc?: boolean;
}

function Block({ block, path }: { block: LegalBlock; path: string }) {
  if (typeof block === 'string') return <RichText ns={NS.legal} i18nKey={path} as="p" />;
  return (
    <ul>
      {block.map((_, index) => (
        <RichText key={index} ns={NS.legal} i18nKey={`${path}.${index}`} as="li" />
      ))}
    </ul>
  );
}

const sectionHeading = css({
  fontSize: theme.font.size.large,
  lineHeight: 1.3,
  marginBlock: `${theme.space(6)} ${theme.space(2)}`,
  scrollMarginTop: theme.space(4),
});

/** A legal text of numbered sections (`<key>.intro` paragraphs, then `<key>.sections`), each with an anchor. */
export function LegalDocument({ textKey, idPrefix, toc = false }: LegalDocumentProps) {
  const { t } = useTranslation(NS.legal);
  const intro = t(`${textKey}.intro`, { returnObjects: true }) as LegalBlock[];
  const sections = t(`${textKey}.sections`, { returnObjects: true }) as LegalSection[];

  // The browser scrolls to a section anchor before the page is rendered; do it once the sections exist.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id.startsWith(`${idPrefix}-`)) document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [idPrefix]);

  return (
    <article
      css={css({
        lineHeight: 1.6,
        color: theme.colors.text,
        maxWidth: '60rem',
        'p, li': { marginBlock: theme.space(2) },
        ul: { paddingInlineStart: theme.space(6) },
        a: { color: theme.colors.primary },
      })}
    >
      {Array.isArray(intro) ? intro.map((block, index) => <Block key={index} block={block} path={`${textKey}.intro.${index}`} />) : null}
      {toc && Array.isArray(sections) ? (
        <nav
          aria-labelledby={`${idPrefix}-contents`}
          css={css({ background: theme.colors.surface, borderRadius: theme.radius, padding: theme.space(4), marginBlock: theme.space(4) })}
        >
          <h2 id={`${idPrefix}-contents`} css={css({ fontSize: theme.font.size.base, margin: 0 })}>
            {t(`${textKey}.contents`)}
          </h2>
          <ol
            css={css({
              marginBlock: theme.space(2),
              paddingInlineStart: theme.space(6),
              columnWidth: '18rem',
              columnGap: theme.space(6),
              li: { marginBlock: theme.space(1), breakInside: 'avoid' },
            })}
          >
            {sections.map((section, index) => (
              <li key={index}>
                <a href={`#${idPrefix}-${index + 1}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {Array.isArray(sections)
        ? sections.map((section, index) => (
            <section key={index} aria-labelledby={`${idPrefix}-${index + 1}`}>
              <h2 id={`${idPrefix}-${index + 1}`} css={sectionHeading}>
                {`${index + 1}. ${section.title}`}
              </h2>
              {section.body.map((block, blockIndex) => (
                <Block key={blockIndex} block={block} path={`${textKey}.sections.${index}.body.${blockIndex}`} />
              ))}
            </section>
          ))
        : null}
    </article>
  );
}
