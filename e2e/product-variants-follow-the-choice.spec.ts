import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { colorOf, euro, findProduct, inStock, productPage, sizeOf } from './fixtures/product-page';
import { translation, useStoredLanguage } from './fixtures/shop';
import { expect, test } from './fixtures/test';

const stockText = (language: 'du' | 'ar', stock: number) =>
  stock <= 0
    ? translation('product', language, 'stock.soldOut')
    : stock <= 5
      ? translation('product', language, 'stock.fewLeft_other').replace('{{count}}', String(stock))
      : translation('product', language, 'stock.inStock');

test('choosing a colour and a size shows their picture, price and stock (du)', async ({
  page,
  request,
}) => {
  // Three colours, each with its own picture, and sizes of different stock.
  const product = await findProduct(
    request,
    (item) => new Set(item.variants.map((variant) => colorOf(variant)?.value)).size === 3,
  );
  // The page opens on the first variant in stock.
  const first = product.variants.find(inStock) ?? product.variants[0];
  const otherColor = product.variants.find(
    (variant) => colorOf(variant)?.value !== colorOf(first ?? variant)?.value && inStock(variant),
  );
  if (!first || !otherColor) throw new Error('The product has no second colour in stock.');
  const colorName = colorOf(otherColor)?.name_german ?? '';
  const colorImage = product.images.find((image) => image.color === colorOf(otherColor)?.value);

  await useStoredLanguage(page, 'du');
  await page.goto(`/product/${product.id}`);
  const view = productPage(page);
  await expect(view.heading).toHaveText(product.name_german);
  await expect(view.price).toHaveText(euro(first.price, 'du'));
  await expect(view.stock).toHaveText(stockText('du', first.stock));
  await expect(page).toHaveTitle(product.name_german);

  await page.getByRole('button', { name: colorName, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`\\?variant=${otherColor.id}$`));
  await expect(view.price).toHaveText(euro(otherColor.price, 'du'));
  await expect(view.stock).toHaveText(stockText('du', otherColor.stock));
  await expect(view.picture).toHaveAttribute('src', new RegExp(`${colorImage?.image}$`));

  // Another size keeps the colour and finds that combination.
  const sameColor = product.variants.filter(
    (variant) =>
      colorOf(variant)?.value === colorOf(otherColor)?.value && variant.id !== otherColor.id,
  );
  const otherSize = sameColor.find(inStock) ?? sameColor[0];
  if (!otherSize) throw new Error('The colour has one size only.');
  const sizeName = sizeOf(otherSize)?.name_german ?? '';
  await page.getByRole('button', { name: new RegExp(`^${sizeName}( \\(.*\\))?$`) }).click();
  await expect(page).toHaveURL(new RegExp(`\\?variant=${otherSize.id}$`));
  await expect(view.price).toHaveText(euro(otherSize.price, 'du'));
  await expect(view.stock).toHaveText(stockText('du', otherSize.stock));

  // A shared link opens the same choice.
  await page.reload();
  await expect(view.price).toHaveText(euro(otherSize.price, 'du'));
  await page.waitForLoadState('networkidle');
  await expectNoSeriousA11yViolations(page);
});

test('the same page in Arabic: a shared variant, mirrored gallery keys, no sideways scroll', async ({
  page,
  request,
}) => {
  // Its first variant is sold out, another is not (as /product/25 of the seed).
  const product = await findProduct(
    request,
    ({ variants: [head, ...rest] }) => head !== undefined && !inStock(head) && rest.some(inStock),
  );
  const [soldOut] = product.variants;
  const firstInStock = product.variants.find(inStock);
  if (!soldOut || !firstInStock) throw new Error('no such product');
  await useStoredLanguage(page, 'ar');
  await page.setViewportSize({ width: 390, height: 844 });
  // Without a choice in the address the page opens on the first variant in stock.
  await page.goto(`/product/${product.id}`);
  const view = productPage(page);
  await expect(view.heading).toHaveText(product.name_arabic);
  await expect(view.price).toHaveText(euro(firstInStock.price, 'ar'));
  await expect(view.stock).not.toHaveText(translation('product', 'ar', 'stock.soldOut'));

  await page.goto(`/product/${product.id}?variant=${soldOut.id}`);
  await expect(view.heading).toHaveText(product.name_arabic);
  await expect(view.price).toHaveText(euro(soldOut.price, 'ar'));
  await expect(view.stock).toHaveText(translation('product', 'ar', 'stock.soldOut'));
  await expect(
    page.getByRole('button', { name: translation('product', 'ar', 'purchase.addToCart') }),
  ).toBeDisabled();

  // In Arabic the next picture lies to the left: ArrowLeft shows it.
  const gallery = page.getByRole('group', { name: new RegExp(product.name_arabic) });
  const before = await view.picture.getAttribute('src');
  await gallery.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(view.picture).not.toHaveAttribute('src', before ?? '');
  await page.keyboard.press('ArrowRight');
  await expect(view.picture).toHaveAttribute('src', before ?? '');

  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: '/tmp/product-ar-390.png', fullPage: true });
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: '/tmp/product-ar-1280.png', fullPage: true });
});
