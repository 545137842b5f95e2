import { Spinner } from '@clinic/platform';
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts/namespace';
import { useNearViewportWhenIdle } from '../deferred/useNearViewportWhenIdle';

const ReviewsCarousel = lazy(() => import(/* webpackChunkName: "reviews" */ './ReviewsCarousel').then((m) => ({ default: m.ReviewsCarousel })));

/**
 * The reviews carousel at the foot of the home page: its code (and the check of the reviews answer)
 * loads once the page has loaded and the section comes near the viewport. Nothing of the page
 * follows it, so its arrival shifts nothing the visitor is reading.
 */
export function ReviewsWhenNear() {
  const { t } = useTranslation(NS.pages);
  const anchor = useRef<HTMLDivElement>(null);
  const near = useNearViewportWhenIdle(anchor);
  const loading = <Spinner label={t('reviews.loading')} />;
  return (
    <div ref={anchor} data-testid="home-reviews" css={{ minHeight: near ? undefined : 120 }}>
      {near ? (
        <Suspense fallback={loading}>
          <ReviewsCarousel />
        </Suspense>
      ) : null}
    </div>
  );
}
