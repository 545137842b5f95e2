import { formatAverage, formatReviewDate, pageCount, pageItems, reviewCutLength, parseReviewList, reviewsPerPage, stepPage, truncateReview } from './reviews';

describe('reviews carousel', () => {
  it.each([
    [1280, 3],
    [601, 3],
    [600, 1],
    [375, 1],
  ])('shows at %ipx %i cards per page', (w, n) => {
    expect(reviewsPerPage(w)).toBe(n);
  });

  it('pages and wraps the arrows by one page', () => {
    expect(pageCount(10, 3)).toBe(4);
    expect(pageCount(9, 3)).toBe(3);
    expect(pageCount(0, 3)).toBe(0);
    expect(stepPage(0, 4, 1)).toBe(1);
    expect(stepPage(3, 4, 1)).toBe(0);
    expect(stepPage(0, 4, -1)).toBe(3);
    expect(stepPage(0, 0, 1)).toBe(0);
    expect(pageItems([1, 2, 3, 4, 5, 6, 7], 2, 3)).toEqual([7]);
  });

  it.each([
    [{ mobile: false, language: 'en' }, 50],
    [{ mobile: false, language: 'es' }, 50],
    [{ mobile: true, language: 'en' }, 70],
    [{ mobile: true, language: 'es' }, 30],
  ])('cuts %p at %i characters', (opts, n) => {
    expect(reviewCutLength(opts)).toBe(n);
    const exact = 'x'.repeat(n);
    expect(truncateReview(exact, opts)).toEqual({ text: exact, truncated: false });
    expect(truncateReview(exact + 'y', opts)).toEqual({ text: exact + '...', truncated: true });
  });

  it('does not split emoji and trims the space before the ellipsis', () => {
    const text = `${'a'.repeat(48)} 😀😀 more`;
    expect(truncateReview(text, { mobile: false, language: 'en' }).text).toBe(`${'a'.repeat(48)} 😀...`);
    expect(truncateReview(`${'a'.repeat(49)} tail`, { mobile: false, language: 'en' }).text).toBe(`${'a'.repeat(49)}...`);
  });

  it('formats dates as MM/DD/YYYY in California and averages to 1 decimal', () => {
    expect(formatReviewDate(Date.UTC(2024, 0, 5, 12) / 1000)).toBe('01/05/2024');
    // 03:00 UTC on 1 March is still 29 February in Los Angeles
    expect(formatReviewDate(Date.UTC(2024, 2, 1, 3) / 1000)).toBe('02/29/2024');
    expect(formatAverage(4.84)).toBe('4.8');
    expect(formatAverage(4.85)).toBe('4.9');
    expect(formatAverage(5)).toBe('5.0');
  });

  const ok = {
    reviews: [{ author: 'A', author_pic: 'https://x/y.png', rating: 5, review: 'Great', date: 1700000000 }],
    average_rating: 4.9,
    total_ratings: 120,
  };

  it('takes a review list, keeping only its known fields', () => {
    expect(parseReviewList(ok)).toEqual(ok);
    expect(parseReviewList({ ...ok, next_page: 'x', reviews: [{ ...ok.reviews[0], language: 'en' }] })).toEqual(ok);
    expect(parseReviewList({ reviews: [], average_rating: 0, total_ratings: 0 })).toEqual({ reviews: [], average_rating: 0, total_ratings: 0 });
  });

  it.each([
    ['a rating over 5', { ...ok, reviews: [{ ...ok.reviews[0], rating: 6 }] }],
    ['a rating under 1', { ...ok, reviews: [{ ...ok.reviews[0], rating: 0 }] }],
    ['a date with a fraction', { ...ok, reviews: [{ ...ok.reviews[0], date: 1700000000.5 }] }],
    ['a review without its text', { ...ok, reviews: [{ ...ok.reviews[0], review: undefined }] }],
    ['a review that is a text', { ...ok, reviews: ['Great'] }],
    ['an average over 5', { ...ok, average_rating: 5.1 }],
    ['a negative count', { ...ok, total_ratings: -1 }],
    ['a count given as text', { ...ok, total_ratings: '120' }],
    ['reviews missing', { average_rating: 4.9, total_ratings: 120 }],
    ['null', null],
    ['a list', [ok]],
  ])('refuses %s', (_name, value) => {
    expect(parseReviewList(value)).toBeNull();
  });
});
