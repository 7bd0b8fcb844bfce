import type { Product } from '@shop/shared-contracts/api/entities';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { createFreshShopper, signInAs } from './fixtures/fresh-shopper';
import { findProduct, reviewSummary } from './fixtures/product-page';
import { API_URL, translation, useStoredLanguage } from './fixtures/shop';
import { expect, test } from './fixtures/test';

const t = (key: string) => translation('product', 'ar', key);
const arabicDigits = (value: number) => new Intl.NumberFormat('ar').format(value);
/** The label of one of the form's stars, e.g. "3 نجوم من 5". */
const stars = (count: number) => t('reviews.ratedStars_few').replace('{{count}}', String(count));

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
  // Unrated: said in words, not with five empty stars.
  await expect(page.getByTestId('rating-summary')).toHaveText(t('rating.none'));
  await expect(page.getByTestId('reviews-average')).toHaveCount(0);

  await page.getByRole('button', { name: t('reviews.write') }).click();
  const dialog = page.getByRole('dialog', { name: t('reviews.formTitle') });
  const submit = dialog.getByRole('button', { name: t('reviews.submit') });
  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText(t('reviews.errors.ratingRequired'));
  await dialog.locator('label', { hasText: stars(3) }).click();
  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText(t('reviews.errors.textRequired'));
  await expectNoSeriousA11yViolations(page);

  const text = 'منتج رائع <b>جدًا</b>';
  await dialog.getByPlaceholder(t('reviews.placeholder')).fill(text);
  // The error goes as soon as the shopper writes.
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await submit.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('review').first()).toContainText(text);
  await expect(page.getByTestId('review').first()).toContainText(shopper.name);
  await expect(page.getByTestId('reviews-average')).toHaveText(arabicDigits(3));
  await expect(page.getByTestId('reviews-total')).toHaveText(t('reviews.count_one'));
  await expect(
    page.getByRole('progressbar', { name: t('reviews.starsCount_one').replace('{{stars}}', '3') }),
  ).toHaveAttribute('aria-valuenow', '100');

  // The section now offers to edit the review; the form shows it, and sending replaces it.
  await page.getByRole('button', { name: t('reviews.editTitle') }).click();
  const edit = page.getByRole('dialog', { name: t('reviews.editTitle') });
  await expect(edit.getByRole('radio', { name: stars(3) })).toBeChecked();
  await expect(edit.getByPlaceholder(t('reviews.placeholder'))).toHaveValue(text);
  await edit.locator('label', { hasText: stars(5) }).click();
  await edit.getByPlaceholder(t('reviews.placeholder')).fill('أفضل مما توقعت');
  await edit.getByRole('button', { name: t('reviews.update') }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByTestId('review')).toHaveCount(1);
  await expect(page.getByTestId('review').first()).toContainText('أفضل مما توقعت');
  await expect(page.getByTestId('reviews-average')).toHaveText(arabicDigits(5));
  const after = await reviewSummary(request, product.id);
  expect(after.total).toBe(1);
  expect(after.distribution['5']).toBe(1);
});

test('a shopper opens their earlier review, changes its text and sees it once (du)', async ({
  page,
  request,
}) => {
  const de = (key: string) => translation('product', 'du', key);
  const shopper = await createFreshShopper(request, 'product-review-edit');
  // Only products without reviews, whose ratings no other journey pictures; not the first of
  // them, which the Arabic journey reviews.
  const unreviewed = (item: Product) => item.reviews_count === 0;
  const first = await findProduct(request, unreviewed);
  const product = await findProduct(request, (item) => unreviewed(item) && item.id !== first.id);
  const written = await request.post(`${API_URL}/v1/products/add-review`, {
    headers: shopper.headers,
    data: { product_id: product.id, rating: 2, review: 'Die Ärmel sind zu kurz.' },
  });
  expect(written.status()).toBe(201);

  await useStoredLanguage(page, 'du');
  await signInAs(page, shopper);
  await page.goto(`/product/${product.id}`);
  const reviews = page.getByTestId('review');
  await expect(reviews).toHaveCount(1);
  await expect(reviews).toContainText('Die Ärmel sind zu kurz.');

  await page.getByRole('button', { name: de('reviews.editTitle') }).click();
  const dialog = page.getByRole('dialog', { name: de('reviews.editTitle') });
  await expect(
    dialog.getByRole('radio', { name: de('reviews.ratedStars_other').replace('{{count}}', '2') }),
  ).toBeChecked();
  const field = dialog.getByPlaceholder(de('reviews.placeholder'));
  await expect(field).toHaveValue('Die Ärmel sind zu kurz.');
  await field.fill('Nach dem Umtausch in Größe L passt alles.');
  await dialog.getByRole('button', { name: de('reviews.update') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(de('reviews.updated'))).toBeVisible();

  await expect(reviews).toHaveCount(1);
  await expect(reviews).toContainText('Nach dem Umtausch in Größe L passt alles.');
  await expect(page.getByTestId('reviews-total')).toHaveText('1 Bewertung');
  expect((await reviewSummary(request, product.id)).total).toBe(1);
});
