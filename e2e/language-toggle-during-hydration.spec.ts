import { holdAnswers } from './fixtures/hold-requests';
import { header, remoteRoot, translation, useStoredLanguage } from './fixtures/shop';
import { expect, test } from './fixtures/test';

// The home page's category carousel is a lazy part: its code (Embla's) arrives after the page is
// interactive. Its chunk is the one catalog file that carries Embla's `containScroll` option.
const CAROUSEL_CODE_MARKER = 'containScroll';

test('a language toggle pressed while a lazy part still hydrates switches the page without a hydration error', async ({
  page,
}) => {
  await useStoredLanguage(page, 'du');
  const carousel = await holdAnswers(page, '**/static/js/async/*.js', CAROUSEL_CODE_MARKER);

  await page.goto('/');
  // The shell has hydrated (its toggle works) while the carousel's code is still held back.
  await expect(page.locator('html[data-app-ready="true"]')).toHaveCount(1);
  await expect.poll(() => carousel.asked()).toBe(true);
  await header(page).locator('button[lang="ar"]:visible').first().click();

  carousel.release();
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(remoteRoot(page, 'catalog').getByRole('heading', { level: 1 })).toHaveText(
    translation('catalog', 'ar', 'home.title'),
  );
  // The automatic `hydrationErrors` fixture fails the journey on React's #418 here.
});
