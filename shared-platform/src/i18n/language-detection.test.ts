import i18next from 'i18next';
import { afterEach, expect, it, vi } from 'vitest';
import { shopLanguageDetector } from './language-detection';

afterEach(() => localStorage.clear());

async function detect(): Promise<string> {
  const instance = i18next.createInstance();
  await instance.use(shopLanguageDetector).init({
    supportedLngs: ['du', 'ar', 'en'],
    fallbackLng: 'en',
    resources: {},
  });
  return instance.language;
}

it('prefers the stored choice, including an explicit en', async () => {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
  localStorage.setItem('i18nextLng', 'en');
  expect(await detect()).toBe('en');
});

it.each([
  [['de-DE'], 'du'],
  [['de'], 'du'],
  [['ar-SA'], 'ar'],
  [['en-US', 'de'], 'ar'],
  [['fr-FR'], 'ar'],
])('maps browser languages %j to %s', async (languages, expected) => {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  expect(await detect()).toBe(expected);
});

it('stores the language i18next settles on, and a later change', async () => {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-CH']);
  expect(await detect()).toBe('du');
  expect(localStorage.getItem('i18nextLng')).toBe('du');
});

it('maps a stored value that is not ours like any other to Arabic', async () => {
  localStorage.setItem('i18nextLng', 'fr');
  expect(await detect()).toBe('ar');
});
