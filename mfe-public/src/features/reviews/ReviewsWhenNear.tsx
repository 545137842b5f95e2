import { Spinner } from '@clinic/platform';
import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts/namespace';
import { useNearViewportWhenIdle } from '../../shared/deferred/useNearViewportWhenIdle';

const ReviewsCarousel = lazy(() => import(/* webpackChunkName: "reviews" */ './ReviewsCarousel').then((m) => ({ default: m.ReviewsCarousel })));

/** The home page's: a spinner in a low box at the foot of the page, where nothing of the page follows to move. */
function FootPlaceholder() {
  const { t } = useTranslation(NS.pages);
  return (
    <div css={{ minHeight: 120 }}>
      <Spinner label={t('reviews.loading')} />
    </div>
  );
}

/**
 * The reviews carousel: its code (and the check of the reviews answer) loads once the page has loaded,
 * the browser is idle and the section is in or near the viewport, so the page's first screen paints
 * without waiting for it. `placeholder` holds its place until then (and while the code loads).
 */
export function ReviewsWhenNear({ placeholder = <FootPlaceholder />, testId }: { placeholder?: ReactNode; testId?: string }) {
  const anchor = useRef<HTMLDivElement>(null);
  const near = useNearViewportWhenIdle(anchor);
  return (
    <div ref={anchor} data-testid={testId}>
      {near ? (
        <Suspense fallback={placeholder}>
          <ReviewsCarousel />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
