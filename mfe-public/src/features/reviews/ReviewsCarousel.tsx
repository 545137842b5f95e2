import { formatAverage, isMobileWidth, pageCount, pageItems, reviewsPerPage, stepPage } from '@clinic/contracts';
import { Ltr, spreadRowCss, stackCss, theme, useAbortableLoad, usePracticeSettings } from '@clinic/platform';
import { css } from '@emotion/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchReviews } from './api';
import { NS } from '../../texts/namespace';
import { ReviewCard } from './ReviewCard';
import { ReviewsLoading, ReviewsTitle, type ReviewsHeadingLevel } from './ReviewsLoading';
import { StarRating } from './StarRating';
import { useViewportWidth } from './useViewportWidth';

const arrow = css({
  flex: '0 0 auto',
  width: 44,
  height: 44,
  display: 'grid',
  placeItems: 'center',
  borderRadius: '50%',
  border: `1px solid ${theme.colors.primary}`,
  background: theme.colors.background,
  color: theme.colors.primary,
  cursor: 'pointer',
  fontSize: '1.5rem',
  lineHeight: 1,
  '&:hover:not(:disabled)': { background: theme.colors.infoBg },
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: '2px' },
  '&:disabled': { opacity: 0.4, cursor: 'not-allowed' },
  // The arrows point along the reading direction.
  '[dir="rtl"] & svg': { transform: 'scaleX(-1)' },
});

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d={direction === 'previous' ? 'M12.5 4l-6 6 6 6' : 'M7.5 4l6 6-6 6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The reviews carousel (public-site.md 2): 3 cards a page, 1 at 600px or less; the arrows move by
 * one page and wrap; the average to 1 decimal, the total and View All N Reviews. Renders nothing
 * when the reviews cannot be read or there are none.
 */
export function ReviewsCarousel({ headingLevel = 2 }: { headingLevel?: ReviewsHeadingLevel }) {
  const { t } = useTranslation(NS.pages);
  const headingId = useId();
  // The practice's reviews listing (a setting): no "View All" link without one.
  const reviewsUrl = usePracticeSettings()?.reviews_url ?? '';
  const { state } = useAbortableLoad(fetchReviews);
  const width = useViewportWidth();
  const perPage = reviewsPerPage(width);
  const mobile = isMobileWidth(width);
  // The first review shown, so a change of cards per page keeps the reader's place.
  const [first, setFirst] = useState(0);

  const title = <ReviewsTitle id={headingId} level={headingLevel} />;

  if (state.status === 'loading') return <ReviewsLoading headingLevel={headingLevel} />;
  const list = state.status === 'ready' ? state.data : null;
  if (!list || list.reviews.length === 0) return null;

  const pages = pageCount(list.reviews.length, perPage);
  const page = Math.min(Math.floor(first / perPage), pages - 1);
  const shown = pageItems(list.reviews, page, perPage);
  const go = (direction: 1 | -1) => setFirst(stepPage(page, pages, direction) * perPage);

  return (
    <section aria-labelledby={headingId} aria-roledescription={t('reviews.carousel')} data-testid="reviews-carousel" css={stackCss}>
      <div css={spreadRowCss}>
        {title}
        <div css={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(3) })}>
          <span css={css({ fontSize: '1.75rem', fontWeight: 700 })} data-testid="reviews-average">
            <Ltr>{formatAverage(list.average_rating)}</Ltr>
          </span>
          <StarRating rating={list.average_rating} size={20} />
          <span css={css({ color: theme.colors.mutedText })} data-testid="reviews-total">
            {t('reviews.total', { total: list.total_ratings })}
          </span>
          {reviewsUrl ? (
            <a
              href={reviewsUrl}
              target="_blank"
              rel="noopener noreferrer"
              css={css({
                color: theme.colors.primary,
                fontWeight: 600,
                '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: '2px' },
              })}
            >
              {t('reviews.viewAll', { total: list.total_ratings })}
              <span css={css({ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' })}>
                {' '}
                {t('reviews.newTab')}
              </span>
            </a>
          ) : null}
        </div>
      </div>
      <div css={css({ display: 'flex', alignItems: 'center', gap: theme.space(2), minWidth: 0 })}>
        <button type="button" css={arrow} onClick={() => go(-1)} disabled={pages < 2} aria-label={t('reviews.previous')} data-testid="reviews-previous">
          <Chevron direction="previous" />
        </button>
        <div
          aria-live="polite"
          aria-label={t('reviews.page', { page: page + 1, pages })}
          role="group"
          css={css({ flex: '1 1 auto', minWidth: 0, display: 'grid', gap: theme.space(4), gridTemplateColumns: `repeat(${perPage}, minmax(0, 1fr))` })}
        >
          {shown.map((review, i) => (
            <ReviewCard key={`${page * perPage + i}-${review.author}-${review.date}`} review={review} mobile={mobile} />
          ))}
        </div>
        <button type="button" css={arrow} onClick={() => go(1)} disabled={pages < 2} aria-label={t('reviews.next')} data-testid="reviews-next">
          <Chevron direction="next" />
        </button>
      </div>
    </section>
  );
}
