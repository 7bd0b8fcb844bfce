/**
 * A vendor lists a product with the keyboard alone: the new-product form in both languages, a
 * category and one variant, saved as a draft, two pictures chosen through the file dialog the
 * keyboard opens, the second moved first with dnd-kit's keyboard drag, then published.
 */

import type { FileChooser } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { signInAs } from './fixtures/fresh-shopper';
import {
  KEYBOARD_JOURNEY_TIMEOUT_MS,
  press,
  tabTo,
  typeInto,
  waitForToastsToClose,
} from './fixtures/keyboard';
import { PNG, signInDemo, VENDOR } from './fixtures/seller';
import { remoteRoot, translation, useStoredLanguage, waitForApp } from './fixtures/shop';
import { expect, test } from './fixtures/test';

test('a vendor lists a product with the keyboard only (du)', async ({ page, request }) => {
  test.setTimeout(KEYBOARD_JOURNEY_TIMEOUT_MS * 2);
  const t = (key: string) => translation('seller', 'du', key);
  const name = `Tastaturtasche ${Date.now()}`;
  // Listened to for the whole journey: Playwright intercepts file dialogs only while someone
  // listens, and switching that on per dialog (waitForEvent) raced the key that opens it here.
  const choosers: FileChooser[] = [];
  page.on('filechooser', (chooser) => choosers.push(chooser));
  await useStoredLanguage(page, 'du');
  await signInAs(page, await signInDemo(request, VENDOR));
  await page.goto('/seller/products');
  await waitForApp(page);
  const seller = remoteRoot(page, 'seller');

  await tabTo(page, seller.getByRole('link', { name: t('products.new') }), { max: 60 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/seller\/products\/new$/);
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const field = (label: string) =>
    seller.getByRole('textbox', { name: new RegExp(`^${literal(label)}`) });

  await tabTo(page, field(t('form.name_german')), { max: 40 });
  await typeInto(page, name);
  await tabTo(page, field(t('form.name_arabic')), { max: 3 });
  await typeInto(page, 'حقيبة لوحة المفاتيح');
  await expect(field(t('form.name_arabic'))).toHaveAttribute('dir', 'rtl');
  await tabTo(page, field(t('form.description_german')), { max: 3 });
  await typeInto(page, 'Mit der Tastatur angelegt.');
  await tabTo(page, field(t('form.description_arabic')), { max: 3 });
  await typeInto(page, 'أُنشئت بلوحة المفاتيح.');

  // MUI's select opens with Enter; the arrow keys move through its options, Enter picks one.
  await tabTo(page, seller.getByRole('combobox', { name: new RegExp(`^${t('form.category')}`) }), {
    max: 3,
  });
  await press(page, 'Enter');
  await press(page, 'ArrowDown');
  await press(page, 'Enter');

  await tabTo(page, field(t('form.price').replace('{{number}}', '1')), { max: 6 });
  await typeInto(page, '24,90');
  await tabTo(page, field(t('form.stock').replace('{{number}}', '1')), { max: 3 });
  await typeInto(page, '7');
  await page.keyboard.press('Enter');

  // Saved as a draft: the page is now the product's own address, with its status and Publish.
  await expect(page).toHaveURL(/\/seller\/products\/\d+$/);
  await expect(seller.getByText(t('products.status.draft'))).toBeVisible();
  await waitForToastsToClose(page);
  await tabTo(page, seller.getByRole('button', { name: t('pictures.add') }), {
    max: 40,
    backwards: true,
  });
  await page.keyboard.press('Enter');
  await expect.poll(() => choosers.length).toBe(1);
  await choosers[0]?.setFiles({ name: 'tasche.png', mimeType: 'image/png', buffer: PNG });
  await expect(seller.getByRole('img', { name: `${name}, Bild 1 von 1` })).toBeVisible();

  // A second picture, then moved before the first with the keyboard alone (dnd-kit's handle:
  // Space picks it up, an arrow moves it, Space drops it); the order saved is the one shown.
  // The upload gave the focus back to the add button (disabled while it ran).
  await expect(seller.getByRole('button', { name: t('pictures.add') })).toBeFocused();
  await expect(seller.getByRole('button', { name: t('pictures.add') })).toBeEnabled();
  await page.keyboard.press('Enter');
  await expect.poll(() => choosers.length).toBe(2);
  await choosers[1]?.setFiles({ name: 'tasche-2.png', mimeType: 'image/png', buffer: PNG });
  const pictures = seller.getByRole('img', {
    name: new RegExp(`^${literal(name)}, Bild \\d von 2$`),
  });
  await expect(pictures).toHaveCount(2);
  const sources = () =>
    pictures.evaluateAll((images) => images.map((img) => img.getAttribute('src')));
  const [first, second] = await sources();
  await tabTo(
    page,
    seller.getByRole('button', { name: t('pictures.drag').replace('{{number}}', '2') }),
    {
      max: 40,
      backwards: true,
    },
  );
  // Each key waits for the state or the announcement of the one before (dnd-kit picks up and
  // moves a frame later), as a screen reader user would hear it.
  const announcement = (key: string, values: Record<string, number>) =>
    Object.entries(values).reduce(
      (text, [name, value]) => text.replace(`{{${name}}}`, String(value)),
      t(`pictures.announce.${key}`),
    );
  const announced = (key: string, values: Record<string, number>) =>
    expect(page.getByRole('status').filter({ hasText: announcement(key, values) })).toHaveCount(1);
  const handle = seller.getByRole('button', {
    name: t('pictures.drag').replace('{{number}}', '2'),
  });
  await press(page, 'Space');
  // Picked up (dnd-kit then announces where it would go, which replaces "picked up" at once).
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await press(page, 'ArrowLeft');
  await announced('over', { number: 2, place: 1, total: 2 });
  const saved = page.waitForResponse(
    (answer) => answer.url().endsWith('/images/order') && answer.request().method() === 'PUT',
  );
  await press(page, 'Space');
  expect((await saved).ok()).toBe(true);
  await expect.poll(sources).toEqual([second, first]);
  await tabTo(page, seller.getByRole('button', { name: t('form.publish') }), {
    max: 80,
    backwards: true,
  });
  await page.keyboard.press('Enter');
  await expect(seller.getByText(t('products.status.published'))).toBeVisible();
  await expect(seller.getByRole('button', { name: t('form.unpublish') })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The list finds it by its name.
  await page.goto(`/seller/products?q=${encodeURIComponent(name)}`);
  await expect(seller.getByRole('link', { name })).toBeVisible();
});
