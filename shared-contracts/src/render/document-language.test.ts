import { describe, expect, it } from 'vitest';
import { languageTag } from '../i18n/languages';
import { documentLanguage } from './document-language';

describe('documentLanguage', () => {
  it('takes the URL parameter first', () => {
    expect(documentLanguage({ param: 'ar', cookie: 'du', acceptLanguage: 'de-DE' })).toBe('ar');
    expect(documentLanguage({ param: 'de', cookie: 'ar' })).toBe('du');
    expect(documentLanguage({ param: 'en' })).toBe('en');
  });

  it('ignores an unknown parameter and falls back to the cookie, then the browser', () => {
    expect(documentLanguage({ param: 'fr', cookie: 'du' })).toBe('du');
    expect(documentLanguage({ param: 'fr', acceptLanguage: 'de-AT,de;q=0.9' })).toBe('du');
    expect(documentLanguage({ acceptLanguage: 'en-US,en;q=0.9' })).toBe('ar');
    expect(documentLanguage({})).toBe('ar');
  });

  it('writes German as de in URLs', () => {
    expect(languageTag('du')).toBe('de');
    expect(languageTag('ar')).toBe('ar');
  });
});
