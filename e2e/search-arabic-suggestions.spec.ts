import type { ApiSuccess } from '@shop/shared-contracts/api/envelope';
import type { SearchSuggestions } from '@shop/shared-contracts/api/suggest';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { API_URL, header, translation, useStoredLanguage } from './fixtures/shop';
import { expect, test } from './fixtures/test';

const t = (key: string) => translation('translation', 'ar', key);
// "أزياء" (fashion) typed with a bare alif and no hamza seat, as many keyboards leave it.
const TYPED = 'ازياء';

for (const width of [390, 1280]) {
  test(`Arabic suggestions forgive letter variants and open a category (${width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await useStoredLanguage(page, 'ar');
    await page.goto('/');
    await header(page)
      .getByRole('button', { name: t('header.openSearch') })
      .click();
    const field = header(page).getByRole('combobox', { name: t('header.searchLabel') });
    await field.pressSequentially(TYPED);
    const listbox = header(page).getByRole('listbox', { name: t('search.suggestions') });
    const categories = listbox.getByRole('group', { name: t('search.categories') });
    await expect(categories).toBeVisible();

    const answer = await request.get(
      `${API_URL}/v1/products/suggest?q=${encodeURIComponent(TYPED)}`,
    );
    const expected = ((await answer.json()) as ApiSuccess<SearchSuggestions>).data;
    const last = expected.categories.at(-1);
    if (!last) throw new Error(`The API suggests no category for "${TYPED}".`);
    expect(expected.categories.every((category) => category.name_arabic.includes('أزياء'))).toBe(
      true,
    );
    await expect(categories.getByRole('option')).toHaveText(
      expected.categories.map((category) => category.name_arabic),
    );
    // Nothing sticks out sideways, on a phone or a desktop, in right-to-left.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `/tmp/search-suggestions-ar-${width}.png` });

    // Up from the field goes to the last option: the last category.
    await page.keyboard.press('ArrowUp');
    await expect(categories.getByRole('option').last()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/store?category_id=${last.id}`);
  });
}

test('the open suggestion list fits a 320 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await useStoredLanguage(page, 'ar');
  await page.goto('/');
  await header(page)
    .getByRole('button', { name: t('header.openSearch') })
    .click();
  await header(page).getByRole('combobox').pressSequentially('فُسْتَان');
  await expect(header(page).getByRole('listbox')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.screenshot({ path: '/tmp/search-suggestions-ar-320.png' });
});
