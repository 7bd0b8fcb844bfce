import { describe, expect, it } from 'vitest';
import { applyDocumentLanguage, htmlLang, isRtl, normalizeLanguage } from './languages';

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

describe('document language', () => {
  it('uses de for du, and rtl only for Arabic', () => {
    expect(htmlLang('du')).toBe('de');
    expect(isRtl('ar')).toBe(true);
    applyDocumentLanguage('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    applyDocumentLanguage('du');
    expect(document.documentElement.lang).toBe('de');
    expect(document.documentElement.dir).toBe('ltr');
    applyDocumentLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
