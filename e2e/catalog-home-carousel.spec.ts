import { remoteRoot, useStoredLanguage } from './fixtures/shop';
import { expect, test } from './fixtures/test';

test('the category carousel moves with the keyboard and by swiping, right to left in Arabic', async ({
  page,
}) => {
  await useStoredLanguage(page, 'du');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const carousel = remoteRoot(page, 'catalog').getByTestId('category-carousel');
  const current = carousel.locator('button[aria-current="true"]');
  const dots = carousel.getByRole('button', { name: /^Gehe zu Gruppe/ });
  await expect(dots.first()).toHaveAttribute('aria-current', 'true');

  // Keyboard: from a tile, the arrow key moves to the next group; Tab reaches the buttons.
  await carousel.getByRole('link').first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(current).toHaveAccessibleName('Gehe zu Gruppe 2');
  await carousel.getByRole('button', { name: 'Nächste Kategorien' }).focus();
  await page.keyboard.press('Enter');
  await expect(current).toHaveAccessibleName('Gehe zu Gruppe 3');
  await dots.first().focus();
  await page.keyboard.press('Enter');
  await expect(current).toHaveAccessibleName('Gehe zu Gruppe 1');

  // Swipe (a drag to the left) moves forward: from a tile right of the middle, 400 px to the
  // left, staying inside the page so every pointer move reaches the carousel.
  const box = await carousel.getByRole('link').nth(6).boundingBox();
  if (!box) throw new Error('no tile');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 400, y, { steps: 20 });
  await page.mouse.up();
  await expect(current).not.toHaveAccessibleName('Gehe zu Gruppe 1');

  // In Arabic "next" is to the left: ArrowLeft moves forward.
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const arCurrent = remoteRoot(page, 'catalog')
    .getByTestId('category-carousel')
    .locator('button[aria-current="true"]');
  await expect(arCurrent).toHaveAccessibleName('الانتقال إلى المجموعة 1');
  await remoteRoot(page, 'catalog')
    .getByTestId('category-carousel')
    .getByRole('link')
    .first()
    .focus();
  await page.keyboard.press('ArrowLeft');
  await expect(arCurrent).toHaveAccessibleName('الانتقال إلى المجموعة 2');
});
