import { describe, expect, it } from 'vitest';
import { detectShopLanguage, localeFilePath, normalizeLanguage } from './languages';

describe('normalizeLanguage', () => {
  it.each([
    ['du', 'du'],
    ['de', 'du'],
    ['de-DE', 'du'],
    ['de-AT', 'du'],
    ['ar', 'ar'],
    ['ar-EG', 'ar'],
    ['fr', 'ar'],
    ['', 'ar'],
  ])('maps stored %s to %s', (raw, expected) => {
    expect(normalizeLanguage(raw)).toBe(expected);
  });

  it('keeps an explicitly stored en, but a browser en means Arabic', () => {
    expect(normalizeLanguage('en', 'stored')).toBe('en');
    expect(normalizeLanguage('en', 'browser')).toBe('ar');
    expect(normalizeLanguage('en-US', 'browser')).toBe('ar');
    expect(normalizeLanguage('de-CH', 'browser')).toBe('du');
    expect(normalizeLanguage(undefined)).toBe('ar');
  });
});

describe('detectShopLanguage', () => {
  const storing = (value: string | null) => () => ({ getItem: () => value });
  const blocked = () => {
    throw new Error('SecurityError: storage is disabled');
  };

  it('takes the stored choice first, an explicit en included', () => {
    expect(detectShopLanguage({ storage: storing('en'), navigator: { languages: ['de'] } })).toBe(
      'en',
    );
    expect(detectShopLanguage({ storage: storing('ar'), navigator: { languages: ['de'] } })).toBe(
      'ar',
    );
  });

  it("else the browser's first language, also when storage is blocked", () => {
    expect(
      detectShopLanguage({ storage: storing(null), navigator: { languages: ['de-AT'] } }),
    ).toBe('du');
    expect(
      detectShopLanguage({ storage: blocked, navigator: { languages: ['en-US', 'de'] } }),
    ).toBe('ar');
    expect(
      detectShopLanguage({ storage: blocked, navigator: { languages: [], language: 'de-DE' } }),
    ).toBe('du');
  });
});

it('names a namespace file the way every site serves it', () => {
  expect(localeFilePath('du', 'translation')).toBe('/locales/du/translation.json');
  expect(localeFilePath('ar', 'catalog')).toBe('/locales/ar/catalog.json');
});
