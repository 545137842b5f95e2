import { LANGUAGES, routesOf } from '@clinic/contracts';
import { expect, test, type Page } from '@playwright/test';

/** Texts chunks are named `texts-<namespace>-<language>.<hash>.js`. */
const textChunkLanguage = (url: string): string | undefined => /\/texts-[a-z-]+?-(en|zh-CN|pa|ar|es|ps|pt|fa)\.[0-9a-f]+\.js$/.exec(new URL(url).pathname)?.[1];

function recordTextLanguages(page: Page): Set<string> {
  const languages = new Set<string>();
  page.on('request', (request) => {
    const language = textChunkLanguage(request.url());
    if (language) languages.add(language);
  });
  return languages;
}

test('the home page fetches the texts of a language only when the visitor switches to it', async ({ page }) => {
  const fetched = recordTextLanguages(page);
  await page.goto('/');
  await expect(page.getByTestId('home-hero')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect([...fetched]).toEqual(['en']);

  const picker = page.getByTestId('language-picker');
  await picker.selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByTestId('home-hero').getByRole('heading', { level: 1 })).toContainText('Exámenes médicos de inmigración');
  expect([...fetched].sort()).toEqual(['en', 'es']);

  await picker.selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect([...fetched].sort()).toEqual(['ar', 'en', 'es']);
});

/** Every mfe-public page in every language: it renders, and i18next reports no missing text. */
for (const { code } of LANGUAGES) {
  test(`every mfe-public page renders in ${code} with every text`, async ({ page }) => {
    const missing: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().startsWith('[i18n] missing text')) missing.push(message.text());
    });
    for (const route of routesOf('mfe-public')) {
      const path = route.name === 'checkout-confirmation' ? '/checkout/confirmation?status=t' : route.path;
      await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${code}`);
      await expect(page.locator('[data-remote="mfe-public"] h1').first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', code);
      await page.waitForLoadState('networkidle');
    }
    expect(missing).toEqual([]);
  });
}
