import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { createFreshShopper, signInAs } from './fixtures/fresh-shopper';
import { findProduct, reviewSummary } from './fixtures/product-page';
import { translation, useStoredLanguage } from './fixtures/shop';
import { expect, test } from './fixtures/test';

const t = (key: string) => translation('product', 'ar', key);
const arabicDigits = (value: number) => new Intl.NumberFormat('ar').format(value);

test('a shopper writes a review and sees it, the average and the distribution change (ar)', async ({
  page,
  request,
}) => {
  const shopper = await createFreshShopper(request, 'product-review');
  const product = await findProduct(request, (item) => item.reviews_count === 0);
  const before = await reviewSummary(request, product.id);
  expect(before.total).toBe(0);

  await useStoredLanguage(page, 'ar');
  await signInAs(page, shopper);
  await page.goto(`/product/${product.id}`);
  await expect(page.getByText(t('reviews.empty'))).toBeVisible();

  await page.getByRole('button', { name: t('reviews.write') }).click();
  const dialog = page.getByRole('dialog', { name: t('reviews.formTitle') });
  const submit = dialog.getByRole('button', { name: t('reviews.submit') });
  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText(t('reviews.errors.ratingRequired'));
  await dialog
    .locator('label', { hasText: t('reviews.ratedStars_few').replace('{{count}}', '3') })
    .click();
  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText(t('reviews.errors.textRequired'));
  await expectNoSeriousA11yViolations(page);

  const text = 'منتج رائع <b>جدًا</b>';
  await dialog.getByPlaceholder(t('reviews.placeholder')).fill(text);
  await submit.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('review').first()).toContainText(text);
  await expect(page.getByTestId('review').first()).toContainText(shopper.name);
  await expect(page.getByTestId('reviews-average')).toHaveText(arabicDigits(3));
  await expect(page.getByTestId('reviews-total')).toHaveText(t('reviews.count_one'));
  await expect(
    page.getByRole('progressbar', { name: t('reviews.starsCount_one').replace('{{stars}}', '3') }),
  ).toHaveAttribute('aria-valuenow', '100');

  // A second review of the same product replaces the first.
  await page.getByRole('button', { name: t('reviews.write') }).click();
  await dialog
    .locator('label', { hasText: t('reviews.ratedStars_few').replace('{{count}}', '5') })
    .click();
  await dialog.getByPlaceholder(t('reviews.placeholder')).fill('أفضل مما توقعت');
  await submit.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('review')).toHaveCount(1);
  await expect(page.getByTestId('review').first()).toContainText('أفضل مما توقعت');
  await expect(page.getByTestId('reviews-average')).toHaveText(arabicDigits(5));
  const after = await reviewSummary(request, product.id);
  expect(after.total).toBe(1);
  expect(after.distribution['5']).toBe(1);
});
