import { theme } from '@clinic/platform';
import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts/namespace';

const STAR = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.9z';

/** Five stars filled to the rating (halves included), read out as "Rated N out of 5". */
export function StarRating({ rating, size = 18 }: { rating: number; size?: number }) {
  const { t } = useTranslation(NS.pages);
  const prefix = `stars${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const rounded = Math.round(rating * 2) / 2;
  return (
    <span role="img" aria-label={t('reviews.rating', { rating: rounded })} css={css({ display: 'inline-flex', gap: '2px', direction: 'ltr' })}>
      {[1, 2, 3, 4, 5].map((n) => {
        const fill = rounded >= n ? 1 : rounded >= n - 0.5 ? 0.5 : 0;
        const id = `${prefix}-star-${n}`;
        return (
          <svg key={n} width={size} height={size} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <defs>
              <linearGradient id={id}>
                <stop offset={`${fill * 100}%`} stopColor="#e8a400" />
                <stop offset={`${fill * 100}%`} stopColor={theme.colors.border} />
              </linearGradient>
            </defs>
            <path d={STAR} fill={`url(#${id})`} />
          </svg>
        );
      })}
    </span>
  );
}
