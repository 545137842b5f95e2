import { reviewsPerPage } from '@clinic/contracts';
import { Spinner, theme } from '@clinic/platform';
import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts/namespace';
import { useViewportWidth } from './useViewportWidth';

export type ReviewsHeadingLevel = 2 | 3;

/**
 * The height the carousel keeps while the reviews load: about that of a page of cards (426 px with one
 * card at 375 px wide, 294 px with three at 1280), so what follows does not move when they arrive.
 */
const LOADING_HEIGHT = { oneCard: 420, threeCards: 290 };

export function ReviewsTitle({ id, level }: { id: string; level: ReviewsHeadingLevel }) {
  const { t } = useTranslation(NS.pages);
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Heading id={id} css={css({ margin: 0, fontSize: level === 2 ? '1.5rem' : theme.font.size.large })}>
      {t('reviews.title')}
    </Heading>
  );
}

/** The carousel while its reviews, or its code, load: the title and a spinner in the space a page of cards takes. */
export function ReviewsLoading({ headingLevel = 2 }: { headingLevel?: ReviewsHeadingLevel }) {
  const { t } = useTranslation(NS.pages);
  const headingId = useId();
  const perPage = reviewsPerPage(useViewportWidth());
  return (
    <section
      aria-labelledby={headingId}
      aria-busy="true"
      css={css({ display: 'grid', gap: theme.space(4), alignContent: 'start', minHeight: perPage === 1 ? LOADING_HEIGHT.oneCard : LOADING_HEIGHT.threeCards })}
    >
      <ReviewsTitle id={headingId} level={headingLevel} />
      <Spinner label={t('reviews.loading')} />
    </section>
  );
}
