import i18next from 'i18next';
import { afterEach, expect, it, vi } from 'vitest';
import { createLanguageDetector, DETECTION_OPTIONS } from './language-detection';

afterEach(() => localStorage.clear());

async function detect(): Promise<string> {
  const instance = i18next.createInstance();
  await instance.use(createLanguageDetector()).init({
    supportedLngs: ['du', 'ar', 'en'],
    fallbackLng: 'en',
    detection: DETECTION_OPTIONS,
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
