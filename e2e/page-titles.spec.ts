import { signInAsDemoShopper, translation, useStoredLanguage } from './fixtures/shop';
import { expect, test } from './fixtures/test';

const pageTitle = (language: 'du' | 'ar', key: string) =>
  translation('translation', language, 'pageTitle.format').replace(
    '{{page}}',
    translation('translation', language, `pageTitle.${key}`),
  );

for (const language of ['du', 'ar'] as const) {
  test(`each page has its own title in the interface language (${language})`, async ({
    page,
    request,
  }) => {
    await useStoredLanguage(page, language);
    await page.goto('/signin');
    await expect(page).toHaveTitle(pageTitle(language, 'signIn'));
    // The cart is the shopper's: signed in from the next page load on.
    await signInAsDemoShopper(page, request);
    await page.goto('/card');
    await expect(page).toHaveTitle(pageTitle(language, 'cart'));
    await page.goto('/');
    await expect(page).toHaveTitle(translation('translation', language, 'brand.title'));
  });
}
