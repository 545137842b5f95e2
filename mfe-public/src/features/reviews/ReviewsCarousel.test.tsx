import type { Review, ReviewList } from '@clinic/contracts';
import { i18n } from '@clinic/platform';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { fetchReviews } from './api';
import { TEXTS } from '../../texts';
import { startI18nWith } from '@clinic/platform/src/testing/texts';
import { ReviewsCarousel } from './ReviewsCarousel';
import { DEMO_PUBLIC_SETTINGS, servePracticeSettings } from '@clinic/platform/src/testing/practiceSettings';

jest.mock('./api', () => ({ fetchReviews: jest.fn() }));
const fetchReviewsMock = fetchReviews as jest.MockedFunction<typeof fetchReviews>;

const LONG = 'The staff were friendly and quick, the doctor explained every vaccine and the envelope was ready the same day.';

function review(n: number, text = `Review number ${n}.`): Review {
  // 2024-03-0n at noon in California.
  return { author: `Author ${n}`, author_pic: '', rating: 5 - (n % 2), review: text, date: Date.UTC(2024, 2, n, 20) / 1000 };
}

const SEVEN: ReviewList = { reviews: [1, 2, 3, 4, 5, 6, 7].map((n) => review(n)), average_rating: 4.66, total_ratings: 128 };

function setWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
}

async function renderCarousel(list: ReviewList | null) {
  fetchReviewsMock.mockResolvedValue(list);
  const view = render(<ReviewsCarousel />);
  await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  return view;
}

const shownAuthors = () => screen.queryAllByTestId('review-card').map((card) => within(card).getByRole('heading').textContent);
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next reviews' }));
const previous = () => fireEvent.click(screen.getByRole('button', { name: 'Previous reviews' }));

beforeEach(() => servePracticeSettings());

beforeAll(async () => {
  await startI18nWith(TEXTS);
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  setWidth(1280);
});

describe('ReviewsCarousel on a desktop screen', () => {
  beforeEach(() => setWidth(1280));

  it('shows 3 cards, the average to 1 decimal, the total and View All N Reviews opening the listing in a new tab', async () => {
    await renderCarousel(SEVEN);
    expect(shownAuthors()).toEqual(['Author 1', 'Author 2', 'Author 3']);
    expect(screen.getByTestId('reviews-average').textContent).toBe('4.7');
    expect(screen.getByTestId('reviews-total').textContent).toBe('128 reviews');
    const link = screen.getByRole('link', { name: /View All 128 Reviews/ });
    expect(link.getAttribute('href')).toBe(DEMO_PUBLIC_SETTINGS.reviews_url);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('shows no View All link while the practice has no reviews listing', async () => {
    await servePracticeSettings({ ...DEMO_PUBLIC_SETTINGS, reviews_url: '' });
    await renderCarousel(SEVEN);
    expect(screen.getByTestId('reviews-total').textContent).toBe('128 reviews');
    expect(screen.queryByRole('link', { name: /View All/ })).toBeNull();
  });

  it('moves by one page with the arrows and wraps at both ends', async () => {
    await renderCarousel(SEVEN);
    next();
    expect(shownAuthors()).toEqual(['Author 4', 'Author 5', 'Author 6']);
    next();
    expect(shownAuthors()).toEqual(['Author 7']);
    next();
    expect(shownAuthors()).toEqual(['Author 1', 'Author 2', 'Author 3']);
    previous();
    expect(shownAuthors()).toEqual(['Author 7']);
  });

  it('shows each card with its stars, MM/DD/YYYY date and text cut at 50 characters', async () => {
    await renderCarousel({ ...SEVEN, reviews: [review(5, LONG)] });
    const card = screen.getByTestId('review-card');
    expect(within(card).getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(card.textContent).toContain('03/05/2024');
    expect(within(card).getByTestId('review-text').textContent).toBe(`${LONG.slice(0, 50).trimEnd()}...`);
    expect(within(card).getByRole('button', { name: 'Read Full Review' })).toBeTruthy();
  });

  it('Read Full Review opens a dialog with the whole text, closed by its button', async () => {
    await renderCarousel({ ...SEVEN, reviews: [review(1, LONG)] });
    fireEvent.click(screen.getByRole('button', { name: 'Read Full Review' }));
    const dialog = screen.getByRole('dialog', { name: 'Author 1' });
    expect(dialog.textContent).toContain(LONG);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('disables the arrows when all reviews fit on one page', async () => {
    await renderCarousel({ ...SEVEN, reviews: SEVEN.reviews.slice(0, 3) });
    expect((screen.getByRole('button', { name: 'Next reviews' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('ReviewsCarousel on narrow screens', () => {
  it('shows 1 card at 600px or less, moves one review at a time and wraps', async () => {
    setWidth(600);
    await renderCarousel(SEVEN);
    expect(shownAuthors()).toEqual(['Author 1']);
    next();
    expect(shownAuthors()).toEqual(['Author 2']);
    previous();
    previous();
    expect(shownAuthors()).toEqual(['Author 7']);
    next();
    expect(shownAuthors()).toEqual(['Author 1']);
  });

  it('switches between 3 and 1 cards when the window is resized, keeping the first review shown', async () => {
    setWidth(1280);
    await renderCarousel(SEVEN);
    next();
    expect(shownAuthors()).toEqual(['Author 4', 'Author 5', 'Author 6']);
    setWidth(375);
    expect(shownAuthors()).toEqual(['Author 4']);
    setWidth(601);
    expect(shownAuthors()).toEqual(['Author 4', 'Author 5', 'Author 6']);
  });

  it('cuts the text at 70 on mobile widths (768px or less) and at 30 in Spanish', async () => {
    setWidth(768);
    await renderCarousel({ ...SEVEN, reviews: [review(1, LONG)] });
    expect(screen.getByTestId('review-text').textContent).toBe(`${LONG.slice(0, 70).trimEnd()}...`);
    await act(() => i18n.changeLanguage('es'));
    expect(screen.getByTestId('review-text').textContent).toBe(`${LONG.slice(0, 30).trimEnd()}...`);
    setWidth(769);
    expect(screen.getByTestId('review-text').textContent).toBe(`${LONG.slice(0, 50).trimEnd()}...`);
  });

  it('keeps a short review whole, without an ellipsis', async () => {
    setWidth(375);
    await renderCarousel({ ...SEVEN, reviews: [review(1, 'Fast and kind.')] });
    expect(screen.getByTestId('review-text').textContent).toBe('Fast and kind.');
  });
});

describe('ReviewsCarousel without reviews', () => {
  it('shows a loading status while the reviews are read', async () => {
    let resolve: (list: ReviewList | null) => void = () => undefined;
    fetchReviewsMock.mockReturnValue(new Promise((r) => (resolve = r)));
    render(<ReviewsCarousel />);
    expect(screen.getByRole('status').textContent).toContain('Loading reviews');
    await act(async () => resolve(SEVEN));
    expect(shownAuthors()).toHaveLength(3);
  });

  it('renders nothing when the reviews cannot be read or there are none', async () => {
    const failed = await renderCarousel(null);
    expect(failed.container.innerHTML).toBe('');
    failed.unmount();
    const empty = await renderCarousel({ reviews: [], average_rating: 0, total_ratings: 0 });
    expect(empty.container.innerHTML).toBe('');
  });
});
