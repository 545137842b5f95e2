import { expect, test, type Page } from '@playwright/test';
import { EXPLAINER_VIDEOS } from '../stack';
import { expectNoHorizontalScroll } from './helpers';

const REVIEWS = {
  reviews: [1, 2, 3, 4, 5, 6, 7].map((n) => ({
    author: `Reviewer ${n}`,
    author_pic: '',
    rating: 5,
    review: `Review ${n}: the exam was quick, the staff were kind and the sealed envelope was ready the same day.`,
    date: Date.UTC(2024, 4, n, 18) / 1000,
  })),
  average_rating: 4.86,
  total_ratings: 212,
};

/** Serves a fixed review list so paging can be checked card by card. */
async function fixedReviews(page: Page): Promise<void> {
  await page.route('**/api/v1/reviews/g', (route) => route.fulfill({ json: REVIEWS }));
}

const cardAuthors = (page: Page) => page.getByTestId('review-card').getByRole('heading', { level: 3 }).allTextContents();

test('home shows the hero, and its appointment button opens the request form of /appointments', async ({ page }) => {
  await page.goto('/');
  const hero = page.getByTestId('home-hero');
  await expect(hero.getByRole('heading', { level: 1 })).toHaveText(/^Immigration Medical Exams and Sealed Form I.693$/);
  // The real reviews endpoint feeds the carousel, which loads as the visitor nears it.
  await page.getByTestId('home-reviews').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('review-card').first()).toBeVisible();
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  await hero.getByRole('link', { name: 'Request an Appointment' }).click();
  await expect(page).toHaveURL(/\/appointments\?lang=en#request-an-appointment$/);
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  const request = page.locator('section#request-an-appointment');
  await expect(request.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(request).toBeInViewport();
});

test('/appointments anchors scroll on load and the banner scrolls to the request form', async ({ page }) => {
  await page.goto('/appointments#requirements-check-section');
  await expect(page.locator('section#requirements-check-section')).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByTestId('banner-request-button').click();
  await expect(page.locator('section#request-an-appointment')).toBeInViewport();
});

test('/appointments plays the configured explainer video of the language, English as fallback', async ({ page }) => {
  const embeds: string[] = [];
  await page.route('https://www.youtube-nocookie.com/**', (route) => {
    embeds.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<title>video</title>' });
  });
  for (const [lang, id] of [
    ['es', EXPLAINER_VIDEOS.es],
    ['fa', EXPLAINER_VIDEOS.en],
  ] as const) {
    await page.goto(`/appointments?lang=${lang}`);
    const video = page.getByTestId('explainer-video');
    await video.scrollIntoViewIfNeeded();
    await expect(video.locator('iframe')).toHaveCount(0);
    await video.getByRole('button').click();
    const embed = `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`;
    await expect(video.locator('iframe')).toHaveAttribute('src', embed);
    // The iframe asks for its page a moment after its src is set.
    await expect.poll(() => embeds.at(-1)).toBe(embed);
  }
  expect(embeds).toHaveLength(2);
});

test('the map shows 13 markers; a popup has the address and a Direction link opening in a new tab', async ({ page }) => {
  await page.goto('/');
  const map = page.getByTestId('locations-map');
  await expect(map).toHaveAttribute('data-state', 'waiting');
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute('data-state', 'ready');
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(13);
  // Dragging and scroll-wheel zoom are off.
  await expect(map.locator('.leaflet-container')).not.toHaveClass(/leaflet-grab/);
  await map.locator('.leaflet-marker-icon[data-location="oakland"]').click();
  const popup = map.locator('.leaflet-popup');
  await expect(popup).toContainText('3100 Telegraph Ave, Suite 220, Oakland, CA 94609');
  const direction = popup.getByRole('link', { name: /Direction/ });
  await expect(direction).toHaveAttribute('target', '_blank');
  await expect(direction).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=37.8209,-122.2654&travelmode=driving');
  await map.locator('.leaflet-marker-icon[data-location="tracy"]').hover();
  await expect(map.locator('.leaflet-tooltip', { hasText: 'Tracy' })).toBeVisible();
});

test('the reviews carousel shows 3 cards on a desktop, the next arrow moves a page and wraps', async ({ page }) => {
  await fixedReviews(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page.getByTestId('home-reviews').scrollIntoViewIfNeeded();
  const carousel = page.getByTestId('reviews-carousel');
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.getByTestId('reviews-average')).toHaveText('4.9');
  await expect(carousel.getByRole('link', { name: /View All 212 Reviews/ })).toHaveAttribute('target', '_blank');
  await expect(carousel.getByTestId('review-card')).toHaveCount(3);
  expect(await cardAuthors(page)).toEqual(['Reviewer 1', 'Reviewer 2', 'Reviewer 3']);
  const next = carousel.getByRole('button', { name: 'Next reviews' });
  await next.click();
  expect(await cardAuthors(page)).toEqual(['Reviewer 4', 'Reviewer 5', 'Reviewer 6']);
  await next.click();
  expect(await cardAuthors(page)).toEqual(['Reviewer 7']);
  await next.click();
  expect(await cardAuthors(page)).toEqual(['Reviewer 1', 'Reviewer 2', 'Reviewer 3']);
  await expect(carousel.getByTestId('review-card').first()).toContainText('05/01/2024');
  await carousel.getByRole('button', { name: 'Read Full Review' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Reviewer 1' })).toContainText(REVIEWS.reviews[0]!.review);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the reviews carousel shows 1 card at 375px, moves one review and wraps, with no sideways scroll', async ({ page }) => {
  await fixedReviews(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await page.getByTestId('home-reviews').scrollIntoViewIfNeeded();
  const carousel = page.getByTestId('reviews-carousel');
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.getByTestId('review-card')).toHaveCount(1);
  expect(await cardAuthors(page)).toEqual(['Reviewer 1']);
  await carousel.getByRole('button', { name: 'Next reviews' }).click();
  expect(await cardAuthors(page)).toEqual(['Reviewer 2']);
  await carousel.getByRole('button', { name: 'Previous reviews' }).click();
  await carousel.getByRole('button', { name: 'Previous reviews' }).click();
  expect(await cardAuthors(page)).toEqual(['Reviewer 7']);
  // 70 characters on mobile.
  await expect(carousel.getByTestId('review-text')).toHaveText(`${REVIEWS.reviews[6]!.review.slice(0, 70).trimEnd()}...`);
  await expectNoHorizontalScroll(page);
});

test('checkout confirmation: status=t thanks, anything else says something went wrong with the support e-mail', async ({ page }) => {
  await page.goto('/checkout/confirmation?status=t');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You');
  await expect(page.getByTestId('confirmation-success')).toContainText('check your spam folder');
  await page.goto('/checkout/confirmation?status=f');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong!');
  await expect(page.getByTestId('confirmation-failure')).toContainText('fully refunded if needed');
  await expect(page.getByTestId('confirmation-failure').getByRole('link')).toHaveAttribute('href', /^mailto:/);
});

test('maintenance asks to check back in 20 minutes and shows the phone number', async ({ page }) => {
  await page.goto('/maintenance');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Under Maintenance');
  await expect(page.getByTestId('maintenance')).toContainText('check back in 20 minutes');
  await expect(page.getByTestId('maintenance').getByRole('link')).toHaveAttribute('href', /^tel:\+1/);
});

for (const lang of ['es', 'ar'] as const) {
  for (const width of [1280, 375]) {
    test(`home in ${lang} at ${width}px: screenshot, direction and no sideways scroll`, async ({ page }) => {
      await fixedReviews(page);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/?lang=${lang}`);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByTestId('home-hero').getByRole('heading', { level: 1 })).toHaveText(
        lang === 'es' ? /^Exámenes médicos de inmigración y Formulario I.693 sellado$/ : /^الفحوصات الطبية للهجرة ونموذج \u2066I.693\u2069 المختوم$/,
      );
      const map = page.getByTestId('locations-map');
      await map.scrollIntoViewIfNeeded();
      await expect(map.locator('.leaflet-marker-icon')).toHaveCount(13);
      // Markers are keyboard buttons: Enter opens the popup.
      await map.locator('.leaflet-marker-icon[data-location="fremont"]').focus();
      await page.keyboard.press('Enter');
      await expect(map.locator('.leaflet-popup')).toContainText('39500 Stevenson Pl');
      await expect(map.locator('.leaflet-popup')).toHaveCSS('opacity', '1');
      await map.screenshot({ path: `e2e/.artifacts/home-${lang}-${width}-map.png` });
      await page.getByTestId('home-reviews').scrollIntoViewIfNeeded();
      await expect(page.getByTestId('review-card').first()).toBeVisible();
      await page.getByTestId('reviews-carousel').screenshot({ path: `e2e/.artifacts/home-${lang}-${width}-reviews.png` });
      await expectNoHorizontalScroll(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `e2e/.artifacts/home-${lang}-${width}-top.png` });
      await page.screenshot({ path: `e2e/.artifacts/home-${lang}-${width}.png`, fullPage: true });
    });
  }
}
