import { formatReviewDate, truncateReview, type Review } from '@clinic/contracts';
import { Button, Dialog, Ltr, theme } from '@clinic/platform';
import { css } from '@emotion/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts/namespace';
import { StarRating } from './StarRating';

export interface ReviewCardProps {
  review: Review;
  /** Whether the general mobile width (<= 768px) applies: it sets the truncation length. */
  mobile: boolean;
}

const card = css({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(3),
  minWidth: 0,
  padding: theme.space(5),
  borderRadius: theme.radius,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.background,
  boxShadow: '0 2px 6px rgba(16, 38, 66, 0.06)',
});

function initials(name: string): string {
  return Array.from(
    name
      .trim()
      .split(/\s+/)
      .slice(0, 2)
      .map((part) => Array.from(part)[0] ?? '')
      .join(''),
  )
    .join('')
    .toUpperCase();
}

function AuthorPicture({ review }: { review: Review }) {
  const { t } = useTranslation(NS.pages);
  const [failed, setFailed] = useState(false);
  const size = css({ width: 44, height: 44, borderRadius: '50%', flex: '0 0 auto' });
  if (failed || !review.author_pic) {
    return (
      <span
        aria-hidden="true"
        css={[size, css({ display: 'grid', placeItems: 'center', background: theme.colors.infoBg, color: theme.colors.primary, fontWeight: 700 })]}
      >
        {initials(review.author)}
      </span>
    );
  }
  return (
    <img
      src={review.author_pic}
      alt={t('reviews.authorPicture', { name: review.author })}
      width={44}
      height={44}
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
      css={[size, css({ objectFit: 'cover' })]}
    />
  );
}

/** One review: author picture, stars, text cut to the carousel's length, author, MM/DD/YYYY date and Read Full Review. */
export function ReviewCard({ review, mobile }: ReviewCardProps) {
  const { t, i18n } = useTranslation(NS.pages);
  const [open, setOpen] = useState(false);
  const authorId = useId();
  const shown = truncateReview(review.review, { mobile, language: i18n.language });
  const date = formatReviewDate(review.date);
  return (
    <article css={card} aria-labelledby={authorId} data-testid="review-card">
      <div css={css({ display: 'flex', alignItems: 'center', gap: theme.space(3), minWidth: 0 })}>
        <AuthorPicture review={review} />
        <div css={css({ minWidth: 0 })}>
          <h3 id={authorId} css={css({ margin: 0, fontSize: theme.font.size.base, overflowWrap: 'anywhere' })}>
            {review.author}
          </h3>
          <time
            dateTime={new Date(review.date * 1000).toISOString().slice(0, 10)}
            css={css({ color: theme.colors.mutedText, fontSize: theme.font.size.small })}
          >
            <Ltr>{date}</Ltr>
          </time>
        </div>
      </div>
      <StarRating rating={review.rating} />
      <p css={css({ margin: 0, flex: '1 0 auto', overflowWrap: 'anywhere' })} data-testid="review-text" dir="auto">
        {shown.text}
      </p>
      <Button variant="text" onClick={() => setOpen(true)} aria-describedby={authorId} css={css({ alignSelf: 'flex-start' })}>
        {t('reviews.readFull')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={review.author} actions={<Button onClick={() => setOpen(false)}>{t('reviews.close')}</Button>}>
        <div css={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(3), marginBlockEnd: theme.space(3) })}>
          <StarRating rating={review.rating} />
          <Ltr css={css({ color: theme.colors.mutedText })}>{date}</Ltr>
        </div>
        <p css={css({ margin: 0, whiteSpace: 'pre-line' })} dir="auto">
          {review.review}
        </p>
      </Dialog>
    </article>
  );
}
