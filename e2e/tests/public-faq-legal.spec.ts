import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoHorizontalScroll } from './helpers';

const faq = (page: Page) => page.locator('[data-remote="mfe-public"] [data-testid="faq"]');
const questionOf = (page: Page, id: string) => page.locator(`#${id}`).getByRole('button');

async function expectInViewport(locator: Locator): Promise<void> {
  await expect(locator).toBeInViewport();
}

for (const id of ['covid-faq', 'appointment-today-tomorrow-faq']) {
  test(`/faqs#${id} opens that item and scrolls it into view`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto(`/faqs#${id}`);
    const question = questionOf(page, id);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(faq(page).locator('[aria-expanded="true"]')).toHaveCount(1);
    await expect(page.locator(`#${id}-answer`)).toBeVisible();
    await expectInViewport(question);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.screenshot({ path: `e2e/.artifacts/faqs-en-${id}.png` });
  });
}

test('one FAQ item is open at a time, from the mouse and the keyboard', async ({ page }) => {
  await page.goto('/faqs#covid-faq');
  const covid = questionOf(page, 'covid-faq');
  await expect(covid).toHaveAttribute('aria-expanded', 'true');
  const fee = questionOf(page, 'exam-fee-faq');
  await fee.click();
  await expect(fee).toHaveAttribute('aria-expanded', 'true');
  await expect(covid).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('region', { name: /How much does the immigration medical exam cost/ })).toContainText('$220 per person');

  await fee.focus();
  await page.keyboard.press('ArrowDown');
  await expect(questionOf(page, 'extra-fees-faq')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(questionOf(page, 'extra-fees-faq')).toHaveAttribute('aria-expanded', 'true');
  await expect(fee).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press(' ');
  await expect(faq(page).locator('[aria-expanded="true"]')).toHaveCount(0);
});

test('an FAQ link to the lab order page navigates without a reload', async ({ page }) => {
  await page.goto('/faqs');
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  await questionOf(page, 'lab-ordering-faq').click();
  await page.getByRole('link', { name: 'order your lab tests here' }).click();
  await expect(page).toHaveURL(/\/pre-checkout$/);
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});

test('/terms-of-service shows 19 numbered sections with a table of contents', async ({ page }) => {
  await page.goto('/terms-of-service');
  const remote = page.locator('[data-remote="mfe-public"]');
  const numbered = remote.locator('article section > h2');
  await expect(numbered).toHaveCount(19);
  const texts = await numbered.allTextContents();
  texts.forEach((text, index) => expect(text.startsWith(`${index + 1}. `)).toBe(true));
  const contents = remote.getByRole('navigation', { name: 'Contents' });
  await expect(contents.getByRole('link')).toHaveCount(19);
  await contents.getByRole('link', { name: 'California notices' }).click();
  await expect(page).toHaveURL(/#terms-19$/);
  await expect(page.locator('#terms-19')).toBeInViewport();
  await expect(remote).toContainText('the greater of the amount you paid us in the last 6 months or $100');
});

test('the privacy policy links to the terms of service inside the site', async ({ page }) => {
  await page.goto('/privacy-policy');
  const remote = page.locator('[data-remote="mfe-public"]');
  await expect(remote.getByRole('heading', { name: /California residents \(CCPA\)/ })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  await remote.getByRole('link', { name: 'Terms of Service' }).first().click();
  await expect(page).toHaveURL(/\/terms-of-service$/);
  await expect(remote.locator('article section > h2')).toHaveCount(19);
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});

test('Arabic FAQ at 375px is right-to-left without horizontal scroll', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/faqs?lang=ar#covid-faq');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const covid = questionOf(page, 'covid-faq');
  await expect(covid).toHaveText('هل أحتاج إلى لقاح كوفيد-19؟');
  await expect(covid).toHaveAttribute('aria-expanded', 'true');
  await expectInViewport(covid);
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: 'e2e/.artifacts/faqs-ar-375.png' });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: 'e2e/.artifacts/faqs-ar-375-full.png', fullPage: true });
  // I-693 stays left-to-right inside the Arabic sentence (isolated), not 693-I.
  const duration = questionOf(page, 'exam-duration-faq');
  expect(
    await duration.evaluate((button) => {
      const range = document.createRange();
      const text = button.querySelector('span')!.firstChild!;
      const at = text.textContent!.indexOf('I-693');
      range.setStart(text, at);
      range.setEnd(text, at + 1);
      const letterI = range.getBoundingClientRect().left;
      range.setStart(text, at + 2);
      range.setEnd(text, at + 5);
      return letterI < range.getBoundingClientRect().left;
    }),
  ).toBe(true);
  await duration.screenshot({ path: 'e2e/.artifacts/faqs-ar-375-i693.png' });
  await page.goto('/terms-of-service?lang=ar');
  await expect(page.locator('article section > h2')).toHaveCount(19);
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: 'e2e/.artifacts/terms-ar-375.png', fullPage: true });
  await page.getByRole('navigation', { name: 'المحتويات' }).screenshot({ path: 'e2e/.artifacts/terms-ar-375-contents.png' });
  await page.locator('section[aria-labelledby="terms-6"]').screenshot({ path: 'e2e/.artifacts/terms-ar-375-fees.png' });
  await page.locator('section[aria-labelledby="terms-19"]').screenshot({ path: 'e2e/.artifacts/terms-ar-375-california.png' });
});
